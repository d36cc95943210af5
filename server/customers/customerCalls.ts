import { asc, getTableName, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/translate';
import {
  customerAddresses,
  customerLevelHistory,
  customerLevels,
  customers,
  customerStandardFees,
  customerSupportHistory,
  customerTransactions,
  notifications,
} from '../db/customerTables';
import type { Database } from '../db/database';
import { orders } from '../db/orderTables';
import { analyzeAfterBulkWrite } from '../db/statistics';
import { ApiError } from '../http/apiError';
import { localeOf } from '../http/locale';
import { containsPattern } from '../db/keywordSearch';
import { vipChange } from './bidding';
import { checkCustomer } from './checks';
import { exportCustomers } from './exportRoute';
import { customerReadOnlyFields, standardFeesSchema } from './fields';
import {
  customerActions,
  customerDeclaration,
  customerListFilters,
  type CustomerFieldSource,
} from '../../resources/customers';
import { defaultsOf } from '../resources/records';
import type { OperationRules } from '../resources/rules';
import { actionInputSchema, fieldSchema, fieldsSchema } from '../resources/schemas';
import { field } from '../../resources/fields';
import {
  accountIdBase,
  customerCodeOf,
  defaultStandardFees,
  marketplaces,
  type Marketplace,
} from '../../contract/customers';
import {
  actorOf,
  customerById,
  listCustomers,
  lockCustomer,
  maxCustomerTake,
  standardFeesOf,
  type CustomerFilters,
  type CustomerRow,
} from './records';
import { inputOf, type CustomerHandlers } from './handlers';
import { applyCustomerChange, type CustomerChange } from './writeFlow';

/** An edit names the customer and the version it read. */
const idValue = fieldSchema(field('id', 'number', { integer: true, min: 1, required: true }));

type StandardFeeInput = { marketplace: Marketplace; paymentFee: number; serviceFee: number };
const { fields } = customerDeclaration;
type CustomerBody = Partial<Record<CustomerFieldSource | 'bidActive', unknown>> & {
  id?: number;
  version?: number;
  standardFees?: StandardFeeInput[];
};

/**
 * The body's own fields as column values; what it does not carry stays as it is. VIP bidding moves
 * money: `changeCustomer` switches it. A field with a declared default is a column that is never
 * null: a null sent back means "the default".
 */
const columnValues = (body: CustomerBody): CustomerChange => {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.source === 'bidActive' || !(field.source in body)) continue;
    const value = body[field.source as keyof CustomerBody];
    values[field.source] = value === null && field.defaultValue !== undefined ? field.defaultValue : value;
  }
  if (typeof values.countryCode === 'string') values.countryCode = values.countryCode.toUpperCase();
  return values as CustomerChange;
};

const saveStandardFees = async (tx: Database, customerId: number, fees: readonly StandardFeeInput[]) => {
  for (const fee of fees)
    await tx
      .insert(customerStandardFees)
      .values({ customerId, ...fee })
      .onConflictDoUpdate({
        target: [customerStandardFees.customerId, customerStandardFees.marketplace],
        set: { paymentFee: fee.paymentFee, serviceFee: fee.serviceFee },
      });
};

/** A change of level, supporter or care-by employee leaves its row in the customer's history. */
const recordHistory = async (
  tx: Database,
  request: FastifyRequest,
  before: Pick<CustomerRow, 'id' | 'levelId' | 'supporterId' | 'careById'> | null,
  after: Pick<CustomerRow, 'levelId' | 'supporterId' | 'careById'>,
  note?: string | null,
) => {
  const customerId = before?.id;
  if (customerId === undefined) return;
  const changedBy = actorOf(request);
  if (before && before.levelId !== after.levelId)
    await tx.insert(customerLevelHistory).values({
      customerId,
      fromLevelId: before.levelId,
      toLevelId: after.levelId,
      note: note ?? null,
      changedBy,
    });
  for (const [role, key] of [
    ['supporter', 'supporterId'],
    ['careBy', 'careById'],
  ] as const)
    if (before && before[key] !== after[key])
      await tx.insert(customerSupportHistory).values({
        customerId,
        role,
        fromEmployeeId: before[key],
        toEmployeeId: after[key],
        changedBy,
      });
};

/** Applies an edit-like change to a locked customer: its columns, fees, VIP bidding, histories. */
export const changeCustomer = async (
  tx: Database,
  request: FastifyRequest,
  row: CustomerRow,
  values: CustomerChange,
  options: { bidActive?: unknown; standardFees?: readonly StandardFeeInput[]; note?: string | null } = {},
) => {
  const vip =
    typeof options.bidActive === 'boolean' ? await vipChange(tx, request, row, options.bidActive) : {};
  const merged = { ...values, ...vip };
  if (options.standardFees) await saveStandardFees(tx, row.id, options.standardFees);
  const updated = await applyCustomerChange(tx, row, merged);
  await recordHistory(tx, request, row, updated, options.note);
  return updated;
};

