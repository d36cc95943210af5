import { catalogue, field, oneOf, operation, ref, sections } from './fields';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

/** Contact fields shared by the parties of a shipment (shippers, consignees, agents...). */
const contact = (): FieldDeclaration[] => [
  field('address', 'textarea', { maxLength: 500, list: false }),
  ref('countryId', 'country', { referenceVia: 'get-all' }),
  field('phone', 'phone', { maxLength: 30 }),
  field('email', 'email', { maxLength: 255 }),
];

/** The geography cascade of a form: country -> state/province -> district. */
const countryField = ref('countryId', 'country', { required: true, referenceVia: 'get-all' });
const stateProvinceField = ref('stateProvinceId', 'state-province', {
  required: true,
  dependsOn: { field: 'countryId', extra: 'get-by-country-id' },
});
const districtField = ref('districtId', 'district', {
  required: true,
  dependsOn: { field: 'stateProvinceId', extra: 'get-by-state-province-id' },
});

const description = field('description', 'textarea', { maxLength: 1000, list: false });

/**
 * The contact parties' list columns left for the columns button: the display order (the list's order
 * already) and the e-mail (the detail has it); with them a party's list was 116 to 558 px wider than
 * a 1280 px desk with the menu open has room for (tests/e2e/fit.test.ts).
 */
const contactOnDemand = ['displayOrder', 'email'];
const paymentMethodChoices = ['prepaid', 'collect'] as const;
const selects = ['get-all', 'get-top-select'] as const;

/**
 * A lookup of call catalogue 7.10's `Common` base: every active record of the catalogue, in select
 * order, for the forms that offer them (a package item's commodity, group, type and origin).
 * `GetAllCommodity` takes the interface language as `languageId` (the browser caches each per language).
 */
export const commonLookup = (name: string, inputs: readonly FieldDeclaration[] = []): ActionDeclaration => ({
  name,
  operation: { ...operation(name), path: `/api/Common/${name}` },
  places: [],
  inputs,
  right: 'read',
  scope: 'resource',
});
export const commonLookups = {
  commodity: commonLookup('GetAllCommodity', [field('languageId', 'text', { maxLength: 64 })]),
  commodityGroup: commonLookup('GetAllCommodityGroup'),
  productOrigin: commonLookup('GetAllProductOrigin'),
  productType: commonLookup('GetAllProductType'),
} as const;

/**
 * Every master-data catalogue of the call catalogue (7.11) and the screens document (section 2).
 * A new catalogue is one entry here, and nothing else changes.
 */
