import { checkRange } from '../resources/rangeCheck';
import type { FastifyRequest } from 'fastify';
import { transactionActions, transactionDeclaration } from '../../resources/transactions';
import { customerTransactions } from '../db/customerTables';
import type { ResourceTable } from '../db/tables';
import {
  transactionList,
  transactionRows,
  transactionSums,
  type TransactionFilters,
  type TransactionSort,
} from '../dashboard/transactions';
import { exportOperation, listOperation } from '../resources/ownRows';
import { rulesFor } from '../resources/rules';
import { localeOf } from '../http/locale';

/**
 * The transactions screen's side of the generic routes (resources/transactions.ts): its list, export
 * and totals read the moves through the dashboard's one query (server/dashboard/transactions.ts),
 * under the screen's filters.
 */

type Query = Record<string, unknown>;

/**
 * The filters as the query names them (`createdAtFrom`/`To`, the declared range), checked: an
 * inverted range is a 400 with the validation list, labelled as the screen labels the range.
 */
const filtersOf = (request: FastifyRequest, query: Query): TransactionFilters & TransactionSort => {
  const from = query.createdAtFrom as string | undefined;
  const to = query.createdAtTo as string | undefined;
  checkRange(request, transactionDeclaration.name, 'createdAt', query);
  return {
    dateFrom: from,
    dateTo: to,
    type: query.type as string | undefined,
    status: query.status as string | undefined,
    customerCode: query.customerCode as string | undefined,
    keyword: query.keyword as string | undefined,
    ids: query.ids as number[] | undefined,
    sortBy: query.sortBy as string | undefined,
    sortDesc: query.sortDesc as boolean | undefined,
  };
};

export const transactionRules = rulesFor(transactionActions, {
  table: customerTransactions as unknown as ResourceTable,
  operations: {
    list: listOperation(filtersOf, (db, filters, paging, request) =>
      transactionList(db, { ...filters, ...paging }, localeOf(request)),
    ),
    export: exportOperation(transactionDeclaration, filtersOf, (db, filters, { limit, offset }, request) =>
      transactionRows(db, filters, filters, limit, offset, localeOf(request)),
    ),
  },
  actions: {
    // The filtered set's moves made, per type, in, out and net (dong), and how many there are.
    GetTotalAmount: async ({ tx, input, request }) => transactionSums(tx, filtersOf(request, input)),
  },
});
