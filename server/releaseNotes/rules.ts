import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { imageUrl, refusedImageEntries, splitImageList } from '../../contract/imageLists';
import type { OrderPackageStatus, PackageEventAction } from '../../resources/orderPackages';
import {
  maxPackagesPerNote,
  releasablePackageStatuses,
  releaseNoteActions,
  releaseNoteDeclaration,
} from '../../resources/releaseNotes';
import { warehouseEventsOf } from '../../resources/tracking';
import { childRows } from '../db/childRows';
import type { Database } from '../db/database';
import { orderPackageOrders, orderPackages, orders } from '../db/orderTables';
import { orderPackageEvents } from '../db/packageTables';
import { releaseNotePackages } from '../db/releaseNoteTables';
import { ApiError, conflict, invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import { toWire, type Row } from '../resources/records';
import { rulesFor, type ActionContext, type WriteContext } from '../resources/rules';
import { followWarehouseEvents } from '../tracking/rules';
import { sendPdf } from '../pdf/kit';
import { releaseNotePdf } from './pdf';

/**
 * The business rules of goods release notes (resources/releaseNotes.ts): which packages a note may
 * take out of storage, what leaving storage does to them and to their orders, and the note's
 * updates. A refusal is a translated message on the field it concerns (the seed has no codes for
 * release notes); nothing is written when any package is refused.
 */

/** An order package as read (its table is built from its declaration: server/db/tables.ts). */
type PackageRow = Row & { id: number; code: string; status: string; customerCode: string | null };

/** Package codes as a user types or pastes them: semicolons, commas, blanks or lines between. */
export const packageCodesOf = (value: unknown) => [
  ...new Set(
    String(value ?? '')
      .split(/[\s,;]+/)
      .map((code) => code.trim())
      .filter(Boolean),
  ),
];

/** A translated refusal on one field of the note. */
const refuse = (
  request: FastifyRequest,
  source: string,
  key: string,
  params: Record<string, string | number> = {},
) => {
  const errors = new FieldErrors(localeOf(request), releaseNoteDeclaration);
  errors.add(source, `kago.releaseNoteServer.${key}`, params);
  return invalid(errors.byField);
};

const isReleasable = (status: string) => (releasablePackageStatuses as readonly string[]).includes(status);

/**
 * The packages named, locked in id order (so two notes written at once wait for each other rather
 * than deadlock), each checked: it exists, it is in storage (a package on another note is already
 * delivering), and all are one customer's, the note's when it names one.
 */
const releasablePackages = async (
  request: FastifyRequest,
  tx: Database,
  codes: readonly string[],
  customerCode: string | null,
): Promise<PackageRow[]> => {
  if (codes.length === 0) throw refuse(request, 'packageCodes', 'noPackages');
  if (codes.length > maxPackagesPerNote)
    throw refuse(request, 'packageCodes', 'tooManyPackages', { max: maxPackagesPerNote });
  const found = (await tx
    .select()
    .from(orderPackages)
    .where(inArray(orderPackages.code, [...codes]))
    .orderBy(asc(orderPackages.id))
    .for('update')) as PackageRow[];
  const known = new Set(found.map((found) => found.code));
  const missing = codes.filter((code) => !known.has(code));
  if (missing.length)
    throw refuse(request, 'packageCodes', 'packagesNotFound', { codes: missing.join(', ') });
  const notStored = found.filter((found) => !isReleasable(found.status));
  if (notStored.length)
    throw refuse(request, 'packageCodes', 'packagesNotInStorage', {
      codes: notStored.map((found) => found.code).join(', '),
    });
  const customers = new Set(found.map((found) => found.customerCode ?? ''));
  if (customerCode) {
    const others = found.filter((found) => found.customerCode !== customerCode);
    if (others.length)
      throw refuse(request, 'packageCodes', 'packagesOfAnotherCustomer', {
        codes: others.map((found) => found.code).join(', '),
        customer: customerCode,
      });
  } else if (customers.size > 1) throw refuse(request, 'packageCodes', 'packagesOfSeveralCustomers');
  return found;
};

/** The note's packages, in id order. */
const notePackages = (tx: Database, noteId: number) =>
  tx
    .select({ package: orderPackages })
    .from(releaseNotePackages)
    .innerJoin(orderPackages, eq(orderPackages.id, releaseNotePackages.packageId))
    .where(eq(releaseNotePackages.noteId, noteId))
    .orderBy(asc(orderPackages.id))
    .then((rows) => rows.map((row) => row.package as PackageRow));

/** The orders some packages hold, in order id order, each with the package it is in. */
const packageOrders = (tx: Database, packageIds: number[]) =>
  tx
    .select({
      packageId: orderPackageOrders.packageId,
      code: orders.code,
      title: orders.title,
      status: orders.status,
    })
    .from(orderPackageOrders)
    .innerJoin(orders, eq(orders.id, orderPackageOrders.orderId))
    .where(inArray(orderPackageOrders.packageId, packageIds))
    .orderBy(asc(orders.id));

/** What the note keeps of its packages: their codes, how many, and their orders' codes. */
const summaryOf = async (tx: Database, packages: readonly PackageRow[]) => {
  const ids = packages.map((found) => found.id);
  const held = ids.length ? await packageOrders(tx, ids) : [];
  return {
    packageCodes: packages.map((found) => found.code).join('; '),
    packageCount: packages.length,
    orderCodes: held.map((order) => order.code).join(';') || null,
  };
};

/**
 * Takes the packages out of storage on the note: each becomes delivering (its event log says on
 * which note), and each of its orders follows the warehouse event that change makes
 * (`releasedOnNote`, resources/tracking.ts) through the orders' one write path.
 */
const release = async (
  request: FastifyRequest,
  tx: Database,
  noteId: number,
  noteCode: string,
  packages: readonly PackageRow[],
) => {
  const principal = request.principal!;
  const after = { status: 'delivering' satisfies OrderPackageStatus };
  for (const found of packages) {
    await tx
      .update(orderPackages)
      .set({ ...after, version: sql`${orderPackages.version} + 1`, updatedAt: new Date() })
      .where(eq(orderPackages.id, found.id));
    await tx.insert(releaseNotePackages).values({ noteId, packageId: found.id });
    await tx.insert(orderPackageEvents).values({
      packageId: found.id,
      action: 'ReleaseNote' satisfies PackageEventAction,
      actor: principal.subject,
      actorName: principal.name,
      before: { status: found.status },
      after: { ...after, releaseNote: noteCode },
    });
    const events = warehouseEventsOf({ status: found.status }, after);
    const held = await tx
      .select({ orderId: orderPackageOrders.orderId })
      .from(orderPackageOrders)
      .where(eq(orderPackageOrders.packageId, found.id))
      .orderBy(asc(orderPackageOrders.orderId));
    for (const { orderId } of held)
      await followWarehouseEvents(request, tx, orderId, events, {
        releaseNote: noteCode,
        package: found.code,
      });
  }
};

/** A note to a carrier names the carrier. */
const checkCarrier = (request: FastifyRequest, values: Row) => {
  if (values.recipientType === 'carrier' && !values.domesticCarrier)
    throw refuse(request, 'domesticCarrier', 'carrierRequired');
};

/** The next note's code: `RN` and a number from the table's own sequence, so two never clash. */
const nextCode = async (tx: Database) => {
  const { rows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('goods_release_notes', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return `RN${String(rows[0].id).padStart(7, '0')}`;
};

/**
 * Create: the packages named may leave storage together (above), the customer is theirs, and the
 * code, who released them and when are the server's.
 */
const beforeCreate = async ({ request, tx, values }: WriteContext): Promise<Row> => {
  checkCarrier(request, values);
  const given = (values.customerCode as string | null | undefined) ?? null;
  const packages = await releasablePackages(request, tx, packageCodesOf(values.packageCodes), given);
  return {
    ...values,
    ...(await summaryOf(tx, packages)),
    code: await nextCode(tx),
    customerCode: given ?? packages[0].customerCode,
    releasedBy: request.principal!.name ?? request.principal!.subject,
    releasedAt: new Date(),
  };
};

/** After the note is written: its packages leave storage (still locked by `beforeCreate`). */
const afterCreate = async ({ request, tx, row }: WriteContext & { row: Row }) => {
  const codes = packageCodesOf(row.packageCodes);
  const packages = (await tx
    .select()
    .from(orderPackages)
    .where(inArray(orderPackages.code, codes))
    .orderBy(asc(orderPackages.id))) as PackageRow[];
  await release(request, tx, row.id as number, row.code as string, packages);
};

/** Writes `values` onto the locked note (version bumped; 409 if the user's is stale). */
const writeNote = async ({ repository, record, input }: ActionContext, values: Row) => {
  const stored = record!;
  const updated = await repository.update(
    stored.id as number,
    (input.version as number | undefined) ?? (stored.version as number),
    values,
  );
  if (!updated) throw conflict();
  return toWire(updated);
};

/**
 * UpdateOrdersToOrderPackage: the note's packages afterwards. A released package stays on its note
 * (it has left storage, and its orders are delivering); the new ones leave storage as on creation.
 */
const updatePackages = async (context: ActionContext) => {
  const { request, tx, input, record } = context;
  const note = record!;
  const codes = packageCodesOf(input.packageCodes);
  const held = await notePackages(tx, note.id as number);
  const chosen = new Set(codes);
  const dropped = held.filter((found) => !chosen.has(found.code));
  if (dropped.length)
    throw refuse(request, 'packageCodes', 'packagesStayReleased', {
      codes: dropped.map((found) => found.code).join(', '),
    });
  const heldCodes = new Set(held.map((found) => found.code));
  const added = codes.filter((code) => !heldCodes.has(code));
  if (added.length === 0) throw refuse(request, 'packageCodes', 'noNewPackages');
  if (codes.length > maxPackagesPerNote)
    throw refuse(request, 'packageCodes', 'tooManyPackages', { max: maxPackagesPerNote });
  const packages = await releasablePackages(request, tx, added, (note.customerCode as string | null) ?? null);
  await release(request, tx, note.id as number, note.code as string, packages);
  return writeNote(context, await summaryOf(tx, await notePackages(tx, note.id as number)));
};

/** UpdatePhotos: png, gif, jpg or jpeg only; a value that is not a full URL gets the CDN prefix. */
const updatePhotos = async (context: ActionContext) => {
  const { request, input } = context;
  const refused = refusedImageEntries(input.photos as string | null);
  if (refused.length) {
    const errors = new FieldErrors(localeOf(request), releaseNoteDeclaration);
    for (const name of refused) errors.add('photos', 'kago.dashboard.images.typeNotAllowed', { name });
    throw invalid(errors.byField);
  }
  const urls = splitImageList(input.photos as string | null).map((entry) =>
    imageUrl(entry, request.server.cdnPrefix),
  );
  return writeNote(context, { photos: urls.length ? urls.join(';') : null });
};

/** The note's packages, each with its orders: the detail's packages tab and the printed note. */
export const packagesOfNote = async (tx: Database, noteId: number) => {
  const packages = await notePackages(tx, noteId);
  const ordersOf = await childRows(
    packages.map((found) => found.id),
    (ids) => packageOrders(tx, ids),
    (order) => order.packageId,
  );
  return packages.map((found) => ({
    id: found.id,
    code: found.code,
    status: found.status,
    weight: found.weight,
    orders: ordersOf(found.id).map(({ code, title, status }) => ({ code, title, status })),
  }));
};

export const releaseNoteRules = rulesFor(releaseNoteActions, {
  notFound: () => new ApiError(404, 'kago.errors.generic.noResults'),
  create: { before: beforeCreate, after: afterCreate },
  actions: {
    packages: async ({ tx, record }) => packagesOfNote(tx, record!.id as number),
    pdf: {
      summary: 'The release note printed as a PDF, in the interface language (a file, not the envelope).',
      file: 'PDF',
      handle: async ({ tx, record, request, reply }) => {
        const pdf = await releaseNotePdf(
          localeOf(request),
          record!,
          await packagesOfNote(tx, record!.id as number),
        );
        return sendPdf(reply, pdf, `${String(record!.code)}.pdf`, 'release-note.pdf');
      },
    },
    updateOrders: updatePackages,
    updateDomesticShippingFee: async (context) =>
      writeNote(context, { domesticShippingFee: Number(context.input.domesticShippingFee) }),
    updatePhotos,
    updateShipment: async (context) => {
      const { input, record, request } = context;
      checkCarrier(request, { recipientType: record!.recipientType, domesticCarrier: input.domesticCarrier });
      return writeNote(context, {
        receiverName: input.receiverName,
        receiverPhone: input.receiverPhone ?? null,
        shipmentCode: input.shipmentCode ?? null,
        domesticCarrier: input.domesticCarrier ?? null,
        deliveryDate: input.deliveryDate ?? null,
        deliveryAddress: input.deliveryAddress ?? null,
        shipmentNote: input.shipmentNote ?? null,
      });
    },
  },
});
