import {
  lateCountCall,
  lateOrderRules,
  lateReportApi,
  lateReportKeys,
  reportArea,
  type LateReportKey,
} from './lateOrderRules';
import { excelExport, field, oneOf, operation, readAction } from './fields';
import { orderSourceKeys, orderStatuses, type OrderStatus } from './orders/index';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

/**
 * A valid tracking: 6 to 40 letters, digits and dashes (the carriers' numbers: `JP123456789`,
 * `1Z999AA10123456784`); a space, a question mark or a stray character is a typing slip.
 */
export const trackingPattern = '^[A-Za-z0-9-]{6,40}$';

/** The filters every report and its counts take, as the list's query names them. */
const filterInputs: readonly FieldDeclaration[] = [
  oneOf('source', orderSourceKeys, { choiceLabels: 'kago.orderSource' }),
  field('purchaser', 'text', { maxLength: 100 }),
  field('warehouse', 'text', { maxLength: 50 }),
  field('bidAccount', 'text', { maxLength: 100 }),
  field('orderDateFrom', 'date'),
  field('orderDateTo', 'date'),
];

const orderId = field('orderId', 'number', { required: true, integer: true, min: 1 });

/** A read of the report's action table: a GET, offered nowhere as a button, read right. */
const read = (name: string, inputs: readonly FieldDeclaration[] = []): ActionDeclaration =>
  readAction(name, { inputs });

/**
 * The order's own reads (server/orders/reads.ts) a report serves at its path: the order, by id or
 * code, its sellers and services (under the report's wire names), its event log, and the options of
 * the filters.
 */
const orderReads = (sellers: string, services: string) => [
  read('GetOrderByCode', [field('code', 'text', { required: true, minLength: 1, maxLength: 32 })]),
  read('getorder', [field('id', 'number', { required: true, integer: true, min: 1 })]),
  read(sellers, [orderId]),
  read(services, [orderId]),
  read('GetEventLog', [orderId]),
  read('GetSupplierActive'),
  read('GetAllBidConfig'),
  read('GetOffice'),
];

/**
 * The reads each report serves beside its list and export (7.4), each the orders' own read
 * (server/orders/reads.ts) at the report's path: the order, by id or code, its sellers, services
 * and event log, its services' sum, and the options of the filters.
 */
export const lateReportReads = [
  read(lateCountCall, filterInputs),
  ...orderReads('sellers', 'services'),
  read('SumOrderTotalServiceFee', [orderId]),
] as const satisfies readonly ActionDeclaration[];

/** One report's declaration: its calls at its path, the order columns it lists, its filters. */
const lateReport = (key: LateReportKey): ResourceDeclaration => {
  const rule = lateOrderRules[key];
  return {
    name: rule.name,
    path: rule.path,
    api: lateReportApi,
    computed: true,
    operations: {
      list: operation('GetListOrdersReportTracking'),
      export: excelExport,
    },
    access: { area: reportArea },
    icon: 'Assessment',
    keywordFields: ['code', 'title', 'tracking', 'customerCode'],
    fields: [
      field('code', 'text', { maxLength: 32 }),
      // What the user works by first: how late, since when (a phone shows the first two columns).
      field('daysLate', 'number', { integer: true }),
      field('lateSince', 'datetime'),
      field('title', 'text', { maxLength: 500 }),
      oneOf('source', orderSourceKeys, { choiceLabels: 'kago.orderSource', filter: true }),
      // The status and the four below are shown with the columns button: with them the report's 11
      // columns were wider than a 1280 px screen with the menu open (the table scrolled sideways in
      // its box). Three of the four reports hold one status only.
      oneOf('status', orderStatuses, {
        choiceLabels: 'kago.orders.statuses',
        sortable: false,
        list: 'onDemand',
      }),
      field('customerCode', 'text', { maxLength: 32, sortable: false, list: 'onDemand' }),
      field('purchaser', 'text', { maxLength: 100, filter: true, sortable: false, list: 'onDemand' }),
      field('tracking', 'text', { maxLength: 100, sortable: false }),
      field('warehouse', 'text', { maxLength: 50, filter: true, sortable: false, list: 'onDemand' }),
      field('orderDate', 'datetime', { rangeFilter: true, list: 'onDemand' }),
      // The order's total in dong, as the purchase report's: what a phone's line shows beside the code.
      field('totalVnd', 'money', { sortable: false, list: 'onDemand' }),
      // A filter only (the bid accounts of the buyer configuration), not a column of the report.
      field('bidAccount', 'text', {
        maxLength: 100,
        filter: true,
        list: false,
        sortable: false,
        optionsFrom: { read: 'GetAllBidConfig', value: 'bidAccount', label: 'bidAccount' },
      }),
    ],
    actions: lateReportReads,
    // The oldest first: the order that has waited longest.
    sort: { field: 'lateSince', order: 'ASC' },
    // The seed's report-management group names the three others; this one opens from the dashboard.
    ...(key === 'tracking' ? { reachedFrom: 'dashboard' } : {}),
    ui: {
      recordRepresentation: 'code',
      // A phone: the order, how late it is and its amount, then where it stands, since when and for whom.
      phoneLines: {
        primary: ['code', 'daysLate', 'totalVnd'],
        secondary: ['status', 'lateSince', 'customerCode'],
      },
      trail: true,
      views: { show: 'reportOrder' },
    },
  };
};

