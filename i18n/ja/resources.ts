import { resourceDeclarations } from '../../resources';
import type { resourceLabels as englishLabels } from '../en/resources';
import { buildResourceMessages } from '../resourceMessages';
import type { SameKeys } from '../sameKeys';
import { notificationLabels } from './notifications';
import { bargainLabels, successfulBidLabels, trackedBidLabels } from './bidTracking';
import { buyerConfigLabels, eventLogLabels, supplierLabels } from './buying';
import { paymentLabels, paymentReportLabels, transactionLabels } from './money';
import { statisticsLabels } from './statistics';
import { orderPackageLabels } from './orderPackages';
import { purchaseReportLabels, reportLabels } from './reports';
import { releaseNoteLabels } from './releaseNotes';
import { shippingOrderLabels } from './shippingOrders';
import { chargeRateLabels } from './chargeRates';
import { packageItemLabels, packageServiceLabels, shipmentPieceLabels, trackingLabels } from './tracking';

const paymentMethod = { prepaid: '元払い', collect: '着払い' };

/** Japanese has no plural: each name repeats its one form on both sides of `||||`. */
export const resourceLabels: SameKeys<typeof englishLabels> = {
  commonFields: {
    id: 'ID',
    version: 'バージョン',
    createdAt: '作成日時',
    updatedAt: '更新日時',
    code: 'コード',
    name: '名称',
    nameEn: '英語の名称',
    nameJa: '日本語の名称',
    active: '有効',
    displayOrder: '表示順',
    description: '説明',
    address: '住所',
    phone: '電話番号',
    email: 'メールアドレス',
    city: '都市',
    website: 'ウェブサイト',
    taxCode: '税番号',
    accountNumber: '口座番号',
    iata: 'IATAコード',
    icao: 'ICAOコード',
    isContainer: 'コンテナ',
    ratio: '換算比率',
    price: '価格',
    countryId: '国',
    stateProvinceId: '州・省',
    districtId: '区・郡',
    wardId: '町・村',
    globalZoneId: 'グローバルゾーン',
    paymentTermId: '支払条件',
    shippingAgentId: '船舶代理店',
    shippingLineId: '船会社',
    consigneeId: '荷受人',
    shipperId: '荷送人',
    bankId: '銀行',
    currencyId: '通貨',
  },
  resources: {
    airline: { name: '航空会社 |||| 航空会社', fields: { prefix: 'AWBプレフィックス' } },
    airport: { name: '空港 |||| 空港' },
    'charges-group': {
      name: '料金グループ |||| 料金グループ',
      fields: { ratePerKg: '課金重量1kgあたりの単価（VND）', minimumFreight: '最低運賃（VND）' },
    },
    port: {
      name: '港 |||| 港',
      fields: { portType: '港の種別' },
      choices: { portType: { air: '航空', ocean: '海上', inland: '内陸' } },
    },
    carrier: { name: '運送会社 |||| 運送会社', fields: { trackingUrl: '追跡URL' } },
    seaport: { name: '海港 |||| 海港', fields: { unlocode: 'UN/LOCODE' } },
    'shipping-product-type': { name: '輸送品目種別 |||| 輸送品目種別' },
    bank: { name: '銀行 |||| 銀行', fields: { swiftCode: 'SWIFTコード' } },
    'global-zone': { name: 'グローバルゾーン |||| グローバルゾーン' },
    country: {
      name: '国 |||| 国',
      fields: { iso3: 'ISO 3文字コード', phoneCode: '国際電話番号' },
    },
    'state-province': { name: '州・省 |||| 州・省' },
    district: { name: '区・郡 |||| 区・郡' },
    ward: { name: '町・村 |||| 町・村' },
    incoterm: {
      name: 'インコタームズ |||| インコタームズ',
      fields: {
        freightPaymentMethod: '運賃の支払',
        otherChargesPaymentMethod: 'その他費用の支払',
      },
      choices: { freightPaymentMethod: paymentMethod, otherChargesPaymentMethod: paymentMethod },
    },
    'move-type': {
      name: '輸送形態 |||| 輸送形態',
      fields: { transportMode: '輸送モード' },
      choices: {
        transportMode: { air: '航空', sea: '海上', road: '陸路', rail: '鉄道', multimodal: '複合輸送' },
      },
    },
    'forwarding-agent': { name: 'フォワーダー |||| フォワーダー' },
    shipper: { name: '荷送人 |||| 荷送人' },
    consignee: { name: '荷受人 |||| 荷受人' },
    'payment-term': {
      name: '支払条件 |||| 支払条件',
      fields: { days: '日数', currentMonth: '月末起算', fromDateType: '起算日' },
      choices: {
        fromDateType: { invoiceDate: '請求日', issueDate: '発行日', arrivalDate: '到着日' },
      },
    },
    'shipping-provider-customer': { name: '配送業者の顧客 |||| 配送業者の顧客' },
    agent: { name: '代理店 |||| 代理店' },
    'custom-agent': { name: '通関業者 |||| 通関業者' },
    'shipping-agent': {
      name: '船舶代理店 |||| 船舶代理店',
      fields: {
        forwarderAccount: 'フォワーダーアカウント',
        creditNumber: '与信番号',
        localCustomsCode: '現地税関コード',
      },
    },
    'shipping-line': { name: '船会社 |||| 船会社' },
    'package-type': {
      name: '梱包種別 |||| 梱包種別',
      fields: { teu: 'TEU', containerSize: 'コンテナサイズ', refrigerated: '冷蔵' },
    },
    vessel: { name: '船舶 |||| 船舶', fields: { imoNumber: 'IMO番号' } },
    trucker: { name: '陸運業者 |||| 陸運業者' },
    commodity: { name: '品目 |||| 品目', fields: { hsCode: 'HSコード', languageId: '言語' } },
    'commodity-group': { name: '品目グループ |||| 品目グループ' },
    'product-origin': { name: '原産地 |||| 原産地' },
    measurement: { name: '計量単位 |||| 計量単位' },
    'delivery-time': {
      name: '配送期間 |||| 配送期間',
      fields: { minValue: '最小', maxValue: '最大', timeUnit: '時間単位' },
      choices: { timeUnit: { hour: '時間', day: '日', week: '週' } },
    },
    'special-service-type': { name: '特別サービス種別 |||| 特別サービス種別' },
    'vat-type': { name: 'VAT種別 |||| VAT種別', fields: { rate: '税率 (%)' } },
    vendor: { name: '仕入先 |||| 仕入先' },
    sellers: { name: '販売者 |||| 販売者' },
    suppliers: supplierLabels,
    'buyer-config': buyerConfigLabels,
    'bid-tracking': trackedBidLabels,
    'successful-bids': successfulBidLabels,
    'auction-bargains': bargainLabels,
    'event-log-list': eventLogLabels,
    notification: notificationLabels,
    test: {
      name: 'サンプルレコード |||| サンプルレコード',
      fields: { type: '種類', showHidden: '非表示の種類も表示' },
      choices: { type: { sample: 'サンプル', demo: 'デモ', archived: 'アーカイブ済み' } },
    },
    'manage-packageFromWH': trackingLabels,
    'package-item': packageItemLabels,
    'package-service': packageServiceLabels,
    'shipment-piece': shipmentPieceLabels,
    'manage-order-package': orderPackageLabels,
    ...reportLabels,
    ...purchaseReportLabels,
    'release-notes': releaseNoteLabels,
    'management-order': shippingOrderLabels,
    'charges-group-rate': chargeRateLabels,
    transactions: transactionLabels,
    'management-payment': paymentLabels,
    statistics: statisticsLabels,
    'report-payment': paymentReportLabels,
    'product-type': { name: '商品種別 |||| 商品種別' },
    'payment-method': {
      name: '支払方法 |||| 支払方法',
      fields: { enabledARPay: '入金で使用 (AR)', enabledAPPay: '支払で使用 (AP)' },
    },
    'bank-account': { name: '銀行口座 |||| 銀行口座', fields: { iban: 'IBAN' } },
    currency: {
      name: '通貨 |||| 通貨',
      fields: {
        currencyCode: '通貨コード',
        rate: '為替レート',
        displayLocale: '表示ロケール',
        published: '公開',
        customFormatting: 'カスタム書式',
      },
    },
    'measure-dimension': { name: '寸法単位 |||| 寸法単位' },
    'measure-weight': { name: '重量単位 |||| 重量単位' },
    'quantity-unit': { name: '数量単位 |||| 数量単位', fields: { symbol: '記号' } },
  },
};

export const resources = buildResourceMessages(resourceDeclarations, resourceLabels);
