import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerLevelHistory, customerLevels, customers } from '../db/customerTables';
import type { Database } from '../db/database';
import { notFound } from '../http/apiError';
import { levelExists } from './checks';
import { changeCustomer } from './customerRoutes';
import { CustomerFieldErrors } from './fields';
import { customerIdOfAccount } from './records';
import { customerCall, idValue, objectSchema, querySchema, type AreaRoute } from './routeTable';
import { writeCustomer } from './writeFlow';

const tag = 'customers: levels';

const fromLevel = alias(customerLevels, 'from_level');
const toLevel = alias(customerLevels, 'to_level');

const levelColumns = {
  id: customerLevels.id,
  code: customerLevels.code,
  name: customerLevels.name,
  minSpend: customerLevels.minSpend,
  discountPercent: customerLevels.discountPercent,
  displayOrder: customerLevels.displayOrder,
};

/** A customer's level changes, newest first, with the levels' names. */
const levelHistory = (db: Database, customerId: number) =>
  db
    .select({
      id: customerLevelHistory.id,
      fromLevelId: customerLevelHistory.fromLevelId,
      fromLevelName: fromLevel.name,
      toLevelId: customerLevelHistory.toLevelId,
      toLevelName: toLevel.name,
      note: customerLevelHistory.note,
      changedBy: customerLevelHistory.changedBy,
      changedAt: customerLevelHistory.changedAt,
    })
    .from(customerLevelHistory)
    .leftJoin(fromLevel, eq(fromLevel.id, customerLevelHistory.fromLevelId))
    .innerJoin(toLevel, eq(toLevel.id, customerLevelHistory.toLevelId))
    .where(eq(customerLevelHistory.customerId, customerId))
    .orderBy(desc(customerLevelHistory.changedAt), desc(customerLevelHistory.id));

export const levelRoutes = (db: Database): AreaRoute[] => [
  {
    ...customerCall('levels'),
    tag,
    summary: 'The level table, in display order.',
    querystring: querySchema({}),
    handle: async () =>
      db
        .select(levelColumns)
        .from(customerLevels)
        .orderBy(asc(customerLevels.displayOrder), asc(customerLevels.id)),
  },
  {
    ...customerCall('level'),
    tag,
    summary: 'One level of the level table.',
    querystring: querySchema({ id: idValue }, ['id']),
    handle: async (request) => {
      const [level] = await db
        .select(levelColumns)
        .from(customerLevels)
        .where(eq(customerLevels.id, (request.query as { id: number }).id));
      if (!level) throw notFound();
      return level;
    },
  },
  {
    ...customerCall('levelHistory'),
    tag,
    summary: "The customer's level and the history of its changes, newest first.",
    querystring: querySchema({ accountId: idValue }, ['accountId']),
    handle: async (request) => {
      const customerId = await customerIdOfAccount(db, (request.query as { accountId: number }).accountId);
      const [level] = await db
        .select(levelColumns)
        .from(customers)
        .innerJoin(customerLevels, eq(customerLevels.id, customers.levelId))
        .where(eq(customers.id, customerId));
      return { level, history: await levelHistory(db, customerId) };
    },
  },
  {
    ...customerCall('changeLevel'),
    tag,
    summary: "Changes the customer's level (409 on a stale `version`) and records the change.",
    body: objectSchema(
      {
        customerId: idValue,
        version: { type: 'integer', minimum: 1 },
        levelId: idValue,
        note: { type: ['string', 'null'], maxLength: 500 },
      },
      ['customerId', 'version', 'levelId'],
    ),
    handle: async (request) => {
      const { customerId, version, levelId, note } = request.body as {
        customerId: number;
        version: number;
        levelId: number;
        note?: string | null;
      };
      if (!(await levelExists(db, levelId))) {
        const errors = new CustomerFieldErrors(request);
        errors.add('levelId', 'reference');
        errors.throwIfAny();
      }
      return writeCustomer(db, {
        customerId,
        version,
        change: async (tx, row) => {
          await changeCustomer(tx, request, row, { levelId }, { note: note?.trim() || null });
          return {};
        },
      });
    },
  },
];
