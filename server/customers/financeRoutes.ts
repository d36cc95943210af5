import { desc, eq } from 'drizzle-orm';
import { customerTransactions } from '../db/customerTables';
import type { Database } from '../db/database';
import { listTotal } from '../db/listTotal';
import { customerById, maxCustomerTake } from './records';
import { customerCall, idValue, paging, querySchema, type AreaRoute } from './routeTable';

/** The finance tab: the customer's money moves, newest first (balances are in GetCustomerInfo). */
export const financeRoutes = (db: Database): AreaRoute[] => [
  {
    ...customerCall('transactions'),
    tag: 'customers: finance',
    summary: "A page of the customer's transactions, newest first, each with the balances after it.",
    querystring: querySchema({ customerId: idValue, ...paging }, ['customerId']),
    handle: async (request) => {
      const { customerId, skip, take } = request.query as { customerId: number; skip: number; take: number };
      await customerById(db, customerId);
      const where = eq(customerTransactions.customerId, customerId);
      const [items, total] = await Promise.all([
        db
          .select({
            id: customerTransactions.id,
            type: customerTransactions.type,
            amount: customerTransactions.amount,
            availableAfter: customerTransactions.availableAfter,
            frozenAfter: customerTransactions.frozenAfter,
            note: customerTransactions.note,
            createdBy: customerTransactions.createdBy,
            createdAt: customerTransactions.createdAt,
          })
          .from(customerTransactions)
          .where(where)
          .orderBy(desc(customerTransactions.createdAt), desc(customerTransactions.id))
          .limit(Math.min(take, maxCustomerTake))
          .offset(skip),
        listTotal(db, customerTransactions, where),
      ]);
      return { items, ...total };
    },
  },
];
