import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DateRange } from '../../dataProvider/dashboard';
import { orderSourceKeys, orderStages } from '../../resources/orders/index';
import { requireRight } from '../auth/index';
import type { JsonSchema } from '../catalogues/schemas';
import type { Database } from '../db/database';
import { envelopeSchema, ok } from '../http/envelope';
import { requestedRange } from './dateRange';
import { dashboardFigures } from './figures';
import { allSuppliers, suppliersByKeyword, suppliersOfAccount } from './suppliers';

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

const rolesOf = (request: FastifyRequest) => request.principal?.roles ?? [];

/**
 * The dashboard calls of 7.10 under `/api/Dashboard/`. Everyone with the dashboard's read right may
 * call them; the figures count only the orders of the stages the caller may read, and the supplier
 * look-ups, which are purchasing data, also need the read right on orders.
 * `GetListTransaction` and `GetTotalAmount` come with the transactions table.
 */
export const registerDashboardRoutes = (app: FastifyInstance, { db }: { db: Database }) => {
  const common = { tags: ['dashboard'], security: [{ bearer: [] }] };
  const readsDashboard = requireRight('read', 'dashboard');
  const readsSuppliers = [readsDashboard, requireRight('read', 'orders')];

  app.get('/api/Dashboard/GetList', {
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

  app.get('/api/Dashboard/GetSupplierByAccountId', {
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

  app.get('/api/Dashboard/GetSupplierByKeyWork', {
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

  app.get('/api/Dashboard/GetAllSupplier', {
    schema: {
      ...common,
      summary: 'Every supplier, by code.',
      response: { 200: suppliersSchema },
    },
    preValidation: readsSuppliers,
    handler: async () => ok(await allSuppliers(db)),
  });
};
