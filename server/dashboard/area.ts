import type { FastifyRequest } from 'fastify';
import { dashboardPaths, type DateRange, type TransactionQuery } from '../../contract/dashboard';
import { field, oneOf } from '../../resources/fields';
import type { FieldDeclaration } from '../../resources/index';
import { orderSourceKeys, orderStages } from '../../resources/orders/index';
import { transactionStatuses, transactionTypes } from '../../resources/transactionVocabulary';
import { localeOf } from '../http/locale';
import { callsDeclaration, pathCall } from '../resources/pathCall';
import type { ResourceRules } from '../resources/rules';
import { answerSchema, arrayOf, noData, type JsonSchema } from '../resources/schemas';
import { requestedRange } from './dateRange';
import { dashboardFigures } from './figures';
import { allSuppliers, suppliersByKeyword, suppliersOfAccount } from './suppliers';
import { maxTransactionTake, transactionPage, transactionTotals } from './transactions';

// The values the dashboard's calls take and answer, in the one field vocabulary: the builder
// (server/resources/schemas.ts) makes their query and answer schemas.
const dateFrom = field('dateFrom', 'date');
const dateTo = field('dateTo', 'date');
const range = [dateFrom, dateTo];
const requiredRange = range.map((each) => ({ ...each, required: true }));
const count = field('count', 'number', { integer: true, min: 0, required: true });
const amount = field('amount', 'money', { required: true });
const stage = oneOf(
  'stage',
  orderStages.map(({ key }) => key),
  { required: true },
);
const source = oneOf('source', orderSourceKeys, { required: true });
const transactionType = oneOf('type', transactionTypes, { required: true });
const id = (source: string) => field(source, 'number', { integer: true, required: true });
const text = (source: string) => field(source, 'text', { required: true });
const money = (source: string) => field(source, 'money', { required: true });

/**
 * An object of these fields and `extra` values, closed: what the answer names and nothing else; the
 * `extra` ones always there, and so are the `present` fields, though they may be null (a move's note).
 */
const closed = (
  fields: readonly FieldDeclaration[],
  extra: Readonly<Record<string, JsonSchema>> = {},
  present: readonly string[] = [],
) => ({
  ...answerSchema(fields, { extra, extraRequired: [...present, ...Object.keys(extra)] }),
  additionalProperties: false,
});

const purchases = closed([field('date', 'date', { required: true }), count, amount]);

const figuresSchema = closed(requiredRange, {
  byStage: arrayOf(closed([stage, count])),
  bySource: arrayOf(closed([source, count])),
  byStageAndSource: arrayOf(closed([stage, source, count])),
  todayPurchases: { anyOf: [purchases, noData] },
  purchasesByDay: arrayOf(purchases),
});

const suppliersSchema = arrayOf(
  closed([
    id('id'),
    text('code'),
    text('name'),
    field('active', 'boolean', { required: true }),
    { ...count, source: 'orderCount', required: false },
  ]),
);

const transactionSchema = closed(
  [
    id('id'),
    id('customerId'),
    text('customerCode'),
    text('customerName'),
    transactionType,
    oneOf('status', transactionStatuses, { required: true }),
    amount,
    money('availableAfter'),
    money('frozenAfter'),
    field('note', 'text'),
    text('createdBy'),
    field('createdAt', 'datetime', { required: true }),
  ],
  {},
  ['note'],
);

const transactionPageSchema = closed(
  [...requiredRange, { ...count, source: 'total' }, field('totalIsEstimate', 'boolean')],
  { items: arrayOf(transactionSchema) },
);

const transactionTotalsSchema = closed(
  [
    ...requiredRange,
    money('moneyIn'),
    money('moneyOut'),
    money('net'),
    money('cashAvailable'),
    money('cashFrozen'),
  ],
  { byType: arrayOf(closed([transactionType, count, amount])) },
);

