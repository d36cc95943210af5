import type { CustomerActionName } from '../../resources/customers';
import type { Database } from '../db/database';
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

/**
 * A page's values; null (an emptied query value) is the default, as absent is. A page holds at most
 * `maxCustomerTake` rows.
 */
export const pageOf = ({ input }: ActionContext, take = 25) => ({
  skip: Number(input.skip ?? 0),
  take: Math.min(Number(input.take ?? take), maxCustomerTake),
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
