import { excelExport, field, oneOf, operation, readAction } from './fields';
import type { ActionDeclaration, ResourceDeclaration } from './types';

/**
 * The orders' payments (seed 000 section 3, "Order payment: status, type, amount, wallet, time";
 * section 4's payment statuses; the second menu's payments group: create-payment,
 * management-payment). The seed names no call for them: `Payment/...` and its bounds and rules are
 * ours (server/money/paymentRules.ts), over the payments the orders already keep
 * (`order_payments`, which an order's cancel refunds: server/orders/refund.ts).
 */

/** Seed 000 section 4: new (awaiting), success, canceled, refund. */
export const paymentStatuses = ['new', 'success', 'canceled', 'refund'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What a payment is for: the order's deposit, the rest at delivery, or money sent back. */
export const paymentTypes = ['deposit', 'settlement', 'refund'] as const;

/**
 * The order statuses a payment may be asked for in (a "payment offer"): waiting for settlement or
 * for the advance payment; any other order is "not eligible for a payment offer" (seed 000 section 8).
 */
export const paymentOfferStatuses = ['waitingSettlement', 'advancePaymentAwaited'] as const;

/** The largest payment asked for at once, in dong (ours: no order of the business comes near it). */
export const maxPaymentAmount = 10_000_000_000;

const wallets = { read: 'GetWallets', value: 'code', label: 'name' } as const;

export const paymentActions = [
  // The wallets a payment goes through: the options of its `wallet` (a closed one is refused).
  readAction('GetWallets'),
  {
    // The customer paid what was asked: the payment succeeds.
    name: 'Confirm',
    operation: operation('Confirm', 'POST'),
    places: ['row'],
    when: { field: 'status', in: ['new'] },
    confirm: true,
    unversioned: true,
    icon: 'Payments',
  },
  {
    // The request is withdrawn before it is paid.
    name: 'Cancel',
    operation: operation('Cancel', 'POST'),
    places: ['row'],
    when: { field: 'status', in: ['new'] },
    confirm: true,
    unversioned: true,
    icon: 'Cancel',
  },
  {
    // Sends a successful payment's money back through its wallet: REFUND_FAIL when the wallet is
    // closed (its contract ended), as an order's cancel answers.
    name: 'Refund',
    operation: operation('Refund', 'POST'),
    places: ['row'],
    when: [
      { field: 'status', in: ['success'] },
      { field: 'type', notIn: ['refund'] },
    ],
    confirm: true,
    unversioned: true,
    icon: 'Replay',
  },
] as const satisfies readonly ActionDeclaration[];

/**
 * The payments list (`management-payment`) and its create page (`create-payment`): every order's
 * payments, newest first, filtered by the range of days, the order's or the customer's code, the
 * status, the type and the wallet; a payment asked for an order waiting for payment starts `new`,
 * and is confirmed, canceled or, once paid, refunded from its row. Money in dong, as the orders'
 * payments are kept. Admin and accounting (area `payments`).
 */
export const paymentDeclaration: ResourceDeclaration = {
  name: 'management-payment',
  path: 'Payment',
  api: 'master',
  computed: true,
  operations: {
    list: operation('GetListPayment'),
    create: operation('Create', 'POST'),
    export: excelExport,
  },
  access: { area: 'payments' },
  icon: 'Payments',
  keywordFields: ['orderCode', 'customerCode'],
  fields: [
    field('at', 'datetime', { rangeFilter: true, form: false }),
    field('orderCode', 'text', { required: true, maxLength: 32, filter: true, sortable: false }),
    // The customer and the wallet are shown with the columns button: the table with them and the
    // row's buttons was wider than a 1280 px screen with the menu open.
    field('customerCode', 'text', {
      maxLength: 32,
      filter: true,
      form: false,
      sortable: false,
      list: 'onDemand',
    }),
    oneOf('type', paymentTypes, {
      required: true,
      filter: true,
      sortable: false,
      defaultValue: 'deposit',
      setByActions: ['refund'],
    }),
    oneOf('status', paymentStatuses, { filter: true, form: false, sortable: false }),
    field('amount', 'money', { required: true, min: 1, max: maxPaymentAmount }),
    field('wallet', 'text', {
      required: true,
      maxLength: 50,
      filter: true,
      sortable: false,
      list: 'onDemand',
      optionsFrom: wallets,
    }),
  ],
  actions: paymentActions,
  sort: { field: 'at', order: 'DESC' },
  ui: {
    recordRepresentation: 'orderCode',
    // A phone's two first columns were the time and the order: neither amount nor status.
    phoneLines: { primary: ['orderCode', 'amount'], secondary: ['status', 'type', 'at'] },
  },
};
