import { bidStatuses } from '../../resources/customers';
import { analyzeAfterBulkWrite } from '../db/statistics';
import { vipChange, vipChangeMany } from './bidding';
import { changeLocked, inputOf, type CustomerHandlers } from './handlers';

/**
 * Bidding and transaction switches. VIP bidding moves money (2,000,000 held while on), so it goes
 * through the VIP flow; the others are flags of the customer row.
 */
export const switchHandlers = {
  switchVipBidding: {
    summary: 'VIP bidding on or off for one customer: on holds 2,000,000 of available cash, off returns it.',
    handle: (context) =>
      changeLocked(context, (tx, row) =>
        vipChange(tx, context.request, row, inputOf<{ active: boolean }>(context).active),
      ),
  },
  bulkVipBidding: {
    summary: 'VIP bidding on or off for several customers, all or none: one short of cash refuses the call.',
    handle: async (context) => {
      const { ids, active } = inputOf<{ ids: number[]; active: boolean }>(context);
      const answer = await vipChangeMany(context.tx, context.request, ids, active);
      // Each change moves the customer's cash (held or released) with a transaction row.
      await analyzeAfterBulkWrite(context.tx, ['customers', 'customer_transactions'], answer.updated);
      return answer;
    },
  },
  changeAllowBid: {
    summary: 'Allows or blocks bidding for a customer (bidStatus allowed / blocked).',
    handle: (context) =>
      changeLocked(context, () => ({
        bidStatus: inputOf<{ allowBid: boolean }>(context).allowBid ? bidStatuses[0] : bidStatuses[1],
      })),
  },
  // Transactions on or off for several customers (the seed's twin of the declaration's `activates`,
  // the same switch): only the customers whose flag changes get a new version.
  bulkTransactions: {
    summary:
      'Transactions on or off for several customers (whether they may trade): each changed one gets a new version; unknown ids are not counted.',
    handle: async (context) => {
      const { ids, active } = inputOf<{ ids: number[]; active: boolean }>(context);
      const updated = await context.repository.setActive(ids, active);
      await analyzeAfterBulkWrite(context.tx, ['customers'], updated);
      return { updated };
    },
  },
  switchTransactions: {
    summary: 'Transactions on or off for one customer.',
    handle: (context) =>
      changeLocked(context, () => ({ tranActive: inputOf<{ active: boolean }>(context).active })),
  },
  changeMaxBidLink: {
    summary: 'How many auction bid links the customer may hold at once.',
    handle: (context) =>
      changeLocked(context, () => ({
        aucMaxBidLink: inputOf<{ aucMaxBidLink: number }>(context).aucMaxBidLink,
      })),
  },
} satisfies CustomerHandlers;
