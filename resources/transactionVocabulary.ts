/**
 * The words of a money move, apart from its screen's declaration (resources/transactions.ts): the
 * customer area's cash rules (contract/customers.ts) and the dashboard read them from the first
 * load, which carries no declaration (tests/unit/firstLoadImports.test.ts).
 */

/** The kinds of move, each with its effect on the cash (contract/customers.ts `transactionEffects`). */
export const transactionTypes = [
  'deposit',
  'withdrawal',
  'payment',
  'refund',
  'vipHold',
  'vipRelease',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/**
 * Where a move stands. The seed names the payment statuses (section 4: new/awaiting, success,
 * canceled, refund); a move takes the first three (a refund is a move's type, not its state): `new`
 * is asked for and not yet made (a withdrawal the accountant has still to send), so it has not
 * changed the cash; `canceled` never will. Only `success` moves count in the totals.
 */
export const transactionStatuses = ['new', 'success', 'canceled'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** The move a total counts: one that was made. */
export const countedTransactionStatus: TransactionStatus = 'success';
