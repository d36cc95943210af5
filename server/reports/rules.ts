import type { FastifyRequest } from 'fastify';
import type { LateReportCounts } from '../../contract/reports';
import { lateOrderRules, lateReportKeys, type LateReportKey } from '../../resources/lateOrderRules';
import { lateReportDeclarations, lateReportOf, lateReportReads } from '../../resources/reports';
import type { ResourceDeclaration } from '../../resources/index';
import type { Database } from '../db/database';
import { exportOperation } from '../resources/ownRows';
import { rulesFor, type RulesTable } from '../resources/rules';
import {
  anyRuleCells,
  checkFilters,
  reportCounts,
  reportPage,
  reportRows,
  type LateReportFilters,
  type LateReportQuery,
} from './lateOrders';
import { orderRead, reportOrderReads } from './orderReads';

/**
 * The late-order reports' side of the generic routes (server/resources/routes.ts builds their paths,
 * schemas, access checks and OpenAPI entries from resources/reports.ts): the list and export read
 * the report's rule (./lateOrders.ts), and the order reads are the orders' own
 * (server/orders/reads.ts) at the report's path, not copies. `now` is the clock the rules count days
 * by; tests pass a fixed one.
 */

type Query = Record<string, unknown>;

const filtersOf = (query: Query): LateReportFilters => ({
  keyword: query.keyword as string | undefined,
  source: query.source as string | undefined,
  purchaser: query.purchaser as string | undefined,
  warehouse: query.warehouse as string | undefined,
  bidAccount: query.bidAccount as string | undefined,
  orderDateFrom: query.orderDateFrom as string | undefined,
  orderDateTo: query.orderDateTo as string | undefined,
});

const queryOf = (query: Query): LateReportQuery => ({
  ...filtersOf(query),
  skip: query.skip as number | undefined,
  take: query.take as number | undefined,
  sortBy: query.sortBy as string | undefined,
  sortDesc: query.sortDesc as boolean | undefined,
  ids: query.ids as number[] | undefined,
});

/** Every report's counts under the filters: what `GetCountAllReportTracking` answers at any report. */
export const allReportCounts = async (
  db: Database,
  filters: LateReportFilters,
  now: Date,
): Promise<LateReportCounts> => ({
  reports: await Promise.all(
    lateReportKeys.map(async (key) => ({
      ...(await reportCounts(db, key, filters, now)),
      name: lateOrderRules[key].name,
    })),
  ),
  lateOrders: await anyRuleCells(db, lateReportKeys, filters, now),
});

const reportRules = (declaration: ResourceDeclaration, report: LateReportKey, now: () => Date) => {
  const checked = (request: FastifyRequest, query: Query) => {
    checkFilters(request, declaration.name, filtersOf(query));
    return query;
  };
  return rulesFor(lateReportReads, {
    operations: {
      list: {
        handle: async (request, repository) =>
          reportPage(repository.db, report, queryOf(checked(request, request.query as Query)), now()),
      },
      // One time for the whole file: a late order's lateness does not move between its batches.
      export: exportOperation(
        declaration,
        (request, body) => ({ ...queryOf(checked(request, body)), at: now() }),
        (db, query, { limit, offset }) => reportRows(db, report, query, query.at, limit, offset),
      ),
    },
    actions: {
      GetCountAllReportTracking: async ({ tx, input, request }) =>
        allReportCounts(tx, filtersOf(checked(request, input)), now()),
      ...reportOrderReads('sellers', 'services'),
      SumOrderTotalServiceFee: orderRead('SumOrderTotalServiceFee'),
    },
  });
};

/** The four reports' rules, by resource name, counting days by `now` (the wall clock by default). */
export const lateReportRules = (now: () => Date = () => new Date()): RulesTable =>
  Object.fromEntries(
    lateReportDeclarations.map((declaration) => [
      declaration.name,
      reportRules(declaration, lateReportOf(declaration.name)!, now),
    ]),
  );
