import { findDeclaration, operationPath } from '../resources/index';
import { percentile, sideBySide, withBenchProcess } from './benchProcess';

const samples = 200;

/**
 * The buying tools' and logs' lists (issue 29): the buyer configuration, the tracked auctions, the
 * won auctions, the bargains, the partner event log and the notifications, at the app's seed size
 * (5,000 auction items, 20,000 event log rows). Each: a 25-row page at changing offsets in its
 * default order, and a page filtered as its screen filters, through the real HTTP route with a real
 * token, side by side with the repository's own query straight in the server process (`declared` in
 * bench/serverProcess.ts). `ratio` is HTTP's p50 over the direct p50.
 */
const lists: readonly { name: string; filter: string }[] = [
  { name: 'buyer-config', filter: 'orderType=camera' },
  { name: 'bid-tracking', filter: 'status=bidding' },
  { name: 'successful-bids', filter: 'account=yahoo-kago01' },
  { name: 'auction-bargains', filter: 'status=pending' },
  { name: 'event-log-list', filter: 'partner=EFEX' },
  { name: 'notification', filter: 'type=email' },
];

export const measureBuyingLists = () =>
  withBenchProcess('', async (timedGet, server) => {
    const results = [];
    for (const { name, filter } of lists) {
      const declaration = findDeclaration(name)!;
      const path = operationPath(declaration, declaration.operations.list!);
      const query = (index: number) =>
        index % 2 === 0 ? `skip=${(index % 40) * 25}&take=25` : `skip=0&take=25&${filter}`;
      const pairs = (count: number) =>
        Array.from({ length: count }, (_, index) => ({
          path: `${path}?${query(index)}`,
          arg: `${name}?${query(index)}`,
        }));
      await sideBySide(timedGet, server, 'declared', pairs(20));
      const { http, direct, ratio } = await sideBySide(timedGet, server, 'declared', pairs(samples));
      results.push({
        label: name,
        p50: percentile(http, 0.5),
        p95: percentile(http, 0.95),
        directP50: percentile(direct, 0.5),
        ratio,
      });
    }
    return results;
  });
