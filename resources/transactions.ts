import { excelExport, field, oneOf, operation, readAction } from './fields';
import { transactionStatuses, transactionTypes } from './transactionVocabulary';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

export * from './transactionVocabulary';

/**
 * The customers' money moves (call catalogue 7.4 `Transaction`: GetListTransaction, GetTotalAmount,
 * ExportExcel), over the finance history the customer area writes (`customer_transactions`) and the
 * dashboard reads (server/dashboard/transactions.ts): one set of moves, two screens.
 */

/** The filters the list, its export and its totals take, as the list's query names them. */
const filterInputs: readonly FieldDeclaration[] = [
  oneOf('type', transactionTypes),
  oneOf('status', transactionStatuses),
  field('customerCode', 'text', { maxLength: 32 }),
  field('createdAtFrom', 'date'),
  field('createdAtTo', 'date'),
];

/** A read the list's screen makes (its totals above the rows), offered as no button. */
const totals = readAction('GetTotalAmount', { inputs: filterInputs });

export const transactionActions = [totals] as const satisfies readonly ActionDeclaration[];

/**
 * The transactions screen: every move, newest first, filtered by the range of days it was made in,
 * the customer (by code), its type and its status, with the totals of the filtered set above the
 * rows. Admin and accounting read it (area `payments`), from the second menu's payments group.
 */
export const transactionDeclaration: ResourceDeclaration = {
  name: 'transactions',
  path: 'Transaction',
  api: 'master',
  computed: true,
  operations: {
    list: operation('GetListTransaction'),
    export: excelExport,
  },
  access: { area: 'payments' },
  icon: 'SwapHoriz',
  menu: { menu: 'menu.operations', after: 'report-payment' },
  keywordFields: ['customerCode', 'customerName', 'note'],
  fields: [
    field('createdAt', 'datetime', { rangeFilter: true }),
    field('customerCode', 'text', { maxLength: 32, filter: true, sortable: false }),
    field('customerName', 'text', { maxLength: 255, sortable: false }),
    oneOf('type', transactionTypes, {
      choiceLabels: 'kago.customers.transactionTypes',
      filter: true,
      sortable: false,
    }),
    oneOf('status', transactionStatuses, { filter: true, sortable: false }),
    field('amount', 'money'),
    // The balances after the move, the note and who made it are shown with the columns button: the
    // ten columns were wider than a 1280 px screen with the menu open.
    field('availableAfter', 'money', { sortable: false, list: 'onDemand' }),
    field('frozenAfter', 'money', { sortable: false, list: 'onDemand' }),
    field('note', 'text', { maxLength: 500, sortable: false, list: 'onDemand' }),
    field('createdBy', 'text', { maxLength: 100, sortable: false, list: 'onDemand' }),
  ],
  actions: transactionActions,
  sort: { field: 'createdAt', order: 'DESC' },
  ui: {
    recordRepresentation: 'customerCode',
    views: { list: 'transactionList' },
    // A phone's two first columns were the time and the customer's code: no amount, type or status.
    phoneLines: { primary: ['customerCode', 'amount'], secondary: ['type', 'status', 'createdAt'] },
  },
};
