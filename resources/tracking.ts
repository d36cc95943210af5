import {
  centimetres,
  excelExport,
  field,
  grams,
  oneOf,
  operation,
  readAction,
  ref,
  sections,
  selectPostOfficeFirst,
} from './fields';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';
import type { OrderStatus } from './orders/statuses';

/**
 * Packages from the warehouse: the trackings of the parcels sellers send to Kago's warehouses (seed
 * 000 section 3, the package tracking entity; call catalogue 7.8: `PackageTracking/...`). Route
 * `manage-packageFromWH`, the leaf resources/menu.ts already names under package management.
 *
 * A tracking names the order it brings and the ordering account; adding one for a purchased order
 * moves the order on to domestic shipping (server/tracking/rules.ts). The bounds are ours: the seed
 * gives none.
 */

/** Warehouse package statuses (seed 000 section 4). */
export const packageTrackingStatuses = ['inStorage', 'waitingExport', 'exported', 'cancelled'] as const;

/**
 * Warehouse events and what they do to the package's order (our design: the seed shows no
 * transitions). An event is a change of the package, made through its update (or its add): it
 * comes into storage, it is exported (issued for delivery), or it gets a delivered date; or a
 * change of an order package, which leaves storage on a release note. The order
 * then walks the statuses of `path` that the order transition table (resources/orders/statuses.ts)
 * lets it reach from where it stands, one move and one event-log row at a time, so an order the
 * warehouse saw skip a step still catches up, and an order elsewhere (cancelled, not yet shipped)
 * keeps its status.
 */
export const warehouseEvents = [
  { event: 'receivedInStorage', field: 'status', becomes: 'inStorage', path: ['inStorage'] },
  {
    event: 'issuedForDelivery',
    field: 'status',
    becomes: 'exported',
    path: ['inStorage', 'awaitingDelivery'],
  },
  {
    event: 'delivered',
    field: 'deliveredDate',
    becomes: 'anyValue',
    path: ['inStorage', 'awaitingDelivery', 'delivering', 'delivered'],
  },
  {
    // An order package taken out of storage on a goods release note (resources/releaseNotes.ts):
    // its status becomes delivering, and so do its orders.
    event: 'releasedOnNote',
    field: 'status',
    becomes: 'delivering',
    path: ['inStorage', 'awaitingDelivery', 'delivering'],
  },
] as const satisfies readonly {
  event: string;
  field: string;
  /** The value the field takes (`anyValue`: any, where it had none). */
  becomes: string;
  path: readonly OrderStatus[];
}[];

/** The warehouse events a package's change from `before` to `after` makes. */
export const warehouseEventsOf = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  warehouseEvents.filter(({ field, becomes }) =>
    becomes === 'anyValue'
      ? (before[field] ?? null) === null && (after[field] ?? null) !== null
      : before[field] !== becomes && after[field] === becomes,
  );

/** Process status (seed 000 section 4): not processed yet, processed, awaiting extra information. */
export const trackingProcessStatuses = ['Processing', 'Processed', 'Unno'] as const;

export const cargoShippingMethods = ['air', 'sea', 'road'] as const;
export type CargoShippingMethod = (typeof cargoShippingMethods)[number];
export const cargoShippingServices = ['express', 'standard', 'economy', 'consolidated'] as const;
export type CargoShippingService = (typeof cargoShippingServices)[number];

/** The services each shipping method offers: what `GetServiceByType` answers. */
export const cargoServicesByMethod: Readonly<Record<CargoShippingMethod, readonly CargoShippingService[]>> = {
  air: ['express', 'standard'],
  sea: ['standard', 'economy', 'consolidated'],
  road: ['standard', 'economy'],
};

/** A warehouse chosen from the post offices `GetOffice` answers, by code. */
const offices = { read: 'offices', value: 'code', label: 'name' } as const;

const code = (source: string, options: Omit<FieldDeclaration, 'source' | 'type'> = {}) =>
  field(source, 'text', { maxLength: 50, list: false, ...options });
const pieces = (source: string) =>
  field(source, 'number', { integer: true, min: 0, max: 9_999, list: false });
