import type { CustomerActionName } from '../../resources/customers';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { listTotal } from '../db/listTotal';
import type { ActionContext, ActionHandler, ActionRules } from '../resources/rules';
import { customerById, maxCustomerTake, type CustomerRow } from './records';
import { applyCustomerChange, type CustomerChange } from './writeFlow';

/**
 * The customer area's calls are entries of the customer's action table (resources/customers.ts),
 * served by the one registrar (server/resources/routes.ts): each file of the area gives the handlers
 * of some of them, and server/customers/rules.ts ties them all to the table.
 */
export type CustomerHandlers = Partial<Record<CustomerActionName, ActionHandler | ActionRules>>;

/** An action's input as the schema accepted it (a read's defaults filled in). */
export const inputOf = <Input>({ input }: ActionContext) => input as Input;

/** A page's values; null (an emptied query value) is the default, as absent is. */
export const pageOf = ({ input }: ActionContext, take = 25) => ({
  skip: Number(input.skip ?? 0),
  take: Number(input.take ?? take),
});

/**
 * A write of the customer the call names, locked by the registrar (its version compared when sent):
 * the change, and whatever history or finance rows it writes, in the call's one transaction; the
 * answer is the record as it now is.
 */
export const changeLocked = async (
  { tx, record }: ActionContext,
  change: (tx: Database, row: CustomerRow) => Promise<CustomerChange> | CustomerChange,
) => {
  const row = record as CustomerRow;
  await applyCustomerChange(tx, row, await change(tx, row));
  return customerById(tx, row.id);
};

/**
 * A page of a table's rows (at most 500), read by `rows` at the limit and offset it is given, with
 * the total as every list pages it (server/db/listTotal.ts).
 */
export const readPage = async <Item>(
  tx: Database,
  { table, where, skip, take }: { table: PgTable; where: SQL | undefined; skip: number; take: number },
  rows: (limit: number, offset: number) => Promise<Item[]>,
) => {
  const [items, total] = await Promise.all([
    rows(Math.min(take, maxCustomerTake), skip),
    listTotal(tx, table, where),
  ]);
  return { items, ...total };
};