const lowestLevel = async (db: Database) => {
  const [level] = await db
    .select({ id: customerLevels.id })
    .from(customerLevels)
    .orderBy(asc(customerLevels.displayOrder), asc(customerLevels.id))
    .limit(1);
  return level?.id ?? null;
};

const createCustomer = async (db: Database, request: FastifyRequest) => {
  const body = request.body as CustomerBody;
  const values = columnValues(body);
  await checkCustomer(db, request, values);
  const levelId = values.levelId ?? (await lowestLevel(db));
  if (levelId === null) throw new ApiError(400, 'kago.validation.invalid');
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // The code and the account number follow the id, so the id is drawn first.
    const drawn = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('customers', 'id')) as id`,
    )) as unknown as {
      rows: { id: string | number }[];
    };
    const newId = Number(drawn.rows[0].id);
    const now = new Date();
    await tx.insert(customers).values({
      ...(values as typeof customers.$inferInsert),
      id: newId,
      customerCode: customerCodeOf(newId),
      accountId: accountIdBase + newId,
      levelId,
      createdDate: now,
      codeCreatedDate: now,
      updatedAt: now,
    });
    await saveStandardFees(
      tx,
      newId,
      marketplaces.map(
        (marketplace) =>
          body.standardFees?.find((fee) => fee.marketplace === marketplace) ?? {
            marketplace,
            ...defaultStandardFees[marketplace],
          },
      ),
    );
    const row = await lockCustomer(tx, newId);
    await tx.insert(customerLevelHistory).values({
      customerId: newId,
      fromLevelId: null,
      toLevelId: levelId,
      note: translate(localeOf(request), 'kago.customerServer.levelOnCreate'),
      changedBy: actorOf(request),
    });
    await recordHistory(
      tx,
      request,
      { id: newId, levelId, supporterId: null, careById: null },
      { ...row, levelId },
    );
    if (body.bidActive === true) await changeCustomer(tx, request, row, {}, { bidActive: true });
    return newId;
  });
  return { ...(await customerById(db, id)), standardFees: await standardFeesOf(db, id) };
};

const editCustomer = async (db: Database, request: FastifyRequest) => {
  const body = request.body as CustomerBody & { id: number; version: number };
  const values = columnValues(body);
  await checkCustomer(db, request, values, body.id);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await lockCustomer(tx, body.id);
    if (row.version !== body.version) throw new ApiError(409, 'kago.server.conflict');
    await changeCustomer(tx, request, row, values, {
      bidActive: body.bidActive,
      standardFees: body.standardFees,
    });
  });
  return { ...(await customerById(db, body.id)), standardFees: await standardFeesOf(db, body.id) };
};

/** The customers and the tables whose rows go with a customer (`customerId()` cascades). */
const customerTableNames = [
  customers,
  customerStandardFees,
  customerLevelHistory,
  customerSupportHistory,
  customerAddresses,
  customerTransactions,
  notifications,
].map(getTableName);

/**
 * Deletes customers with everything that hangs off them, all or none: a customer with orders is
 * kept, and the answer names who.
 */
const deleteCustomers = async (db: Database, ids: readonly number[]) => {
  const answer = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await tx
      .select({ id: customers.id, customerCode: customers.customerCode, fullname: customers.fullname })
      .from(customers)
      .where(inArray(customers.id, [...ids]))
      .for('update');
    if (rows.length === 0) return { deleted: 0 };
    const withOrders = await tx
      .selectDistinct({ code: orders.customerCode })
      .from(orders)
      .where(
        inArray(
          orders.customerCode,
          rows.map((row) => row.customerCode),
        ),
      );
    if (withOrders.length) {
      const codes = new Set(withOrders.map((row) => row.code));
      throw new ApiError(400, 'kago.customerServer.hasOrders', {
        params: {
          customers: rows
            .filter((row) => codes.has(row.customerCode))
            .map((row) => `${row.customerCode} (${row.fullname})`)
            .join(', '),
        },
      });
    }
    const deleted = await tx
      .delete(customers)
      .where(
        inArray(
          customers.id,
          rows.map((row) => row.id),
        ),
      )
      .returning({ id: customers.id });
    return { deleted: deleted.length };
  });
  // Deleting customers cascades to their addresses, money and history (server/db/customerTables.ts).
  await analyzeAfterBulkWrite(db, customerTableNames, answer.deleted);
  return answer;
};

/** The options of a customer select: code, name and account, matching a keyword. */
const customerOptions = (db: Database, keyword: string | undefined, take: number) => {
  const pattern = keyword?.trim() ? containsPattern(keyword.trim()) : null;
  return db
    .select({
      id: customers.id,
      customerCode: customers.customerCode,
      fullname: customers.fullname,
      accountId: customers.accountId,
    })
    .from(customers)
    .where(
      pattern
        ? sql`${customers.customerCode} ilike ${pattern} or ${customers.fullname} ilike ${pattern} or ${customers.username} ilike ${pattern}`
        : undefined,
    )
    .orderBy(asc(customers.customerCode))
    .limit(take);
};

const recordExtras = Object.fromEntries(customerReadOnlyFields.map((source) => [source, {}]));
const standardFeesProperty = { standardFees: standardFeesSchema };

/** The customer as its screens read it: the record with its names, and its fees per marketplace. */
export const infoOf = async (db: Database, id: number) => ({
  ...(await customerById(db, id)),
  standardFees: await standardFeesOf(db, id),
});

/**
 * The list (GetCustomers, 7.9) and its 7.11 name `get` (the action `pageCustomers`, which declares
 * the same values): the record with its names, by the area's filters.
 */
const customerPage = {
  schema: actionInputSchema(customerActions.find((action) => action.name === 'pageCustomers')!),
  read: (db: Database, query: unknown) =>
    listCustomers(db, query as CustomerFilters & { skip: number; take: number }),
};

/**
 * The customer's standard calls (7.11) on the generic routes (server/resources/routes.ts): `read`
 * and `activates` (of `tranActive`, the declaration's `activeField`) are generic; the list joins
 * names and filters by the area's own keys, and creating, saving and deleting a customer move its
 * fees, histories and money (above).
 */
export const customerOperations: Readonly<Record<string, OperationRules>> = {
  list: {
    querystring: customerPage.schema,
    handle: (request, repository) => customerPage.read(repository.db, request.query),
  },
  createForm: {
    querystring: fieldsSchema([], { query: true }),
    handle: async (_request, repository) => ({
      ...defaultsOf(customerDeclaration),
      levelId: await lowestLevel(repository.db),
      standardFees: marketplaces.map((marketplace) => ({
        marketplace,
        ...defaultStandardFees[marketplace],
      })),
    }),
  },
  create: {
    body: fieldsSchema(fields, { extra: standardFeesProperty }),
    handle: (request, repository) => createCustomer(repository.db, request),
  },
  update: {
    body: fieldsSchema(fields, {
      extra: {
        id: idValue,
        version: idValue,
        ...standardFeesProperty,
        ...recordExtras,
      },
      required: ['id', 'version', ...fields.filter((field) => field.required).map((field) => field.source)],
    }),
    handle: (request, repository) => editCustomer(repository.db, request),
  },
  deletes: {
    handle: (request, repository) => deleteCustomers(repository.db, (request.body as { ids: number[] }).ids),
  },
  export: {
    body: fieldsSchema(customerListFilters, { asked: true }),
    handle: (request, repository, reply) => exportCustomers(repository.db, request, reply),
  },
};

const profileSources = [
  'id',
  'customerCode',
  'accountId',
  'username',
  'fullname',
  'idName',
  'email',
  'phone',
  'gender',
  'birthday',
  'avatar',
  'idNumber',
  'idAddress',
  'permanentAddress',
  'idBirthday',
  'idIssuedDate',
  'idIssuedPlace',
  'countryCode',
  'levelId',
  'levelName',
  'levelNameEn',
  'levelNameJa',
  'supporterId',
  'supporterName',
] as const;

/** The customer's irregular reads (7.9), beside its standard calls. */
export const customerReadHandlers = {
  pageCustomers: {
    summary:
      'The 7.11 name of GetCustomers: a page of customers by keyword (code, username, name, e-mail, phone), filters, sort, paging; the total as every list pages it (server/db/listTotal.ts).',
    handle: async ({ tx, input }) => customerPage.read(tx, input),
  },
  customerOptions: {
    summary: 'Customer options for a select: the first `take` (at most 50) matching the keyword, by code.',
    handle: async (context) => {
      const { keyword, take } = inputOf<{ keyword?: string | null; take?: number | null }>(context);
      return customerOptions(context.tx, keyword ?? undefined, take ?? 20);
    },
  },
  allCustomerOptions: {
    summary: 'Customer options, by code: at most 500.',
    handle: async ({ tx }) => customerOptions(tx, undefined, maxCustomerTake),
  },
  customerInfo: {
    summary: 'The info tab: the customer, its standard fees per marketplace, its cash available and frozen.',
    handle: async (context) => infoOf(context.tx, inputOf<{ id: number }>(context).id),
  },
  customerProfile: {
    summary: "The customer's profile: identity, avatar, level and supporter.",
    handle: async (context) => {
      const record = await customerById(context.tx, inputOf<{ id: number }>(context).id);
      return Object.fromEntries(profileSources.map((source) => [source, record[source]]));
    },
  },
} satisfies CustomerHandlers;
