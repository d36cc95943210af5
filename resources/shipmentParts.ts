import { centimetres, field, grams, oneOf, operation, ref } from './fields';
import { commonLookups } from './catalogues';
import { trackingDeclaration } from './tracking';
import type { FieldDeclaration, Operations, ResourceDeclaration } from './types';

/**
 * The parts of a warehouse package (seed 000 section 3: package item, package service; the named
 * screens "shipment detail" and "split shipment"), each a record of its own that names its package
 * tracking, listed and edited in the tabs of the package's detail (src/packages/TrackingShow.tsx).
 * The seed names no calls for them (call catalogue 7.8 has only the package's own): the paths and
 * operation names are ours, in the catalogue's style. The bounds are ours too.
 */

/** The calls of a part: list, add, edit and delete, on `/api/<path>/...`. */
const partOperations: Operations = {
  list: operation('GetList'),
  create: operation('Add', 'POST'),
  update: operation('Update', 'POST'),
  deletes: operation('Delete', 'POST'),
};

/** The package a part belongs to: chosen by the detail it is added from, never typed. */
export const partParentField = 'packageTrackingId';

const part = (
  name: string,
  path: string,
  icon: string,
  fields: readonly FieldDeclaration[],
): ResourceDeclaration => ({
  name,
  path,
  api: 'master',
  operations: partOperations,
  access: trackingDeclaration.access,
  icon,
  partOf: trackingDeclaration.name,
  fields: [
    ref(partParentField, trackingDeclaration.name, { required: true, list: false, form: false }),
    ...fields,
  ],
  sort: { field: 'id', order: 'ASC' },
  ui: {
    // A part's delete recounts its package, and the warehouse's state may refuse it.
    deleteDialog: 'standard',
  },
});

/** A catalogue's record named by its code, offered from the catalogue's Common lookup. */
const lookup = (source: string, resource: string, read: string) =>
  field(source, 'text', { maxLength: 50, list: false, optionsFrom: { read, resource, value: 'code' } });

const money = (source: string) => field(source, 'money', { min: 0, max: 10_000_000_000 });

/** Package item (seed 000 section 3): what the parcel holds. */
export const packageItemDeclaration = part('package-item', 'PackageItem', 'Category', [
  field('name', 'text', { required: true, maxLength: 255 }),
  field('category', 'text', { maxLength: 100 }),
  // What customs asks of an item, chosen from the call catalogue's Common lookups (7.10).
  lookup('commodityCode', 'commodity', commonLookups.commodity.name),
  lookup('commodityGroup', 'commodity-group', commonLookups.commodityGroup.name),
  lookup('productType', 'product-type', commonLookups.productType.name),
  lookup('origin', 'product-origin', commonLookups.productOrigin.name),
  field('description', 'textarea', { maxLength: 1_000, list: false }),
  field('quantity', 'number', { required: true, integer: true, min: 1, max: 100_000, defaultValue: 1 }),
  money('surcharge'),
  money('unitPrice'),
]);

/** Package service status (seed 000 section 3): 0 not performed, 1 performed. */
export const packageServiceStatuses = ['0', '1'] as const;

/** Package service (seed 000 section 3): what the warehouse does to the parcel (repack, photos...). */
export const packageServiceDeclaration = part('package-service', 'PackageService', 'RoomService', [
  field('code', 'text', { required: true, maxLength: 50 }),
  field('name', 'text', { required: true, maxLength: 255 }),
  field('note', 'textarea', { maxLength: 1_000, list: false }),
  money('price'),
  money('unitPrice'),
  field('unit', 'text', { maxLength: 50 }),
  oneOf('status', packageServiceStatuses, { required: true, defaultValue: '0' }),
]);

/**
 * A child shipment of a split package (the split shipment screen): its own shipment code and the
 * pieces it carries. The package keeps the list of its children's codes and their total pieces
 * (`childShipments`, `totalPieces`), kept by the server as children come and go. A piece the
 * warehouse has received cannot be deleted.
 */
export const shipmentPieceDeclaration = part('shipment-piece', 'SplitShipment', 'CallSplit', [
  field('shipmentCode', 'text', { required: true, maxLength: 50, unique: true }),
  field('pieces', 'number', { required: true, integer: true, min: 1, max: 9_999, defaultValue: 1 }),
  grams('weight', { list: true }),
  centimetres('length'),
  centimetres('width'),
  centimetres('height'),
  field('received', 'boolean', { defaultValue: false }),
]);

export const shipmentPartDeclarations = [
  packageItemDeclaration,
  packageServiceDeclaration,
  shipmentPieceDeclaration,
] as const;
