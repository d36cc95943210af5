import { field, fromRecord, oneOf, operation, readAction, sections } from './fields';
import { feeBounds, shipmentInputs, shippingUpdates } from './orderPackages';
import type { ActionDeclaration, ResourceDeclaration } from './types';

/**
 * Goods release notes (call catalogue 7.7: `ManageReleaseNotes`, "the same list, detail and update
 * operations" as order packages; seed 000 names the release-note detail among the warehouse's
 * screens). A release note is the warehouse's note of the order packages that leave storage
 * together, for a customer who collects them or for a carrier who takes them on: who took them,
 * when, the carrier and shipment, the fee, and the photos of the signed note.
 *
 * Our reading, since the seed gives neither fields nor rules: a note is created from the codes of
 * packages in storage (one customer's, none on another note); creating it moves each package to
 * delivering and, through the warehouse event `releasedOnNote` (resources/tracking.ts), each of
 * their orders to delivering along the order transition table (server/releaseNotes/rules.ts).
 * `UpdateOrdersToOrderPackage` adds packages to a note (a package released stays released);
 * the fee, photos and shipment are changed as an order package's are. Its creation calls, `GET` and `POST Create`,
 * and its printed PDF, `GetPdf`, are ours: the seed names no call for either.
 */

/** Who took the packages: the customer in person, or a carrier taking them on. */
export const releaseRecipients = ['customer', 'carrier'] as const;

/** The order package statuses a release note may take out of storage. */
export const releasablePackageStatuses = ['inStorage'] as const;

/** At most this many packages on one note (a note is one hand-over, printed on a page or two). */
export const maxPackagesPerNote = 50;

/** The shipment's fields in the list: the carrier, and its shipment code on demand. */
const shipmentInList: Readonly<Record<string, boolean | 'onDemand'>> = {
  domesticCarrier: true,
  shipmentCode: 'onDemand',
};

const packageCodes = field('packageCodes', 'textarea', { required: true, maxLength: 2_000, sortable: false });

/**
 * The one action table of release notes. `as const satisfies`: the server's handler table
 * (server/releaseNotes/rules.ts) is keyed by these names, so an action without a handler does not
 * compile.
 */
export const releaseNoteActions = [
  // The packages on the note with their orders: the detail's packages tab and the printed note.
  readAction('packages', { call: 'GetOrderPackages', scope: 'record' }),
  // The note printed as a PDF in the interface language (server/releaseNotes/pdf.ts): the detail's
  // print button (dataProvider/releaseNotes.ts). A file, not the envelope.
  readAction('pdf', { call: 'GetPdf', scope: 'record' }),
  {
    name: 'updateOrders',
    icon: 'PlaylistAdd',
    operation: operation('UpdateOrdersToOrderPackage', 'POST'),
    places: ['detail'],
    // Package codes, separated by semicolons, commas, blanks or lines: the note's packages after it.
    // It starts from the note's codes, to which the user adds (a package released stays released).
    inputs: fromRecord(packageCodes),
    confirm: true,
  },
  // Who takes the packages, before the shipment's own inputs.
  ...shippingUpdates(
    [],
    [
      field('receiverName', 'text', { required: true, maxLength: 255 }),
      field('receiverPhone', 'phone', { maxLength: 30 }),
    ],
  ),
] as const satisfies readonly ActionDeclaration[];

export const releaseNoteDeclaration: ResourceDeclaration = {
  name: 'release-notes',
  path: 'ManageReleaseNotes',
  // Not `release_notes`, the software changelog this declaration once was: a new table replaces it.
  table: 'goods_release_notes',
  api: 'master',
  operations: {
    list: operation('GetListOrderPackage'),
    read: operation('GetDetail'),
    // A new note's defaults (GET) and the note (POST), as the catalogues' `create` pair.
    createForm: operation('Create'),
    create: operation('Create', 'POST'),
  },
  access: { area: 'warehouse' },
  icon: 'NewReleases',
  menu: { menu: 'menu.purchasing', after: 'package-management' },
  keywordFields: ['code', 'packageCodes', 'orderCodes', 'customerCode', 'receiverName', 'shipmentCode'],
  fields: [
    field('code', 'text', { maxLength: 20, unique: true, form: false }),
    // Its list shows what the warehouse finds a note by and hands over (code, customer, receiver,
    // packages, fee, carrier, date); the rest waits in the columns button (a 1280 px desk).
    oneOf('recipientType', releaseRecipients, {
      required: true,
      defaultValue: 'customer',
      filter: true,
      list: 'onDemand',
    }),
    // Taken from the packages when not given; a given one must be theirs.
    field('customerCode', 'text', { maxLength: 32, filter: true }),
    field('receiverName', 'text', { required: true, maxLength: 255 }),
    field('receiverPhone', 'phone', { maxLength: 30, list: false }),
    { ...packageCodes, tab: 'packages', list: 'onDemand' },
    // The codes of the packages' orders, kept by the rules: what the keyword finds a note by.
    field('orderCodes', 'text', { form: false, list: false, show: false, sortable: false }),
    field('packageCount', 'number', { integer: true, min: 0, form: false }),
    field('domesticShippingFee', 'money', { ...feeBounds, defaultValue: 0 }),
    ...shipmentInputs.map((input) => ({
      ...input,
      list: shipmentInList[input.source] ?? false,
      filter: input.source === 'domesticCarrier',
      tab: 'shipment',
    })),
    field('photos', 'imageList', { maxLength: 4_000, list: false, tab: 'photos' }),
    field('releasedBy', 'text', { maxLength: 100, form: false, list: 'onDemand' }),
    field('releasedAt', 'datetime', { rangeFilter: true, form: false }),
  ],
  actions: releaseNoteActions,
  sort: { field: 'releasedAt', order: 'DESC' },
  tabs: sections('kago.releaseNotes.tabs', ['summary', 'packages', 'shipment', 'photos']),
  ui: {
    recordRepresentation: 'code',
    views: { show: 'releaseNoteShow' },
  },
};
