import { checkRange } from '../resources/rangeCheck';
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  purchaseReads,
  purchaseReportDeclaration,
  purchaseReportPresets,
  type PurchaseReportPreset,
} from '../../resources/reports';
import type { PurchaseReportTotals } from '../../contract/reports';
import type { Database } from '../db/database';
import { containsPattern, keywordTooShortForIndexes } from '../db/keywordSearch';
import { readPage } from '../db/listTotal';
import { orders, orderServices, sellers, suppliers } from '../db/orderTables';
import { withinDays } from '../dashboard/dateRange';
import { orderTotalVnd as totalVnd } from './orderTotal';
import { exportOperation } from '../resources/ownRows';
import { rulesFor } from '../resources/rules';
import { equalTo } from '../db/equalTo';
import { reportOrderReads } from './orderReads';

/**
 * The purchase report (resources/reports.ts `purchaseReportDeclaration`): the orders of its preset
 * (still to buy by order date, or bought by purchase date), narrowed by the range in UTC business
 * days, the source, supplier, seller, bid account, office and purchaser; its totals over the whole
 * filtered set; the orders' own reads at `OrderReport`.
 */

type Query = Record<string, unknown>;

export interface PurchaseReportQuery {
  preset?: PurchaseReportPreset;
  keyword?: string;
  source?: string;
  supplierId?: number;
  sellerId?: number;
  bidAccount?: string;
  warehouse?: string;
  purchaser?: string;
  reportDateFrom?: string;
  reportDateTo?: string;
  skip?: number;
  take?: number;
  sortBy?: string;
  sortDesc?: boolean;
  ids?: number[];
}

const dateColumns: Record<string, PgColumn> = {
  orderDate: orders.orderDate,
  purchaseDate: orders.purchaseDate,
};

const presetOf = (query: PurchaseReportQuery) => purchaseReportPresets[query.preset ?? 'purchase'];
const dateOf = (query: PurchaseReportQuery) => dateColumns[presetOf(query).date];

export const purchaseReportWhere = (query: PurchaseReportQuery): SQL | undefined => {
  const preset = presetOf(query);
  const date = dateOf(query);
  const keyword = query.keyword?.trim();
  return and(
    preset.statuses ? inArray(orders.status, [...preset.statuses]) : isNotNull(orders.purchaseDate),
    keyword
      ? or(
          ...[orders.code, orders.title, orders.customerCode].map((column) =>
            ilike(column, containsPattern(keyword)),
          ),
        )
      : undefined,
    ...equalTo(query, {
      source: orders.source,
      supplierId: orders.supplierId,
      sellerId: orders.sellerId,
      bidAccount: orders.bidAccount,
      warehouse: orders.warehouse,
      purchaser: orders.purchaser,
    }),
    withinDays(date, query.reportDateFrom, query.reportDateTo),
    query.ids?.length ? inArray(orders.id, query.ids) : undefined,
  );
};

const columnsOf = (query: PurchaseReportQuery) => ({
  id: orders.id,
  code: orders.code,
  reportDate: dateOf(query),
  title: orders.title,
  source: orders.source,
  status: orders.status,
  customerCode: orders.customerCode,
  purchaser: orders.purchaser,
  supplierId: orders.supplierId,
  supplierName: suppliers.name,
  sellerId: orders.sellerId,
  sellerName: sellers.name,
  bidAccount: orders.bidAccount,
  warehouse: orders.warehouse,
  totalVnd: totalVnd.mapWith(Number),
});

const sortOf = (query: PurchaseReportQuery) => {
  const columns: Record<string, PgColumn | SQL> = {
    code: orders.code,
    reportDate: dateOf(query),
    source: orders.source,
    totalVnd,
  };
  const direction = query.sortDesc ? desc : asc;
  return [direction(columns[query.sortBy ?? ''] ?? dateOf(query)), direction(orders.id)];
};

const rows = (db: Database, query: PurchaseReportQuery, limit: number, offset: number) =>
  db
    .select(columnsOf(query))
    .from(orders)
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(purchaseReportWhere(query))
    .orderBy(...sortOf(query))
    .limit(limit)
    .offset(offset);

export const purchaseReportPage = (db: Database, query: PurchaseReportQuery) => {
  const skip = query.skip ?? 0;
  const take = Math.min(query.take ?? 25, 500);
  return readPage(
    db,
    orders,
    purchaseReportWhere(query),
    { skip, take, countReadsEveryRow: keywordTooShortForIndexes(query.keyword) },
    (limit) => rows(db, query, limit, skip),
  );
};

/**
 * `SumOrderPurchasedReportTotalServiceFee`: the filtered set's totals (the screen's totals row): how
 * many orders, their totals in dong, and the sum of their services' fees (in dong, as services are
 * priced).
 */
export const purchaseReportTotals = async (
  db: Database,
  query: PurchaseReportQuery,
): Promise<PurchaseReportTotals> => {
  const where = purchaseReportWhere(query);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalVnd: sql<number>`coalesce(sum(${totalVnd}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(where);
  const [services] = await db
    .select({ serviceFee: sql<number>`coalesce(sum(${orderServices.price}), 0)`.mapWith(Number) })
    .from(orderServices)
    .where(inArray(orderServices.orderId, db.select({ id: orders.id }).from(orders).where(where)));
  return { ...totals, serviceFee: services.serviceFee };
};

const queryOf = (query: Query): PurchaseReportQuery => query as PurchaseReportQuery;

/** An inverted range: 400 with the validation list, labelled as the screen labels the range. */
const checked = (request: FastifyRequest, query: Query) => {
  checkRange(request, purchaseReportDeclaration.name, 'reportDate', query);
  return queryOf(query);
};

export const purchaseReportRules = rulesFor(purchaseReads, {
  operations: {
    list: {
      handle: async (request, repository) =>
        purchaseReportPage(repository.db, checked(request, request.query as Query)),
    },
    export: exportOperation(purchaseReportDeclaration, checked, (db, query, { limit, offset }) =>
      rows(db, query, limit, offset),
    ),
  },
  actions: {
    ...reportOrderReads('getallordersellers', 'GetOrderServiceByOrderId'),
    SumOrderPurchasedReportTotalServiceFee: async ({ tx, input, request }) =>
      purchaseReportTotals(tx, checked(request, input)),
  },
});
