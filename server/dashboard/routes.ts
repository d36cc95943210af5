import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dashboardPaths, type DateRange, type TransactionQuery } from '../../contract/dashboard';
import { orderSourceKeys, orderStages } from '../../resources/orders/index';
import { requireRight } from '../auth/index';
import { transactionTypes } from '../../contract/customers';
import { transactionStatuses } from '../../resources/transactions';
import type { JsonSchema } from '../resources/schemas';
import type { Database } from '../db/database';
import { envelopeSchema, ok } from '../http/envelope';
import { localeOf } from '../http/locale';
import { requestedRange } from './dateRange';
import { dashboardFigures } from './figures';
import { allSuppliers, suppliersByKeyword, suppliersOfAccount } from './suppliers';
import { maxTransactionTake, transactionPage, transactionTotals } from './transactions';

const day: JsonSchema = { type: 'string', format: 'date' };
const count: JsonSchema = { type: 'integer', minimum: 0 };
const stage: JsonSchema = { type: 'string', enum: orderStages.map(({ key }) => key) };
const source: JsonSchema = { type: 'string', enum: [...orderSourceKeys] };

const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

const purchases = object({ date: day, count, amount: { type: 'number' } });

const figuresSchema = object({
  dateFrom: day,
  dateTo: day,
  byStage: { type: 'array', items: object({ stage, count }) },
  bySource: { type: 'array', items: object({ source, count }) },
  byStageAndSource: { type: 'array', items: object({ stage, source, count }) },
  todayPurchases: { anyOf: [purchases, { type: 'null' }] },
  purchasesByDay: { type: 'array', items: purchases },
});

const supplierSchema = object(
  {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    active: { type: 'boolean' },
    orderCount: count,
  },
  ['id', 'code', 'name', 'active'],
);

const suppliersSchema = envelopeSchema({ type: 'array', items: supplierSchema });

const money: JsonSchema = { type: 'number' };
const transactionType: JsonSchema = { type: 'string', enum: [...transactionTypes] };
const rangeQuery = { dateFrom: day, dateTo: day };

const transactionSchema = object({
  id: { type: 'integer' },
  customerId: { type: 'integer' },
  customerCode: { type: 'string' },
  customerName: { type: 'string' },
  type: transactionType,
  status: { type: 'string', enum: [...transactionStatuses] },
  amount: money,
  availableAfter: money,
  frozenAfter: money,
  note: { type: ['string', 'null'] },
  createdBy: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
});

const transactionPageSchema = object(
  {
    dateFrom: day,
    dateTo: day,
    items: { type: 'array', items: transactionSchema },
    total: count,
    totalIsEstimate: { type: 'boolean' },
  },
  ['dateFrom', 'dateTo', 'items', 'total'],
);

const transactionTotalsSchema = object({
  dateFrom: day,
  dateTo: day,
  byType: { type: 'array', items: object({ type: transactionType, count, amount: money }) },
  moneyIn: money,
  moneyOut: money,
  net: money,
  cashAvailable: money,
  cashFrozen: money,
});

const rolesOf = (request: FastifyRequest) => request.principal?.roles ?? [];

/**
 * The dashboard calls of 7.10 under `/api/Dashboard/`. Everyone with the dashboard's read right may
 * call them; the figures count only the orders of the stages the caller may read, and the supplier
 * look-ups, which are purchasing data, also need the read right on orders. The customers' money
 * (`GetListTransaction`, `GetTotalAmount`) is customer data: it needs the read right on customers
 * too, as the customer's own finance tab does.
 */
export const registerDashboardRoutes = (app: FastifyInstance, { db }: { db: Database }) => {
  const common = { tags: ['dashboard'], security: [{ bearer: [] }] };
  const readsDashboard = requireRight('read', 'dashboard');
  const readsSuppliers = [readsDashboard, requireRight('read', 'orders')];
  const readsMoney = [readsDashboard, requireRight('read', 'customers')];

  app.get(`/api/${dashboardPaths.transactions}`, {
    schema: {
      ...common,
      summary:
        "A page of the customers' money moves in the range (default: the last 30 days), newest first, with each customer's code and name; of one type, of one customer.",
      querystring: object(
        {
          ...rangeQuery,
          skip: { type: 'integer', minimum: 0, default: 0 },
          take: { type: 'integer', minimum: 1, maximum: maxTransactionTake, default: 25 },
          type: transactionType,
          customerId: { type: 'integer', minimum: 1 },
        },
        [],
      ),
      response: { 200: envelopeSchema(transactionPageSchema) },
    },
    preValidation: readsMoney,
    handler: async (request) => {
      const query = request.query as TransactionQuery & { skip: number; take: number };
      return ok(
        await transactionPage(db, { ...query, ...requestedRange(request, query) }, localeOf(request)),
      );
    },
  });

  app.get(`/api/${dashboardPaths.transactionTotals}`, {
    schema: {
      ...common,
      summary:
        "The customers' money moves made in the range (default: the last 30 days; moves still awaited or canceled changed no cash) per type, what came in (deposits, refunds), went out (payments, withdrawals) and the net, in VND; and the customers' available and frozen cash now.",
      querystring: object(rangeQuery, []),
      response: { 200: envelopeSchema(transactionTotalsSchema) },
    },
    preValidation: readsMoney,
    handler: async (request) =>
      ok(await transactionTotals(db, requestedRange(request, request.query as Partial<DateRange>))),
  });

  app.get(`/api/${dashboardPaths.figures}`, {
    schema: {
      ...common,
      summary:
        'Orders placed in the range per stage, source and both; today’s purchases; purchases per day (amounts in VND). Default range: the last 30 days.',
      querystring: object({ dateFrom: day, dateTo: day }, []),
      response: { 200: envelopeSchema(figuresSchema) },
    },
    preValidation: readsDashboard,
    handler: async (request) => {
      const range = requestedRange(request, request.query as Partial<DateRange>);
      return ok(await dashboardFigures(db, range, rolesOf(request)));
    },
  });

  app.get(`/api/${dashboardPaths.suppliersOfAccount}`, {
    schema: {
      ...common,
      summary:
        "The suppliers of the orders this account purchased (the account is the user's subject), with counts.",
      querystring: object({ accountId: { type: 'string', minLength: 1, maxLength: 100 } }),
      response: { 200: suppliersSchema },
    },
    preValidation: readsSuppliers,
    handler: async (request) => {
      const { accountId } = request.query as { accountId: string };
      return ok(await suppliersOfAccount(db, accountId, rolesOf(request)));
    },
  });

  app.get(`/api/${dashboardPaths.suppliersByKeyword}`, {
    schema: {
      ...common,
      summary: 'Suppliers whose code or name contains the keyword, by code, at most 20.',
      querystring: object({ keyword: { type: 'string', maxLength: 100, default: '' } }, []),
      response: { 200: suppliersSchema },
    },
    preValidation: readsSuppliers,
    handler: async (request) =>
      ok(await suppliersByKeyword(db, (request.query as { keyword: string }).keyword)),
  });

  app.get(`/api/${dashboardPaths.allSuppliers}`, {
    schema: {
      ...common,
      summary: 'Every supplier, by code.',
      response: { 200: suppliersSchema },
    },
    preValidation: readsSuppliers,
    handler: async () => ok(await allSuppliers(db)),
  });
};
