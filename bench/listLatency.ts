import { percentile, sideBySide, withBenchProcess } from './benchProcess';

export const listP95BudgetMs = 10;
const rows = 100_000;
const samples = 400;

/**
 * The bank catalogue grown to 100k rows; p50/p95 of a 25-row page filtered (active) and sorted
 * (by name), at changing offsets, through the real HTTP route with a real token, and of the same
 * pages read by the route's own query code straight in the server process, taken in turn: `ratio` is
 * HTTP's p50 over the direct p50.
 */
export const measureListLatency = () =>
  withBenchProcess(`bank:${rows}`, async (timedGet, server) => {
    const run = async (label: string, query: (index: number) => string) => {
      const pairs = (count: number) =>
        Array.from({ length: count }, (_, index) => ({
          path: `/api/bank/get?${query(index)}`,
          arg: query(index),
        }));
      await sideBySide(timedGet, server, 'bank', pairs(30));
      const { http, direct, ratio } = await sideBySide(timedGet, server, 'bank', pairs(samples));
      return {
        label,
        p50: percentile(http, 0.5),
        p95: percentile(http, 0.95),
        directP50: percentile(direct, 0.5),
        ratio,
      };
    };
    return [
      await run(
        'active, by name',
        (index) => `skip=${(index % 40) * 25}&take=25&active=true&sortBy=name&sortDesc=false`,
      ),
      await run(
        'active, by name, keyword',
        (index) => `skip=0&take=25&active=true&sortBy=name&sortDesc=${index % 2 === 0}&keyword=thử`,
      ),
    ];
  });
