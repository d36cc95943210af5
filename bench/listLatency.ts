import { percentile, withBenchProcess } from './benchProcess';

export const listP95BudgetMs = 10;
const rows = 100_000;
const samples = 400;

/**
 * The bank catalogue grown to 100k rows; p50/p95 of a 25-row page filtered (active) and sorted
 * (by name), at changing offsets, through the real HTTP route with a real token.
 */
export const measureListLatency = () =>
  withBenchProcess(`bank:${rows}`, async (timedGet) => {
    const run = async (label: string, query: (index: number) => string) => {
      for (let index = 0; index < 30; index += 1) await timedGet(`/api/bank/get?${query(index)}`);
      const times: number[] = [];
      for (let index = 0; index < samples; index += 1)
        times.push(await timedGet(`/api/bank/get?${query(index)}`));
      return { label, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
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
