import { eq } from 'drizzle-orm';
import { customerTransactions } from '../db/customerTables';
import { inputOf, pageOf, readPage, type CustomerHandlers } from './handlers';
import { localeOf } from '../http/locale';
import { customerById } from './records';
import { withNoteText } from './transactionNotes';
import { newestFirst } from '../db/newestFirst';

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
      return readPage(tx, { table: customerTransactions, where, skip, take }, (limit, offset) =>
        tx
          .select({
            id: customerTransactions.id,
            type: customerTransactions.type,
            status: customerTransactions.status,
            amount: customerTransactions.amount,
            availableAfter: customerTransactions.availableAfter,
            frozenAfter: customerTransactions.frozenAfter,
            note: customerTransactions.note,
            noteKey: customerTransactions.noteKey,
            createdBy: customerTransactions.createdBy,
            createdAt: customerTransactions.createdAt,
          })
          .from(customerTransactions)
          .where(where)
          .orderBy(...newestFirst(customerTransactions.createdAt, customerTransactions.id))
          .limit(limit)
          .offset(offset)
          .then((rows) => withNoteText(localeOf(context.request), rows)),
      );
    },
  },
} satisfies CustomerHandlers;