/** A field of the shipment: shown on the detail's shipment tab (`tabs` below) and in its form section. */
const shipment = (declared: FieldDeclaration): FieldDeclaration => ({
  ...declared,
  tab: 'shipment',
  group: 'shipment',
});
/** A field of the parcel itself: the form's middle section (what the warehouse sees and weighs). */
const parcel = (declared: FieldDeclaration): FieldDeclaration => ({ ...declared, group: 'package' });
/** What the form asks first: the tracking, the order it brings and the warehouse it goes to. */
const arrival = (declared: FieldDeclaration): FieldDeclaration => ({ ...declared, group: 'arrival' });

/** The browser's "must not be empty" for a field the rules require with a code of the seed's. */
const requiredByRules = 'kago.validation.required';

/**
 * The one action table of package tracking. `as const satisfies`: the server's handler table is
 * keyed by these names, so a declared action without a handler does not compile.
 */
export const trackingActions = [
  {
    // The warehouse's own step (ours: the seed names no call for it): the parcel on its way is
    // received into the warehouse its tracking names (asked once, when the tracking was added),
    // weighed and photographed; its order moves into storage through the orders' write flow, so the
    // warehouse takes an order from purchased to stored with no other role.
    name: 'receive',
    icon: 'Inventory',
    operation: operation('ReceivePackageTracking', 'POST'),
    places: ['row', 'detail'],
    when: { field: 'status', in: [null] },
    inputs: [
      grams('weight', { required: true }),
      field('images', 'imageList', { maxLength: 2_000 }),
      field('location', 'text', { maxLength: 100 }),
    ],
  },
  {
    name: 'cancel',
    icon: 'Cancel',
    operation: operation('CancelPackageTracking', 'POST'),
    places: ['row', 'detail'],
    // On its way (no warehouse status yet), or in the warehouse and not exported; never once the
    // warehouse has processed it, which only the warehouse may undo (EFEX_SHIPMENT_DELETE_ERROR).
    when: [
      { field: 'status', in: [null, 'inStorage', 'waitingExport'] },
      { field: 'processStatus', notIn: ['Processed'] },
    ],
    confirm: true,
  },
  {
    name: 'syncToOrderPackage',
    icon: 'Sync',
    operation: operation('SysncPackageTrackingToOrderPackage', 'POST'),
    places: ['detail'],
    when: { field: 'status', in: ['inStorage', 'waitingExport', 'exported'] },
  },
  // The post offices (warehouses) a tracking may go to: the options of its `postOfficeCode`.
  readAction('offices', { call: 'GetOffice' }),
  readAction('servicesByType', {
    call: 'GetServiceByType',
    inputs: [oneOf('cargoShippingMethod', cargoShippingMethods, { required: true })],
  }),
] as const satisfies readonly ActionDeclaration[];