export const catalogueDeclarations: readonly ResourceDeclaration[] = [
  catalogue(
    'airline',
    'Flight',
    [
      field('iata', 'text', { required: true, minLength: 2, maxLength: 2, filter: true }),
      field('icao', 'text', { minLength: 3, maxLength: 3 }),
      field('prefix', 'text', { minLength: 3, maxLength: 3 }),
      ref('countryId', 'country', { referenceVia: 'get-all' }),
    ],
    { extras: selects },
  ),
  catalogue(
    'airport',
    'LocalAirport',
    [
      field('iata', 'text', { required: true, minLength: 3, maxLength: 3, filter: true }),
      field('icao', 'text', { minLength: 4, maxLength: 4 }),
      field('city', 'text', { maxLength: 100 }),
      countryField,
    ],
    { extras: [...selects, 'get-by-country-id'] },
  ),
  // A charges group prices a shipping order's freight (contract/charges.ts): its rate in dong per
  // chargeable kilogram and its least freight. Ours: the seed lists no field beyond the name. A group
  // without a rate (customs, insurance) prices nothing by weight, and the charge step refuses it.
  // Its detail lists its rates by delivery time (resources/chargeRates.ts) after its own fields, which
  // are its standard rate, for a delivery time it gives no rate of its own.
  catalogue(
    'charges-group',
    'Category',
    [
      field('ratePerKg', 'money', { min: 0, max: 100_000_000 }),
      field('minimumFreight', 'money', { min: 0, max: 1_000_000_000, list: false }),
      description,
    ],
    {
      extras: selects,
      tabs: sections('kago.chargeRates.tabs', ['group', 'rates']),
      ui: { views: { show: 'chargesGroupShow' } },
    },
  ),
  catalogue(
    'port',
    'Anchor',
    [
      oneOf('portType', ['air', 'ocean', 'inland'], { required: true, filter: true, defaultValue: 'ocean' }),
      countryField,
    ],
    { extras: [...selects, 'get-by-country-id'] },
  ),
  catalogue(
    'carrier',
    'LocalShipping',
    [
      field('trackingUrl', 'url', { maxLength: 500, list: false }),
      field('phone', 'phone', { maxLength: 30 }),
    ],
    { extras: selects },
  ),
  catalogue(
    'seaport',
    'DirectionsBoat',
    [field('unlocode', 'text', { minLength: 5, maxLength: 5, filter: true }), countryField],
    { extras: [...selects, 'get-by-country-id'] },
  ),
  catalogue('shipping-product-type', 'Inventory2', [description], { extras: selects }),
  catalogue(
    'bank',
    'AccountBalance',
    [
      field('swiftCode', 'text', { minLength: 8, maxLength: 11 }),
      ref('countryId', 'country', { referenceVia: 'get-all' }),
    ],
    { extras: selects },
  ),
  catalogue('global-zone', 'Public', [description], { extras: selects }),
  catalogue(
    'country',
    'Flag',
    [
      field('iso3', 'text', { minLength: 3, maxLength: 3 }),
      field('phoneCode', 'text', { maxLength: 10 }),
      ref('globalZoneId', 'global-zone', { list: false }),
    ],
    { extras: selects },
  ),
  catalogue('state-province', 'Map', [countryField], {
    extras: ['get-top-select', 'get-by-country-id'],
  }),
  catalogue('district', 'LocationCity', [countryField, stateProvinceField], {
    extras: ['get-top-select', 'get-by-state-province-id'],
  }),
  catalogue('ward', 'Place', [countryField, stateProvinceField, districtField], {
    extras: ['get-top-select', 'get-by-district-id'],
  }),
  catalogue(
    'incoterm',
    'Gavel',
    [
      oneOf('freightPaymentMethod', paymentMethodChoices, { required: true, filter: true }),
      oneOf('otherChargesPaymentMethod', paymentMethodChoices, { required: true }),
      description,
    ],
    { extras: selects },
  ),
  catalogue('move-type', 'SwapHoriz', [
    oneOf('transportMode', ['air', 'sea', 'road', 'rail', 'multimodal'], { required: true, filter: true }),
  ]),
  catalogue(
    'forwarding-agent',
    'SupportAgent',
    [
      ...contact(),
      ref('consigneeId', 'consignee', { referenceVia: 'get-addresses-top-select', list: false }),
    ],
    { extras: selects, onDemand: contactOnDemand },
  ),
  catalogue(
    'shipper',
    'Outbox',
    [...contact(), ref('paymentTermId', 'payment-term', { referenceVia: 'get-all' })],
    {
      extras: [...selects, 'get-addresses-select', 'get-addresses-top-select', 'get-by-payment-term-id'],
      onDemand: [...contactOnDemand, 'paymentTermId'],
    },
  ),
  catalogue('consignee', 'MoveToInbox', [...contact(), field('taxCode', 'text', { maxLength: 20 })], {
    extras: [...selects, 'get-addresses-select', 'get-addresses-top-select'],
    onDemand: contactOnDemand,
  }),
  catalogue(
    'payment-term',
    'EventRepeat',
    [
      field('days', 'number', { integer: true, min: 0, max: 365, required: true, defaultValue: 30 }),
      field('currentMonth', 'boolean', { defaultValue: false }),
      oneOf('fromDateType', ['invoiceDate', 'issueDate', 'arrivalDate'], {
        required: true,
        defaultValue: 'invoiceDate',
      }),
    ],
    { extras: ['get-all'] },
  ),
  catalogue(
    'shipping-provider-customer',
    'Badge',
    [
      ref('shippingAgentId', 'shipping-agent', { required: true, referenceVia: 'get-all' }),
      field('accountNumber', 'text', { maxLength: 50 }),
      field('phone', 'phone', { maxLength: 30 }),
      field('email', 'email', { maxLength: 255 }),
    ],
    // Its agent and account number identify it; the way to reach it is in its detail.
    { extras: ['get-top-select', 'get-by-shipping-agent-id'], onDemand: ['displayOrder', 'phone', 'email'] },
  ),
  catalogue('agent', 'Handshake', contact(), { extras: selects, onDemand: contactOnDemand }),
  catalogue('custom-agent', 'Policy', contact(), { extras: selects, onDemand: contactOnDemand }),
  catalogue(
    'shipping-agent',
    'Hub',
    [
      field('forwarderAccount', 'text', { maxLength: 50 }),
      field('creditNumber', 'text', { maxLength: 50 }),
      field('localCustomsCode', 'text', { maxLength: 50 }),
    ],
    { extras: selects, onDemand: ['displayOrder'] },
  ),
  catalogue('shipping-line', 'Sailing', [field('website', 'url', { maxLength: 255, list: false })], {
    extras: selects,
  }),
  catalogue(
    'package-type',
    'ViewInAr',
    [
      field('teu', 'number', { min: 0, max: 10 }),
      field('containerSize', 'text', { maxLength: 20 }),
      field('isContainer', 'boolean', { defaultValue: false, filter: true }),
      field('refrigerated', 'boolean', { defaultValue: false }),
    ],
    { extras: selects },
  ),
  catalogue(
    'vessel',
    'DirectionsBoatFilled',
    [field('imoNumber', 'text', { minLength: 7, maxLength: 7 }), ref('shippingLineId', 'shipping-line')],
    { extras: selects },
  ),
  catalogue(
    'trucker',
    'FireTruck',
    [
      field('phone', 'phone', { maxLength: 30 }),
      field('address', 'textarea', { maxLength: 500, list: false }),
    ],
    { extras: selects },
  ),
  catalogue('commodity', 'Widgets', [field('hsCode', 'text', { maxLength: 12, filter: true }), description], {
    extras: selects,
    actions: [commonLookups.commodity],
  }),
  // The groups goods are declared in at customs, and the countries goods are made in: records of
  // the call catalogue's lookups (7.10 `GetAllCommodityGroup`, `GetAllProductOrigin`).
  catalogue('commodity-group', 'Category', [description], {
    extras: ['get-all'],
    actions: [commonLookups.commodityGroup],
  }),
  catalogue('product-origin', 'Public', [ref('countryId', 'country', { referenceVia: 'get-all' })], {
    extras: ['get-all'],
    actions: [commonLookups.productOrigin],
  }),
  catalogue('measurement', 'Straighten', [
    field('isContainer', 'boolean', { defaultValue: false, filter: true }),
  ]),
  catalogue(
    'delivery-time',
    'Schedule',
    [
      field('minValue', 'number', { integer: true, min: 0, required: true }),
      field('maxValue', 'number', { integer: true, min: 0, required: true, greaterOrEqual: 'minValue' }),
      oneOf('timeUnit', ['hour', 'day', 'week'], { required: true, defaultValue: 'day' }),
    ],
    { menuGroup: 'setting', extras: ['get-all'] },
  ),
  catalogue('special-service-type', 'RoomService', [field('price', 'money', { min: 0, required: true })], {
    extras: selects,
  }),
  catalogue('vat-type', 'Percent', [field('rate', 'number', { min: 0, max: 100, required: true })], {
    extras: ['get-all'],
  }),
  catalogue(
    'vendor',
    'Store',
    [
      ...contact(),
      field('taxCode', 'text', { maxLength: 20 }),
      ref('paymentTermId', 'payment-term', { referenceVia: 'get-all' }),
    ],
    { extras: [...selects, 'get-by-payment-term-id'], onDemand: [...contactOnDemand, 'paymentTermId'] },
  ),
  catalogue('product-type', 'Inventory', [description], {
    extras: ['get-all'],
    actions: [commonLookups.productType],
  }),
  catalogue(
    'payment-method',
    'Payments',
    [
      field('enabledARPay', 'boolean', { defaultValue: true }),
      field('enabledAPPay', 'boolean', { defaultValue: true }),
    ],
    { menuGroup: 'setting', extras: ['get-all'] },
  ),
  catalogue(
    'bank-account',
    'AccountBalanceWallet',
    [
      field('iban', 'text', { minLength: 15, maxLength: 34 }),
      field('accountNumber', 'text', { required: true, maxLength: 50 }),
      ref('bankId', 'bank', { required: true }),
      ref('currencyId', 'currency', { referenceVia: 'get-all' }),
    ],
    // Its account number, bank and currency say which account it is; the IBAN (rare for a
    // Vietnamese account) and whether it is in use wait for the columns button.
    { menuGroup: 'setting', onDemand: ['displayOrder', 'iban', 'active'] },
  ),
  catalogue(
    'currency',
    'CurrencyExchange',
    [
      field('currencyCode', 'text', { required: true, minLength: 3, maxLength: 3, filter: true }),
      field('rate', 'number', { required: true, min: 0 }),
      field('displayLocale', 'text', { maxLength: 10 }),
      field('published', 'boolean', { defaultValue: true, filter: true }),
      field('customFormatting', 'text', { maxLength: 50, list: false }),
    ],
    { menuGroup: 'setting', activates: false, extras: ['get-all'] },
  ),
  catalogue('measure-dimension', 'SquareFoot', [field('ratio', 'number', { required: true, min: 0 })], {
    menuGroup: 'setting',
  }),
  catalogue('measure-weight', 'Scale', [field('ratio', 'number', { required: true, min: 0 })], {
    menuGroup: 'setting',
  }),
  catalogue('quantity-unit', 'Numbers', [field('symbol', 'text', { maxLength: 10 })], {
    menuGroup: 'setting',
    extras: ['get-all'],
  }),
];
