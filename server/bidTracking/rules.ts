import { max } from 'drizzle-orm';
import {
  successfulBidDeclaration,
  trackedBidActions,
  trackedBidDeclaration,
} from '../../resources/bidTracking';
import { tableOf } from '../db/tables';
import type { Row } from '../resources/records';
import { itemPages } from './itemPages';
import { rulesFor, type ResourceRules, type WriteContext } from '../resources/rules';

/**
 * Auction bid tracking's rules (resources/bidTracking.ts). The bidding robot writes the auctions;
 * `GetBidLastTime` answers when it last placed a bid (null before its first), so staff see whether
 * it is still at work.
 */
export const trackedBidRules = rulesFor(trackedBidActions, {
  actions: {
    GetBidLastTime: async ({ tx }) => {
      const table = tableOf(trackedBidDeclaration);
      const [{ last }] = await tx.select({ last: max(table.bidTime) }).from(table);
      return { lastBidTime: last ? new Date(last as string | Date).toISOString() : null };
    },
    // `home/GetUrl`: where each marketplace's item pages are (server/bidTracking/itemPages.ts).
    itemPages: async () => itemPages,
  },
});

/** What `UpdateSuccessfulBid` may change: what the robot could not know when it won. */
const correctable = successfulBidDeclaration.fields
  .filter((field) => field.form !== false)
  .map((f) => f.source);

/**
 * A won auction's correction keeps everything the auction itself says (its product, prices, times,
 * account, customer and order) as stored, whatever the body sends back, and takes only the charges
 * and the note.
 */
const keepAuction = ({ stored, values }: WriteContext): Row => ({
  ...stored,
  ...Object.fromEntries(correctable.map((source) => [source, values[source]])),
});

export const successfulBidRules: ResourceRules = { update: { before: keepAuction } };
