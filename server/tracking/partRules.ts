import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  packageItemDeclaration,
  packageServiceDeclaration,
  partParentField,
  shipmentPieceDeclaration,
} from '../../resources/shipmentParts';
import { trackingDeclaration } from '../../resources/tracking';
import type { DeleteContext, ResourceRules, WriteContext } from '../resources/rules';
import type { Row } from '../resources/records';
import type { Database } from '../db/database';
import { tableOf } from '../db/tables';
import { ApiError } from '../http/apiError';
import { withErrorCode } from '../orders/failures';

/**
 * The rules of a package's parts (resources/shipmentParts.ts): items, services and the child
 * shipments of a split, with the seed's generic messages (section 8) where they apply.
 */

const trackings = tableOf(trackingDeclaration);
const pieces = tableOf(shipmentPieceDeclaration);

const generic = (name: string) => new ApiError(400, `kago.errors.generic.${name}`);

/**
 * The packages the parts belong to, locked (in id order, as every writer takes them): each must exist
 * (a part of a package not saved yet: save the record first) and not be cancelled (cannot edit /
 * cannot update package). One query for the lot, however many of their parts a delete names.
 */
const parentsOf = async (request: FastifyRequest, tx: Database, parts: readonly Row[], refusal: string) => {
  const ids = parts.map((part) => part[partParentField] as number | null | undefined);
  if (ids.some((id) => !id)) throw generic('saveFirst');
  const locked = await tx
    .select()
    .from(trackings)
    .where(inArray(trackings.id, [...new Set(ids as number[])]))
    .orderBy(asc(trackings.id))
    .for('update');
  const parents = new Map(locked.map((parent) => [parent.id, parent]));
  for (const id of ids) {
    const parent = parents.get(id as number);
    if (!parent) throw withErrorCode(request, 404, 'TRACKING_NOT_EXIST');
    if (parent.status === 'cancelled') throw generic(refusal);
  }
  return parents;
};

/** The one package a part being written belongs to, locked and checked as above. */
const parentOf = async (request: FastifyRequest, tx: Database, values: Row, refusal: string) =>
  (await parentsOf(request, tx, [values], refusal)).get(values[partParentField] as number)!;

/** A part's package is fixed once added: an edit cannot move it to another package. */
const writeRules = {
  create: {
    before: async ({ request, tx, values }: WriteContext) => {
      await parentOf(request, tx, values, 'cannotEditPackage');
      return values;
    },
  },
  update: {
    before: async ({ request, tx, values, stored }: WriteContext) => {
      await parentOf(
        request,
        tx,
        { ...values, [partParentField]: stored?.[partParentField] },
        'cannotUpdatePackage',
      );
      return { ...values, [partParentField]: stored?.[partParentField] };
    },
  },
};

/** Parts of a cancelled package stay as they were. */
const deleteRules = {
  before: async ({ request, tx, rows }: DeleteContext) => {
    await parentsOf(request, tx, rows, 'cannotEditPackage');
  },
};

/**
 * The package keeps its children's codes and their total pieces (`childShipments`, `totalPieces`),
 * recomputed from its pieces after each change of them.
 */
const recountParents = async (tx: Database, parentIds: readonly unknown[]) => {
  for (const parentId of new Set(parentIds)) {
    const children = await tx
      .select({ shipmentCode: pieces.shipmentCode, pieces: pieces.pieces })
      .from(pieces)
      .where(eq(pieces[partParentField], parentId as number))
      .orderBy(asc(pieces.id));
    await tx
      .update(trackings)
      .set({
        childShipments: children.map((child) => child.shipmentCode).join(';') || null,
        totalPieces: children.length
          ? children.reduce((total, child) => total + Number(child.pieces), 0)
          : null,
        updatedAt: new Date(),
      })
      .where(eq(trackings.id, parentId as number));
  }
};

/**
 * A child shipment goes only while nothing holds it: not once the warehouse has processed the
 * package (its shipment code cannot be deleted there: FAILED_SHIPMENT_CODE_DELETION), not while the
 * package's own shipment code is still being assigned (tracking data is being updated), and not
 * once the warehouse has received the piece (cannot delete this piece).
 */
const pieceDeletes = {
  before: async ({ request, tx, rows }: DeleteContext) => {
    const parents = await parentsOf(request, tx, rows, 'cannotEditPackage');
    for (const row of rows) {
      const parent = parents.get(row[partParentField] as number)!;
      if (parent.processStatus === 'Processed')
        throw withErrorCode(request, 400, 'FAILED_SHIPMENT_CODE_DELETION');
      if (!parent.shipmentCode) throw generic('cannotDeleteTrackingUpdating');
      if (row.received) throw generic('cannotDeletePiece');
    }
  },
  after: ({ tx, rows }: DeleteContext) =>
    recountParents(
      tx,
      rows.map((row) => row[partParentField]),
    ),
};

const recountAfter = async ({ tx, row }: WriteContext & { row: Row }) =>
  recountParents(tx, [row[partParentField]]);

export const partRules: Readonly<Record<string, ResourceRules>> = {
  [packageItemDeclaration.name]: { ...writeRules, deletes: deleteRules },
  [packageServiceDeclaration.name]: { ...writeRules, deletes: deleteRules },
  [shipmentPieceDeclaration.name]: {
    create: { ...writeRules.create, after: recountAfter },
    update: { ...writeRules.update, after: recountAfter },
    deletes: pieceDeletes,
  },
};
