import { resourceDeclarations } from '../../resources';
import { buildResourceMessages, type LocaleResourceLabels } from '../resourceMessages';
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

const paymentMethod = { prepaid: 'Prepaid', collect: 'Collect' };

/**
 * English labels: the key set every other locale must match (their tables are typed against this
 * one). A field found in `commonFields` is labelled alike in every resource; a resource lists only
 * its name, the fields it labels differently or alone, and its enum choices.
 */
export const resourceLabels = {
  commonFields: {
    id: 'ID',
    version: 'Version',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    code: 'Code',
    name: 'Name',
    nameEn: 'English name',
    nameJa: 'Japanese name',
    active: 'Active',
    displayOrder: 'Display order',
    description: 'Description',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    city: 'City',
    website: 'Website',
    taxCode: 'Tax code',
    accountNumber: 'Account number',
    iata: 'IATA code',
    icao: 'ICAO code',
    isContainer: 'Container',
    ratio: 'Conversion ratio',
    price: 'Price',
    countryId: 'Country',
    stateProvinceId: 'State/Province',
    districtId: 'District',
    wardId: 'Ward',
    globalZoneId: 'Global zone',
    paymentTermId: 'Payment term',
    shippingAgentId: 'Shipping agent',
    shippingLineId: 'Shipping line',
    consigneeId: 'Consignee',
    shipperId: 'Shipper',
    bankId: 'Bank',
    currencyId: 'Currency',
  },
  resources: {
    airline: { name: 'Airline |||| Airlines', fields: { prefix: 'AWB prefix' } },
    airport: { name: 'Airport |||| Airports' },
    'charges-group': {
      name: 'Charges group |||| Charges groups',
      fields: { ratePerKg: 'Rate per chargeable kg (VND)', minimumFreight: 'Minimum freight (VND)' },
    },
    port: {
      name: 'Port |||| Ports',
      fields: { portType: 'Port type' },
      choices: { portType: { air: 'Air', ocean: 'Ocean', inland: 'Inland' } },
    },
    carrier: { name: 'Carrier |||| Carriers', fields: { trackingUrl: 'Tracking URL' } },
    seaport: { name: 'Seaport |||| Seaports', fields: { unlocode: 'UN/LOCODE' } },
    'shipping-product-type': { name: 'Shipping product type |||| Shipping product types' },
    bank: { name: 'Bank |||| Banks', fields: { swiftCode: 'SWIFT code' } },
    'global-zone': { name: 'Global zone |||| Global zones' },
    country: {
      name: 'Country |||| Countries',
      fields: { iso3: 'ISO alpha-3 code', phoneCode: 'Dialling code' },
    },
    'state-province': { name: 'State/Province |||| States/Provinces' },
    district: { name: 'District |||| Districts' },
    ward: { name: 'Ward |||| Wards' },
    incoterm: {
      name: 'Incoterm |||| Incoterms',
      fields: {
        freightPaymentMethod: 'Freight payment',
        otherChargesPaymentMethod: 'Other charges payment',
      },
      choices: { freightPaymentMethod: paymentMethod, otherChargesPaymentMethod: paymentMethod },
    },
    'move-type': {
      name: 'Move type |||| Move types',
      fields: { transportMode: 'Transport mode' },
      choices: {
        transportMode: { air: 'Air', sea: 'Sea', road: 'Road', rail: 'Rail', multimodal: 'Multimodal' },
      },
    },
    'forwarding-agent': { name: 'Forwarding agent |||| Forwarding agents' },
    shipper: { name: 'Shipper |||| Shippers' },
    consignee: { name: 'Consignee |||| Consignees' },
    'payment-term': {
      name: 'Payment term |||| Payment terms',
      fields: { days: 'Days', currentMonth: 'From the end of the month', fromDateType: 'Counted from' },
      choices: {
        fromDateType: { invoiceDate: 'Invoice date', issueDate: 'Issue date', arrivalDate: 'Arrival date' },
      },
    },
    'shipping-provider-customer': { name: 'Shipping provider customer |||| Shipping provider customers' },
    agent: { name: 'Agent |||| Agents' },
    'custom-agent': { name: 'Customs agent |||| Customs agents' },
    'shipping-agent': {
      name: 'Shipping agent |||| Shipping agents',
      fields: {
        forwarderAccount: 'Forwarder account',
        creditNumber: 'Credit number',
        localCustomsCode: 'Local customs code',
      },
    },
    'shipping-line': { name: 'Shipping line |||| Shipping lines' },
    'package-type': {
      name: 'Package type |||| Package types',
      fields: { teu: 'TEU', containerSize: 'Container size', refrigerated: 'Refrigerated' },
    },
    vessel: { name: 'Vessel |||| Vessels', fields: { imoNumber: 'IMO number' } },
    trucker: { name: 'Trucker |||| Truckers' },
    commodity: { name: 'Commodity |||| Commodities', fields: { hsCode: 'HS code', languageId: 'Language' } },
    'commodity-group': { name: 'Commodity group |||| Commodity groups' },
    'product-origin': { name: 'Product origin |||| Product origins' },
    measurement: { name: 'Measurement |||| Measurements' },
    'delivery-time': {
      name: 'Delivery time |||| Delivery times',
      fields: { minValue: 'Minimum', maxValue: 'Maximum', timeUnit: 'Time unit' },
      choices: { timeUnit: { hour: 'Hours', day: 'Days', week: 'Weeks' } },
    },
    'special-service-type': { name: 'Special service type |||| Special service types' },
    'vat-type': { name: 'VAT type |||| VAT types', fields: { rate: 'Rate (%)' } },
    vendor: { name: 'Vendor |||| Vendors' },
    sellers: { name: 'Seller |||| Sellers' },
    suppliers: supplierLabels,
    'buyer-config': buyerConfigLabels,
    'bid-tracking': trackedBidLabels,
    'successful-bids': successfulBidLabels,
    'auction-bargains': bargainLabels,
    'event-log-list': eventLogLabels,
    notification: notificationLabels,
    test: {
      name: 'Example record |||| Example records',
      fields: { type: 'Type', showHidden: 'Show hidden types' },
      choices: { type: { sample: 'Sample', demo: 'Demo', archived: 'Archived' } },
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
    'product-type': { name: 'Product type |||| Product types' },
    'payment-method': {
      name: 'Payment method |||| Payment methods',
      fields: { enabledARPay: 'Enabled for receipts (AR)', enabledAPPay: 'Enabled for payments (AP)' },
    },
    'bank-account': { name: 'Bank account |||| Bank accounts', fields: { iban: 'IBAN' } },
    currency: {
      name: 'Currency |||| Currencies',
      fields: {
        currencyCode: 'Currency code',
        rate: 'Exchange rate',
        displayLocale: 'Display locale',
        published: 'Published',
        customFormatting: 'Custom format',
      },
    },
    'measure-dimension': { name: 'Dimension unit |||| Dimension units' },
    'measure-weight': { name: 'Weight unit |||| Weight units' },
    'quantity-unit': { name: 'Quantity unit |||| Quantity units', fields: { symbol: 'Symbol' } },
  },
} satisfies LocaleResourceLabels;

export const resources = buildResourceMessages(resourceDeclarations, resourceLabels);