export const trackingDeclaration: ResourceDeclaration = {
  name: 'manage-packageFromWH',
  path: 'PackageTracking',
  api: 'master',
  operations: {
    list: operation('GetListPackageTracking'),
    create: operation('AddPackageTracking', 'POST'),
    update: operation('UpdatePackageTracking', 'POST'),
    export: excelExport,
  },
  access: { area: 'warehouse' },
  icon: 'LocalShipping',
  keywordFields: ['tracking', 'shipmentCode', 'orderCode'],
  fields: [
    // Required by the rules, with the seed's own error codes (TRACKING_NOT_ALLOW_NULL...), not by
    // the schema; the form marks them and asks for each before the first save (`neededFirst`).
    arrival(field('tracking', 'text', { maxLength: 100, neededFirst: requiredByRules })),
    // The order, picked by its code (typed or scanned); the wire carries its id, which the seed's
    // calls take. Its orderer (`accountId`) follows from it on the server.
    arrival(
      field('orderId', 'number', {
        integer: true,
        min: 1,
        neededFirst: requiredByRules,
        byCode: { search: 'search-orders', codeField: 'orderCode', render: 'order' },
      }),
    ),
    // Required by the rules too (POST_OFFICE_CODE_NOT_ALLOW_NULL); the form asks for it first.
    arrival(
      field('postOfficeCode', 'text', {
        maxLength: 50,
        filter: true,
        optionsFrom: offices,
        neededFirst: selectPostOfficeFirst,
      }),
    ),
    shipment(field('shipmentCode', 'text', { maxLength: 50, list: 'onDemand' })),
    shipment(code('parentShipmentCode')),
    shipment(field('childShipments', 'textarea', { maxLength: 2_000, list: false })),
    shipment(ref('incotermId', 'incoterm', { filter: false, list: false })),
    parcel(code('currentPostOfficeCode')),
    field('partner', 'text', { maxLength: 100, list: false, form: false }),
    shipment(oneOf('cargoType', ['general', 'fragile', 'liquid', 'battery', 'oversized'], { list: false })),
    shipment(oneOf('cargoShippingMethod', cargoShippingMethods, { list: false })),
    // Among the services its shipping method offers (`GetServiceByType`), chosen once the method is.
    shipment(
      oneOf('cargoShippingService', cargoShippingServices, {
        list: false,
        optionsFrom: { read: 'servicesByType', parent: 'cargoShippingMethod' },
      }),
    ),
    shipment(code('internationalShippingCode')),
    shipment(field('internationalCarrier', 'text', { maxLength: 100, list: false })),
    shipment(field('domesticCarrier', 'text', { maxLength: 100, list: false })),
    shipment(code('shippingCode')),
    shipment(pieces('expectedPieces')),
    shipment(pieces('actualPieces')),
    shipment(pieces('totalPieces')),
    shipment(field('codAmount', 'money', { min: 0, max: 1_000_000_000, list: false })),
    field('lastUpdateDate', 'datetime', { form: false, rangeFilter: true }),
    parcel(oneOf('processStatus', trackingProcessStatuses, { defaultValue: 'Processing', filter: true })),
    shipment(field('currentShipmentStatus', 'text', { maxLength: 50, list: false })),
    shipment(oneOf('directShipment', ['1', '0'], { defaultValue: '0', list: false })),
    shipment(oneOf('allowIssue', ['0', '1'], { defaultValue: '0', list: false })),
    shipment(field('allowMerge', 'boolean', { defaultValue: false, list: false })),
    shipment(oneOf('mergeStatus', ['notMerged', 'merging', 'merged'], { list: false })),
    parcel(code('warehouseCode')),
    parcel(code('boxCode')),
    shipment(field('deliveryDate', 'date', { list: false })),
    shipment(field('deliveredDate', 'date', { list: false, greaterOrEqual: 'deliveryDate' })),
    parcel(field('location', 'text', { maxLength: 100, list: false })),
    parcel(grams('weight')),
    parcel(centimetres('length')),
    parcel(centimetres('width')),
    parcel(centimetres('height')),
    parcel(field('images', 'imageList', { list: false })),
    parcel(field('productPhotos', 'imageList', { list: false })),
    shipment(field('mawb', 'text', { maxLength: 20, list: false })),
    shipment(field('flightDate', 'date', { list: false })),
    shipment(field('arrivalDate', 'date', { list: false, greaterOrEqual: 'flightDate' })),
    shipment(field('internationalFee', 'money', { min: 0, max: 10_000_000_000, list: false })),
    shipment(grams('chargeableWeight')),
    shipment(grams('volumeWeight')),
    // Follows from the order (server/tracking/rules.ts): its customer's account, never typed.
    field('accountId', 'number', { integer: true, min: 1, list: false, form: false }),
    // The order's code, kept beside its id by the rules: what lists, details and the keyword show.
    field('orderCode', 'text', { maxLength: 50, list: false, show: false, form: false }),
    // Set by the warehouse through the update (a warehouse event, above); `cancelled` only by cancel.
    parcel(oneOf('status', packageTrackingStatuses, { filter: true, setByActions: ['cancelled'] })),
  ],
  actions: trackingActions,
  sort: { field: 'createdAt', order: 'DESC' },
  // The package, then its shipment detail; src/packages/TrackingShow.tsx adds the tabs of its parts
  // (split shipment, items, services: resources/shipmentParts.ts).
  tabs: sections('kago.packageTracking.tabs', ['package', 'shipment']),
  ui: {
    recordRepresentation: 'tracking',
    views: { show: 'trackingShow' },
    // The form in three sections, what the rules require first (resources/types.ts `ui.formGroups`).
    formGroups: sections('kago.packageTracking.groups', ['arrival', 'package', 'shipment']),
  },
};
