import { eq, sql } from 'drizzle-orm';
import { customerTransactions } from '../db/customerTables';
import { readPage } from '../db/listTotal';
import { inputOf, pageOf, type CustomerHandlers } from './handlers';
import { localeOf } from '../http/locale';
import { customerById } from './records';
import { withNoteText } from './transactionNotes';
import { newestPage } from '../db/newestFirst';
import { type TransactionType } from '../../contract/customers';
import { type TransactionStatus } from '../../resources/transactions';

/**
 * A money move as the screens show it (the finance tab, the transactions screen,
 * server/dashboard/transactions.ts): its kind, amount, the balances after it, its note, who made it and
 * when, as the ISO moment the wire carries.
 */
export const moveColumns = {
  id: customerTransactions.id,
  type: sql<TransactionType>`${customerTransactions.type}`,
  status: sql<TransactionStatus>`${customerTransactions.status}`,
  amount: customerTransactions.amount,
  availableAfter: customerTransactions.availableAfter,
  frozenAfter: customerTransactions.frozenAfter,
  note: customerTransactions.note,
  noteKey: customerTransactions.noteKey,
  createdBy: customerTransactions.createdBy,
  createdAt: sql<string>`to_char(${customerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/**
 * The finance tab: the customer's money moves, newest first, each with its status (only a `success`
 * one changed the cash; balances are in GetCustomerInfo).
 */
export const financeHandlers = {
  transactions: {
    summary: "A page of the customer's transactions, newest first, each with the balances after it.",
    handle: async (context) => {
      const { tx } = context;
      const { customerId } = inputOf<{ customerId: number }>(context);
      const { skip, take } = pageOf(context);
      await customerById(tx, customerId);
      const where = eq(customerTransactions.customerId, customerId);
      return readPage(tx, customerTransactions, where, { skip, take }, (limit) =>
        newestPage(
          tx.select(moveColumns).from(customerTransactions).where(where).$dynamic(),
          [customerTransactions.createdAt, customerTransactions.id],
          limit,
          skip,
        ).then((rows) => withNoteText(localeOf(context.request), rows)),
      );
    },
  },
} satisfies CustomerHandlers;
