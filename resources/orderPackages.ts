import {
  centimetres,
  excelExport,
  field,
  fromRecord,
  grams,
  oneOf,
  operation,
  readAction,
  sections,
} from './fields';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

/**
 * Order packages: the parcels of one customer's orders the warehouse packs and ships on (seed 000
 * section 4, order package statuses; call catalogue 7.7: `OrderPackage/...`). Route
 * `manage-order-package`, the leaf resources/menu.ts already names under package management.
 *
 * Its records live in the table the orders already join packages through (`order_packages`, with
 * `order_package_orders`): `AddOrderPackageFromMultiOrder`, `OrderPackageAddOrDelete`,
 * `UpdateOrderPackageInfoToOrder` and `OrderPackageGetDetailByCode` (server/orders/packages.ts) read
 * and write the same rows. The bounds are ours: the seed gives none.
 */

/**
 * The seven order package statuses (seed 000 section 4), ONE value each. The seed's wire values
 * `waitForPay`, `delivering` and `delivered` are the values of awaiting payment, delivering and
 * delivered. Labels: `resources.manage-order-package.choices.status.<value>`.
 */
export const orderPackageStatuses = [
  'domesticShipping',
  'inStorage',
  'progressing',
  'waitForPay',
  'delivering',
  'delivered',
  'canceled',
] as const;
export type OrderPackageStatus = (typeof orderPackageStatuses)[number];

/** Statuses whose package the warehouse may still change (orders, fee, photos, shipment). */
export const openPackageStatuses = [
  'domesticShipping',
  'inStorage',
  'progressing',
  'waitForPay',
] as const satisfies readonly OrderPackageStatus[];

/**
 * Where a merge stands (a package of several orders consolidated by the warehouse): requested and
 * waiting for the warehouse, done, refused by the warehouse, or called off. No value: not a merge.
 */
export const packageMergeStatuses = ['merging', 'merged', 'mergeFailed', 'mergeCancelled'] as const;

/**
 * What a package's event log names a change by: the call that made it (server/orderPackages/rules.ts;
 * `ReleaseNote`, the goods release note's, server/releaseNotes/rules.ts). Each is labelled in every
 * interface language (`kago.orderPackages.events.actions`).
 */
export const packageEventActions = [
  'UpdateOrdersToOrderPackage',
  'UpdatePhotos',
  'UpdateDomesticShippingFee',
  'UpdateInfoShipment',
  'RepushMergeOrderPackage',
  'CancelMergePackage',
  'ReleaseNote',
] as const;
export type PackageEventAction = (typeof packageEventActions)[number];

/** A domestic shipping fee, in VND: at most a hundred million for one parcel (or one release note). */
export const feeBounds = { min: 0, max: 100_000_000 } as const;

/** A shipment's inputs: an order package's, and a goods release note's (resources/releaseNotes.ts). */
export const shipmentInputs = [
  field('shipmentCode', 'text', { maxLength: 50 }),
  field('domesticCarrier', 'text', { maxLength: 100 }),
  field('deliveryDate', 'date'),
  field('deliveryAddress', 'textarea', { maxLength: 500 }),
  field('shipmentNote', 'textarea', { maxLength: 1_000 }),
];

/**
 * The updates an order package and a goods release note share (call catalogue 7.7: a note has "the
 * same ... update operations" as a package): the domestic shipping fee, the photos, and the
 * shipment, whose inputs start with `receiver` (a note's: who takes the packages), offered while
 * `when` holds (always: `[]`). Each input starts from the record's value: the dialog shows what it
 * changes, and a field left alone keeps its value.
 */
export const shippingUpdates = <const When extends ActionDeclaration['when']>(
  when: When,
  receiver: readonly FieldDeclaration[] = [],
) =>
  [
    {
      name: 'updateDomesticShippingFee',
      icon: 'Payments',
      operation: operation('UpdateDomesticShippingFee', 'POST'),
      places: ['row', 'detail'],
      inputs: fromRecord(field('domesticShippingFee', 'money', { required: true, ...feeBounds })),
      when,
    },
    {
      name: 'updatePhotos',
      icon: 'PhotoLibrary',
      operation: operation('UpdatePhotos', 'POST'),
      places: ['detail'],
      inputs: fromRecord(field('photos', 'imageList', { maxLength: 4_000 })),
      when,
    },
    {
      name: 'updateShipment',
      icon: 'LocalShipping',
      operation: operation('UpdateInfoShipment', 'POST'),
      places: ['detail'],
      inputs: fromRecord(...receiver, ...shipmentInputs),
      when,
    },
  ] as const satisfies readonly ActionDeclaration[];

