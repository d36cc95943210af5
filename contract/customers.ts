/**
 * The customer area's fixed vocabulary and wire shapes (call catalogue 7.9): the server's routes,
 * schemas and seed and the browser's screens all read these, so the two sides never disagree.
 */
import {
  transactionTypes,
  type TransactionStatus,
  type TransactionType,
} from '../resources/transactionVocabulary';

export const marketplaces = ['AUC', 'Amazon', 'Rakuten', 'Yahoo', 'Mercari'] as const;
export type Marketplace = (typeof marketplaces)[number];

// The kinds of money move are declared with the transactions screen (resources/transactionVocabulary.ts).
export { transactionTypes, type TransactionType };

/** Which way each kind of move changes the available and the frozen cash (amounts are positive). */
export const transactionEffects: Readonly<Record<TransactionType, { available: number; frozen: number }>> = {
  deposit: { available: 1, frozen: 0 },
  withdrawal: { available: -1, frozen: 0 },
  payment: { available: -1, frozen: 0 },
  refund: { available: 1, frozen: 0 },
  vipHold: { available: -1, frozen: 1 },
  vipRelease: { available: 1, frozen: -1 },
};

/** Enabling VIP bidding holds this much of the customer's cash (seed 000 section 9). */
export const vipHoldAmount = 2_000_000;

export const notificationChannels = ['web', 'email', 'app'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export const notificationStatuses = ['read', 'unread', 'sent', 'unsent', 'sendFailed', 'denied'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export { customerListResources, deviceTypes, type DeviceType } from '../resources/customerVocabulary';

/** The fees a new customer starts with, in percent of the goods, per marketplace. */
export const defaultStandardFees: Readonly<Record<Marketplace, { paymentFee: number; serviceFee: number }>> =
  {
    AUC: { paymentFee: 3, serviceFee: 5 },
    Amazon: { paymentFee: 2, serviceFee: 4 },
    Rakuten: { paymentFee: 2, serviceFee: 4 },
    Yahoo: { paymentFee: 3, serviceFee: 5 },
    Mercari: { paymentFee: 3, serviceFee: 6 },
  };

/** Account numbers follow the customer's id from here: distinct from the id, stable, unique. */
export const accountIdBase = 100_000;
export const customerCodeOf = (id: number) => `C${String(id).padStart(6, '0')}`;

/** A customer's money move, as `GetCustomerTransactions` and the dashboard answer it. */
export interface CustomerTransaction {
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  availableAfter: number;
  frozenAfter: number;
  note: string | null;
  createdBy: string;
  createdAt: string;
}
