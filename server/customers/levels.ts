import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerLevelHistory, customerLevels, customers } from '../db/customerTables';
import type { Locale } from '../../i18n/languages';
import { nameIn } from '../db/columns';
import type { Database } from '../db/database';
import { localeOf } from '../http/locale';
import { notFound } from '../http/apiError';
import { levelExists } from './checks';
import { changeCustomer } from './customerCalls';
import { CustomerFieldErrors } from './fields';
import { changeLocked, inputOf, type CustomerHandlers } from './handlers';
import { customerIdOfAccount } from './records';
import { changeHistory } from './changeHistory';

/** A level's columns, named in the interface language (its Vietnamese name when it has no other). */
const levelColumns = (locale: Locale) => ({
  id: customerLevels.id,
  code: customerLevels.code,
  name: nameIn(customerLevels, locale),
  minSpend: customerLevels.minSpend,
  discountPercent: customerLevels.discountPercent,
  displayOrder: customerLevels.displayOrder,
});

const fromLevel = alias(customerLevels, 'from_level');
const toLevel = alias(customerLevels, 'to_level');

/** A customer's level changes, newest first, with the levels' names. */
const levelHistory = (db: Database, customerId: number, locale: Locale) =>
  changeHistory(
    db,
    customerLevelHistory,
    customerId,
    {
      thing: 'Level',
      fromId: customerLevelHistory.fromLevelId,
      toId: customerLevelHistory.toLevelId,
      from: [fromLevel, nameIn(fromLevel, locale)],
      to: [toLevel, nameIn(toLevel, locale)],
    },
    { note: customerLevelHistory.note },
  );

/** The level tab's calls: the level table, a customer's level and its history, and its change. */
export const levelHandlers = {
  levels: {
    summary: 'The level table, in display order.',
    handle: async ({ tx, request }) =>
      tx
        .select(levelColumns(localeOf(request)))
        .from(customerLevels)
        .orderBy(asc(customerLevels.displayOrder), asc(customerLevels.id)),
  },
  level: {
    summary: 'One level of the level table.',
    handle: async (context) => {
      const [level] = await context.tx
        .select(levelColumns(localeOf(context.request)))
        .from(customerLevels)
        .where(eq(customerLevels.id, inputOf<{ id: number }>(context).id));
      if (!level) throw notFound();
      return level;
    },
  },
  levelHistory: {
    summary: "The customer's level and the history of its changes, newest first.",
    handle: async (context) => {
      const { tx } = context;
      const locale = localeOf(context.request);
      const customerId = await customerIdOfAccount(tx, inputOf<{ accountId: number }>(context).accountId);
      const [level] = await tx
        .select(levelColumns(locale))
        .from(customers)
        .innerJoin(customerLevels, eq(customerLevels.id, customers.levelId))
        .where(eq(customers.id, customerId));
      return { level, history: await levelHistory(tx, customerId, locale) };
    },
  },
  changeLevel: {
    summary: "Changes the customer's level (409 on a stale `version`) and records the change.",
    handle: async (context) => {
      const { request } = context;
      const { levelId, note } = inputOf<{ levelId: number; note?: string | null }>(context);
      if (!(await levelExists(context.tx, levelId))) {
        const errors = new CustomerFieldErrors(request);
        errors.add('levelId', 'reference');
        errors.throwIfAny();
      }
      return changeLocked(context, async (tx, row) => {
        await changeCustomer(tx, request, row, { levelId }, { note: note?.trim() || null });
        return {};
      });
    },
  },
} satisfies CustomerHandlers;