/**
 * The one action table of order packages. `as const satisfies`: the server's handler table
 * (server/orderPackages/rules.ts) is keyed by these names, so an action without a handler does not
 * compile.
 */
export const orderPackageActions = [
  readAction('orders', {
    call: 'GetOrdersByCode',
    inputs: [field('code', 'text', { required: true, maxLength: 50 })],
  }),
  {
    name: 'updateOrders',
    icon: 'PlaylistAdd',
    operation: operation('UpdateOrdersToOrderPackage', 'POST'),
    places: ['detail'],
    // Order codes, separated by semicolons, commas, blanks or lines: the package's orders after it.
    // It starts from the package's codes: the user adds to them or takes some out.
    inputs: fromRecord(field('orderCodes', 'textarea', { required: true, maxLength: 2_000 })),
    when: { field: 'status', in: openPackageStatuses },
  },
  ...shippingUpdates({ field: 'status', in: openPackageStatuses }),
  {
    name: 'repushMerge',
    icon: 'Replay',
    operation: operation('RepushMergeOrderPackage', 'POST'),
    places: ['row', 'bulk', 'detail'],
    when: { field: 'mergeStatus', in: ['mergeFailed'] },
    confirm: true,
    scope: 'records',
  },
  {
    name: 'cancelMerge',
    icon: 'CallSplit',
    operation: operation('CancelMergePackage', 'POST'),
    places: ['row', 'detail'],
    when: { field: 'mergeStatus', in: ['merging', 'mergeFailed'] },
    confirm: true,
  },
  readAction('eventLogs', { call: 'GetEventLogs', scope: 'record' }),
] as const satisfies readonly ActionDeclaration[];

export const orderPackageDeclaration: ResourceDeclaration = {
  name: 'manage-order-package',
  path: 'OrderPackage',
  table: 'order_packages',
  api: 'master',
  operations: {
    list: operation('GetListOrderPackage'),
    read: operation('GetDetail'),
    export: excelExport,
  },
  access: { area: 'warehouse' },
  icon: 'Inventory2',
  keywordFields: ['code', 'orderCodes', 'tracking', 'customerCode'],
  fields: [
    field('code', 'text', { required: true, maxLength: 50, unique: true, form: false }),
    oneOf('status', orderPackageStatuses, { required: true, filter: true, form: false }),
    field('customerCode', 'text', { maxLength: 32, form: false }),
    // The codes of the orders it holds, kept by server/orders/packages.ts as they join and leave:
    // what the keyword finds an order's package by.
    // Not on the detail, whose orders tab lists them; in the list only on demand (a long line).
    field('orderCodes', 'text', { form: false, sortable: false, show: false, list: 'onDemand' }),
    field('tracking', 'text', { maxLength: 100, form: false }),
    field('warehouseCode', 'text', { maxLength: 50, filter: true, form: false }),
    // On demand: a merge's own row buttons show where one stands.
    oneOf('mergeStatus', packageMergeStatuses, { filter: true, form: false, list: 'onDemand' }),
    field('domesticShippingFee', 'money', { ...feeBounds, form: false }),
    grams('weight', { integer: true, form: false }),
    centimetres('length', { form: false }),
    centimetres('width', { form: false }),
    centimetres('height', { form: false }),
    field('photos', 'imageList', { maxLength: 4_000, list: false, form: false, tab: 'photos' }),
    ...shipmentInputs.map((input): FieldDeclaration => ({
      ...input,
      list: input.source === 'shipmentCode' ? 'onDemand' : false,
      form: false,
      tab: 'shipment',
    })),
    field('createdBy', 'text', { maxLength: 100, list: false, form: false }),
    field('createdAt', 'datetime', { rangeFilter: true, form: false }),
  ],
  actions: orderPackageActions,
  sort: { field: 'createdAt', order: 'DESC' },
  // The package's fields, its orders, its shipment, its photos and its event log, in the order the
  // detail always had; src/packages/OrderPackageShow.tsx fills the ones that are not fields.
  tabs: sections('kago.orderPackages.tabs', ['summary', 'orders', 'shipment', 'photos', 'events']),
  ui: {
    recordRepresentation: 'code',
    // The list opens a package by its whole code too (src/packages/OrderPackageList.tsx).
    views: { list: 'orderPackageList', show: 'orderPackageShow' },
  },
};
