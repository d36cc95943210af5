import { customerDeclaration } from '../../resources/customers';
import { Repository } from '../resources/repository';
import type { Database } from '../db/database';
import { analyzeAfterBulkWrite } from '../db/statistics';
import { vipChange, vipChangeMany } from './bidding';
import { bidStatuses } from '../../resources/customers';
import { customerField } from '../../resources/customers';
import { customerTable } from './records';
import { fieldSchema } from '../resources/schemas';
import { customerCall, idList, idValue, objectSchema, querySchema, type AreaRoute } from './routeTable';
import { writeCustomer } from './writeFlow';

const tag = 'customers: bidding and transactions';

/**
 * Transactions on or off for several customers (`activates_tranactive`, the seed's twin of the
 * declaration's `activates`): only the customers whose flag changes get a new version; ids that name
 * no customer are not counted.
 */
const tranActives = (db: Database): Omit<AreaRoute, 'method' | 'url' | 'right'> => ({
  tag,
  summary:
    'Transactions on or off for several customers (whether they may trade): each changed one gets a new version; unknown ids are not counted.',
  body: objectSchema({ ids: idList, active: { type: 'boolean' } }, ['ids', 'active']),
  handle: async (request) => {
    const { ids, active } = request.body as { ids: number[]; active: boolean };
    // The same switch as the standard `activates` (the declaration's `activeField`).
    const updated = await new Repository(customerDeclaration, db, customerTable).setActive(ids, active);
    await analyzeAfterBulkWrite(db, ['customers'], updated);
    return { updated };
  },
});

/**
 * Bidding and transaction switches. VIP bidding moves money (2,000,000 held while on), so it goes
 * through the VIP flow; the others are flags of the customer row.
 */
export const biddingRoutes = (db: Database): AreaRoute[] => [
  {
    ...customerCall('switchVipBidding'),
    tag,
    summary: 'VIP bidding on or off for one customer: on holds 2,000,000 of available cash, off returns it.',
    querystring: querySchema({ customerId: idValue, active: { type: 'boolean' } }, ['customerId', 'active']),
    handle: async (request) => {
      const { customerId, active } = request.query as { customerId: number; active: boolean };
      return writeCustomer(db, { customerId, change: (tx, row) => vipChange(tx, request, row, active) });
    },
  },
  {
    ...customerCall('bulkVipBidding'),
    tag,
    summary: 'VIP bidding on or off for several customers, all or none: one short of cash refuses the call.',
    body: objectSchema({ ids: idList, active: { type: 'boolean' } }, ['ids', 'active']),
    handle: async (request) => {
      const { ids, active } = request.body as { ids: number[]; active: boolean };
      const answer = await vipChangeMany(db, request, ids, active);
      // Each change moves the customer's cash (held or released) with a transaction row.
      await analyzeAfterBulkWrite(db, ['customers', 'customer_transactions'], answer.updated);
      return answer;
    },
  },
  {
    ...customerCall('changeAllowBid'),
    tag,
    summary: 'Allows or blocks bidding for a customer (bidStatus allowed / blocked).',
    body: objectSchema({ customerId: idValue, allowBid: { type: 'boolean' } }, ['customerId', 'allowBid']),
    handle: async (request) => {
      const { customerId, allowBid } = request.body as { customerId: number; allowBid: boolean };
      return writeCustomer(db, {
        customerId,
        change: () => ({ bidStatus: allowBid ? bidStatuses[0] : bidStatuses[1] }),
      });
    },
  },
  {
    ...customerCall('bulkTransactions'),
    ...tranActives(db),
  },
  {
    ...customerCall('switchTransactions'),
    tag,
    summary: 'Transactions on or off for one customer.',
    body: objectSchema({ customerId: idValue, active: { type: 'boolean' } }, ['customerId', 'active']),
    handle: async (request) => {
      const { customerId, active } = request.body as { customerId: number; active: boolean };
      return writeCustomer(db, { customerId, change: () => ({ tranActive: active }) });
    },
  },
  {
    ...customerCall('changeMaxBidLink'),
    tag,
    summary: 'How many auction bid links the customer may hold at once.',
    body: objectSchema(
      { customerId: idValue, aucMaxBidLink: fieldSchema(customerField('aucMaxBidLink', { required: true })) },
      ['customerId', 'aucMaxBidLink'],
    ),
    handle: async (request) => {
      const { customerId, aucMaxBidLink } = request.body as { customerId: number; aucMaxBidLink: number };
      return writeCustomer(db, { customerId, change: () => ({ aucMaxBidLink }) });
    },
  },
];