export const lateReportDeclarations: readonly ResourceDeclaration[] = lateReportKeys.map(lateReport);

/** The report key of a declared report's name. */
export const lateReportOf = (name: string): LateReportKey | undefined =>
  lateReportKeys.find((key) => lateOrderRules[key].name === name);

/**
 * The purchase report (7.4 `OrderReport`): one screen, two presets (seed 000 section 2: the
 * `order-purchase-report` and `order-purchased-report` routes are the same screen). Our reading:
 * `purchase` lists the orders still to buy (waiting for purchase, settlement or payment), by order
 * date; `purchased` the orders bought, by purchase date, whatever became of them since. The range is
 * in the business calendar (UTC days, both ends whole). Admin, accounting and purchasers read it.
 */
export const purchaseReportPresets = {
  purchase: {
    statuses: ['waitingProcessing', 'waitingSettlement', 'advancePaymentAwaited', 'purchasePending'],
    date: 'orderDate',
  },
  purchased: { statuses: null, date: 'purchaseDate' },
} as const satisfies Record<
  string,
  { statuses: readonly OrderStatus[] | null; date: 'orderDate' | 'purchaseDate' }
>;

export type PurchaseReportPreset = keyof typeof purchaseReportPresets;
export const purchaseReportPresetKeys = Object.keys(purchaseReportPresets) as PurchaseReportPreset[];

const purchaseFilters: readonly FieldDeclaration[] = [
  oneOf('preset', purchaseReportPresetKeys, { defaultValue: 'purchase' }),
  oneOf('source', orderSourceKeys, { choiceLabels: 'kago.orderSource' }),
  field('supplierId', 'number', { integer: true, min: 1 }),
  field('sellerId', 'number', { integer: true, min: 1 }),
  field('bidAccount', 'text', { maxLength: 100 }),
  field('warehouse', 'text', { maxLength: 50 }),
  field('purchaser', 'text', { maxLength: 100 }),
  field('reportDateFrom', 'date'),
  field('reportDateTo', 'date'),
];

export const purchaseReads = [
  ...orderReads('getallordersellers', 'GetOrderServiceByOrderId'),
  read('SumOrderPurchasedReportTotalServiceFee', purchaseFilters),
] as const satisfies readonly ActionDeclaration[];

/** The purchase report's declaration: its calls at `OrderReport`, the order columns, its filters. */
export const purchaseReportDeclaration: ResourceDeclaration = {
  name: 'order-purchase-report',
  path: 'OrderReport',
  api: 'op',
  computed: true,
  operations: {
    list: operation('getorders'),
    export: excelExport,
  },
  access: { area: 'purchaseReports' },
  icon: 'Assessment',
  keywordFields: ['code', 'title', 'customerCode'],
  fields: [
    oneOf('preset', purchaseReportPresetKeys, { filter: true, list: false, defaultValue: 'purchase' }),
    field('code', 'text', { maxLength: 32 }),
    field('reportDate', 'datetime', { rangeFilter: true }),
    field('title', 'text', { maxLength: 500, sortable: false }),
    oneOf('source', orderSourceKeys, { choiceLabels: 'kago.orderSource', filter: true }),
    oneOf('status', orderStatuses, { choiceLabels: 'kago.orders.statuses', sortable: false }),
    // The customer, purchaser, payer, seller, bid account and warehouse are shown with the columns
    // button: the report's 12 columns were twice as wide as a 1280 px screen with the menu open.
    field('customerCode', 'text', { maxLength: 32, sortable: false, list: 'onDemand' }),
    field('purchaser', 'text', { maxLength: 100, filter: true, sortable: false, list: 'onDemand' }),
    // The payer and seller by name (joined by the report's rows); their ids are the filters.
    field('supplierName', 'text', { maxLength: 255, sortable: false, list: 'onDemand' }),
    field('sellerName', 'text', { maxLength: 255, sortable: false, list: 'onDemand' }),
    field('supplierId', 'number', {
      integer: true,
      min: 1,
      filter: true,
      list: false,
      sortable: false,
      optionsFrom: { read: 'GetSupplierActive' },
    }),
    field('sellerId', 'number', { integer: true, min: 1, filter: true, list: false, sortable: false }),
    field('bidAccount', 'text', {
      maxLength: 100,
      filter: true,
      sortable: false,
      list: 'onDemand',
      optionsFrom: { read: 'GetAllBidConfig', value: 'bidAccount', label: 'bidAccount' },
    }),
    field('warehouse', 'text', {
      maxLength: 50,
      filter: true,
      sortable: false,
      list: 'onDemand',
      optionsFrom: { read: 'GetOffice', value: 'code', label: 'name' },
    }),
    field('totalVnd', 'money'),
  ],
  actions: purchaseReads,
  sort: { field: 'reportDate', order: 'DESC' },
  presetRoutes: { 'order-purchased-report': { preset: 'purchased' } },
  ui: {
    recordRepresentation: 'code',
    // A phone: the order and its total, then its status, its day and its customer.
    phoneLines: { primary: ['code', 'totalVnd'], secondary: ['status', 'reportDate', 'customerCode'] },
    trail: true,
    views: { list: 'purchaseReport', show: 'reportOrder' },
  },
};
