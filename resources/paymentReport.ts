import { field, oneOf, readAction } from './fields';
import { paymentStatuses, paymentTypes } from './payments';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

/**
 * The second menu's `report-payment` (issue 33): over a range of days, the orders' payments by status,
 * type and wallet with their totals (each opening the payments list so filtered), the receivables paid
 * and unpaid, and the payables, each tied to its order. Money carries its currency: payments are kept
 * in dong, receivables and payables in their own currency (VND, JPY, USD), and totals are per
 * currency, never added across them. The seed names no call: `PaymentReport/...` is ours
 * (server/money/paymentReport.ts). Admin and accounting (area `payments`).
 */

/** The currencies an order's money is kept in (the sources' and dong). */
export const moneyCurrencies = ['VND', 'JPY', 'USD'] as const;
export type MoneyCurrency = (typeof moneyCurrencies)[number];

/** A page of receivables or payables at most (the screen shows 10 at a time). */
export const maxMoneyRowsTake = 100;

const rangeInputs: readonly FieldDeclaration[] = [field('atFrom', 'date'), field('atTo', 'date')];
const pageInputs: readonly FieldDeclaration[] = [
  field('skip', 'number', { integer: true, min: 0 }),
  field('take', 'number', { integer: true, min: 1, max: maxMoneyRowsTake }),
];

export const paymentReportActions = [
  readAction('GetPaymentSummary', { inputs: rangeInputs }),
  readAction('GetReceivables', { inputs: [...rangeInputs, field('paid', 'boolean'), ...pageInputs] }),
  readAction('GetPayables', { inputs: [...rangeInputs, ...pageInputs] }),
] as const satisfies readonly ActionDeclaration[];

/** How many and how much (in dong) of one status, type or wallet's payments. */
export interface PaymentFigure {
  key: string;
  count: number;
  amount: number;
}

/** What `GetPaymentSummary` answers: the range's payments by status, type and wallet, in dong. */
export interface PaymentSummary {
  dateFrom: string;
  dateTo: string;
  byStatus: PaymentFigure[];
  byType: PaymentFigure[];
  /** `key` is the wallet's code, `name` its name. */
  byWallet: (PaymentFigure & { name: string })[];
  /** Paid in (successful deposits and settlements) less refunded, in dong. */
  received: number;
  refunded: number;
  net: number;
}

/** A sum in one currency. */
export interface CurrencyTotal {
  currency: string;
  count: number;
  amount: number;
}

export interface ReceivableRow {
  id: number;
  orderId: number;
  orderCode: string;
  customerCode: string | null;
  name: string;
  amount: number;
  currency: string;
  payGroup: string | null;
  paid: boolean;
  createdAt: string;
}

export interface PayableRow {
  id: number;
  orderId: number;
  orderCode: string;
  amount: number;
  currency: string;
  exchangeRate: number | null;
  payType: string | null;
  supplierName: string | null;
  createdAt: string;
}

/** A page of rows with the whole filtered set's totals, per currency (and paid or not). */
export interface MoneyRows<Row> {
  items: Row[];
  total: number;
  totals: (CurrencyTotal & { paid?: boolean })[];
}

export const paymentReportDeclaration: ResourceDeclaration = {
  name: 'report-payment',
  path: 'PaymentReport',
  api: 'master',
  computed: true,
  operations: {},
  access: { area: 'payments' },
  icon: 'Payments',
  // What the screen shows, for its labels: the range, the payments' figures, the money rows' columns.
  fields: [
    field('at', 'date', { rangeFilter: true, filter: true }),
    oneOf('status', paymentStatuses),
    oneOf('type', paymentTypes),
    field('wallet', 'text', { maxLength: 50 }),
    field('count', 'number', { integer: true }),
    field('amount', 'money'),
    field('orderCode', 'text', { maxLength: 32 }),
    field('customerCode', 'text', { maxLength: 32 }),
    field('name', 'text', { maxLength: 255 }),
    oneOf('currency', moneyCurrencies),
    field('payGroup', 'text', { maxLength: 32 }),
    field('payType', 'text', { maxLength: 32 }),
    field('paid', 'boolean'),
    field('supplierName', 'text', { maxLength: 255 }),
    field('createdAt', 'datetime'),
  ],
  actions: paymentReportActions,
  ui: { views: { list: 'paymentReport' } },
};