const transactions = pathCall(dashboardPaths.transactions, 'GET', 'read', [
  ...range,
  field('skip', 'number', { integer: true, min: 0, defaultValue: 0 }),
  field('take', 'number', { integer: true, min: 1, max: maxTransactionTake, defaultValue: 25 }),
  { ...transactionType, required: false },
  field('customerId', 'number', { integer: true, min: 1 }),
]);
const transactionTotalsCall = pathCall(dashboardPaths.transactionTotals, 'GET', 'read', range);
const figures = pathCall(dashboardPaths.figures, 'GET', 'read', range);
const suppliersOfAccountCall = pathCall(dashboardPaths.suppliersOfAccount, 'GET', 'read', [
  field('accountId', 'text', { required: true, maxLength: 100 }),
]);
const suppliersByKeywordCall = pathCall(dashboardPaths.suppliersByKeyword, 'GET', 'read', [
  field('keyword', 'text', { maxLength: 100, defaultValue: '' }),
]);
const allSuppliersCall = pathCall(dashboardPaths.allSuppliers, 'GET', 'read');

/**
 * The dashboard calls of 7.10 under `/api/Dashboard/` as a declaration of the one registrar. Everyone
 * with the dashboard's read right may call them; the figures count only the orders of the stages the
 * caller may read. The supplier look-ups are purchasing data: they are judged in the orders' area,
 * and the customers' money (`GetListTransaction`, `GetTotalAmount`) in the customers' area, as the
 * customer's own finance tab is; each needs the dashboard's read right too (contract/access.ts
 * `rightsNeeded`). No screen or menu reads the declaration (the dashboard is a built screen): of its
 * screen knobs it says only what the type requires.
 */
const dashboardDeclaration = callsDeclaration('dashboard', 'dashboard', 'Dashboard', [
  { ...transactions, area: 'customers' },
  { ...transactionTotalsCall, area: 'customers' },
  figures,
  { ...suppliersOfAccountCall, area: 'orders' },
  { ...suppliersByKeywordCall, area: 'orders' },
  { ...allSuppliersCall, area: 'orders' },
]);

const rolesOf = (request: FastifyRequest) => request.principal?.roles ?? [];

const dashboardRules: ResourceRules = {
  actions: {
    [transactions.name]: {
      summary:
        "A page of the customers' money moves in the range (default: the last 30 days), newest first, with each customer's code and name; of one type, of one customer.",
      answer: transactionPageSchema,
      handle: async ({ tx, request, input }) => {
        const { skip, take, type, customerId } = input as unknown as TransactionQuery & {
          skip: number;
          take: number;
        };
        const query = { skip, take, type, customerId };
        return transactionPage(
          tx,
          { ...query, ...requestedRange(request, input as Partial<DateRange>) },
          localeOf(request),
        );
      },
    },
    [transactionTotalsCall.name]: {
      summary:
        "The customers' money moves made in the range (default: the last 30 days; moves still awaited or canceled changed no cash) per type, what came in (deposits, refunds), went out (payments, withdrawals) and the net, in VND; and the customers' available and frozen cash now.",
      answer: transactionTotalsSchema,
      handle: ({ tx, request, input }) =>
        transactionTotals(tx, requestedRange(request, input as Partial<DateRange>)),
    },
    [figures.name]: {
      summary:
        'Orders placed in the range per stage, source and both; today’s purchases; purchases per day (amounts in VND). Default range: the last 30 days.',
      answer: figuresSchema,
      handle: ({ tx, request, input }) =>
        dashboardFigures(tx, requestedRange(request, input as Partial<DateRange>), rolesOf(request)),
    },
    [suppliersOfAccountCall.name]: {
      summary:
        "The suppliers of the orders this account purchased (the account is the user's subject), with counts.",
      answer: suppliersSchema,
      handle: ({ tx, request, input }) => suppliersOfAccount(tx, input.accountId as string, rolesOf(request)),
    },
    [suppliersByKeywordCall.name]: {
      summary: 'Suppliers whose code or name contains the keyword, by code, at most 20.',
      answer: suppliersSchema,
      handle: ({ tx, input }) => suppliersByKeyword(tx, input.keyword as string),
    },
    [allSuppliersCall.name]: {
      summary: 'Every supplier, by code.',
      answer: suppliersSchema,
      handle: ({ tx }) => allSuppliers(tx),
    },
  },
};

/** What server/app.ts hands the one registrar for the dashboard. */
export const dashboardArea = {
  declarations: [dashboardDeclaration],
  rules: { [dashboardDeclaration.name]: dashboardRules },
};
