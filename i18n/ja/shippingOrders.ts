import type {
  shippingOrderLabels as englishLabels,
  shippingOrders as englishTexts,
} from '../en/shippingOrders';
import type { SameKeys } from '../sameKeys';
import { trackingLabels } from './tracking';

/** 発送注文のラベル（resources/shippingOrders.ts）。 */
export const shippingOrderLabels: SameKeys<typeof englishLabels> = {
  name: '発送注文 |||| 発送注文',
  fields: {
    orderNumber: '注文番号',
    stage: '工程',
    referenceNumber: '参照番号',
    cargoShippingMethod: '輸送方法',
    cargoSPService: '輸送サービス',
    cargoType: '貨物の種類',
    pieces: '個数',
    commodityId: '品目',
    packageTypeId: '梱包の種類',
    declaredValue: '申告価額',
    currencyId: '通貨',
    sendDate: '発送日',
    postOfficeToSend: '発送元の郵便局',
    postOfficeAddress: '郵便局の住所',
    cargoPickupMethod: '集荷方法',
    pickupName: '集荷の連絡先',
    orderCargoAddServices: '追加サービス',
    shipperId: '荷送人',
    consigneeId: '荷受人',
    incotermId: 'インコタームズ',
    createdBy: '作成者',
  },
  choices: {
    stage: {
      created: '作成済み',
      received: '受付済み',
      handled: '作業済み',
      dispatched: '発送済み',
      charged: '料金計算済み',
      documented: '書類作成済み',
      delivering: '配達中',
      delivered: '配達済み',
      deliveryFailed: '配達失敗',
    },
    cargoShippingMethod: trackingLabels.choices.cargoShippingMethod,
    cargoSPService: trackingLabels.choices.cargoShippingService,
    cargoType: trackingLabels.choices.cargoType,
    cargoPickupMethod: { dropOff: '郵便局に持ち込み', pickup: '荷送人から集荷' },
  },
  actions: {
    offices: { label: '郵便局', confirm: '郵便局を読み込みますか？' },
    postOfficeAddress: { label: '郵便局の住所', confirm: '郵便局の住所を読み込みますか？' },
  },
};

export const shippingOrders: SameKeys<typeof englishTexts> = {
  createLabel: '発送注文を作成',
  groups: { shipment: '出荷', cargo: '貨物', sending: '発送', parties: '荷送人と荷受人' },
};
