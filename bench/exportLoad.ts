import { percentile, withBenchProcess } from './benchProcess';

/** Issue 32's goal: cheap reads keep their p95 under this while two exports run. */
export const readsDuringExportsP95BudgetMs = 300;

/** The exports two staff start at once, by area: each is the whole list, unfiltered. */
const exportPaths = {
  customers: '/api/customer/ExportExcel',
  orders: '/api/order/ExportExcel',
} as const;
export type ExportArea = keyof typeof exportPaths;

/** A cheap read as staff make all day: a catalogue's first page. */
const cheapRead = '/api/bank/get?skip=0&take=25&sortBy=name&sortDesc=false';

/**
 * The embedded database on the full seed: the p95 of a cheap read, one after another, first alone
 * (`aloneP95`), then while two exports of `area` run at once, each read to its last byte
 * (`duringP95`, over the reads sent before both exports ended). Both in the same run, so a busy
 * machine slows both.
 */
export const measureReadsDuringExports = (area: ExportArea) =>
  withBenchProcess('', async (timedGet, { url, headers }) => {
    const reads = async (until: () => boolean) => {
      const times: number[] = [];
      while (!until()) times.push(await timedGet(cheapRead));
      return times;
    };
    // Warm the read's and the export's code paths first.
    for (let index = 0; index < 20; index += 1) await timedGet(cheapRead);
    const download = async () => {
      const response = await fetch(`${url}${exportPaths[area]}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`${exportPaths[area]} answered ${response.status}`);
      return (await response.arrayBuffer()).byteLength;
    };
    await download();
    const aloneUntil = performance.now() + 3_000;
    const alone = await reads(() => performance.now() > aloneUntil);

    let running = 2;
    const started = performance.now();
    const exports = Promise.all(
      [download(), download()].map((file) =>
        file.finally(() => {
          running -= 1;
        }),
      ),
    );
    const during = await reads(() => running === 0);
    const bytes = await exports;
    return {
      area,
      aloneP95: percentile(alone, 0.95),
      duringP50: percentile(during, 0.5),
      duringP95: percentile(during, 0.95),
      duringMax: Math.max(...during),
      reads: during.length,
      exportSeconds: (performance.now() - started) / 1000,
      fileKb: bytes[0] / 1024,
    };
  });
