import { measureBuyingLists } from './buyingLatency';
import { measureReadsDuringExports, readsDuringExportsP95BudgetMs } from './exportLoad';
import { firstLoadGoalKb, measureFirstLoad } from './firstLoad';
import { listP95BudgetMs, measureListLatency } from './listLatency';
import { measureOrderExport, orderExportBudget } from './orderExport';
import { measureOrderLatency, orderP95BudgetMs } from './orderLatency';
import { measureReportExport } from './reportExport';
import { measureReportLatency } from './reportLatency';
import { measureWorkQueueLatency } from './workQueueLatency';

/**
 * `npm run bench`: prints each figure against its budget; exits non-zero when one is over.
 * `npm run bench -- lists orders` measures only those parts (of: load, lists, buying, orders, reports, queues,
 * export, reportexport, exportload), and
 * `BENCH_FAMILIES=OrderPurchase,order` only those order families.
 */
const parts = [
  'load',
  'lists',
  'buying',
  'orders',
  'reports',
  'queues',
  'export',
  'reportexport',
  'exportload',
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((part) => !parts.includes(part));
if (unknown.length > 0)
  throw new Error(`unknown bench part ${unknown.join(', ')}: one of ${parts.join(', ')}`);
const measures = (part: string) => chosen.length === 0 || chosen.includes(part);
let over = 0;
const report = (label: string, value: number, budget: number, unit: string) => {
  const ok = value <= budget;
  if (!ok) over += 1;
  console.info(`${ok ? 'ok  ' : 'OVER'} ${label}: ${value.toFixed(1)} ${unit} (budget ${budget} ${unit})`);
};

if (measures('load')) {
  const load = await measureFirstLoad();
  console.info(
    `first load: sign-in page ${load.signInKb.toFixed(1)} kB + dashboard ${load.dashboardKb.toFixed(1)} kB gzip, ${load.files} scripts, landed on ${load.landedOn}`,
  );
  report('first-load JS, sign-in + dashboard (gzip)', load.totalKb, firstLoadGoalKb, 'kB');
  report('sign-in page JS (gzip)', load.signInKb, 100, 'kB');
}

/** HTTP against the same query straight on the database, in the same run. */
const httpOverDirectBudget = 2;
/** The server's export against exceljs's streaming writer on the same rows. */
const exportOverWriterBudget = 1.5;

if (measures('lists'))
  for (const { label, p50, p95, directP50, ratio } of await measureListLatency()) {
    console.info(
      `list 25 of 100k (${label}): p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms; direct p50 ${directP50.toFixed(2)} ms`,
    );
    report(`list p95 (${label})`, p95, listP95BudgetMs, 'ms');
    report(`list HTTP / direct, p50 (${label})`, ratio, httpOverDirectBudget, 'x');
  }
if (measures('buying'))
  for (const { label, p50, p95, directP50, ratio } of await measureBuyingLists()) {
    console.info(
      `list 25 (${label}, app seed): p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms; direct p50 ${directP50.toFixed(2)} ms`,
    );
    report(`list HTTP / direct, p50 (${label})`, ratio, httpOverDirectBudget, 'x');
  }
if (measures('orders')) {
  const orders = await measureOrderLatency(process.env.BENCH_FAMILIES?.split(','));
  const [slowest] = orders.families;
  const median = orders.families[Math.floor(orders.families.length / 2)];
  console.info(
    `orders (100k), first page of each of ${orders.families.length} families: p95 median ${median.p95.toFixed(2)} ms, slowest ${slowest.family} ${slowest.p95.toFixed(2)} ms`,
  );
  console.info(
    `order detail (getorder): p50 ${orders.detailP50.toFixed(2)} ms, p95 ${orders.detailP95.toFixed(2)} ms`,
  );
  report(`slowest family first page p95 (${slowest.family})`, slowest.p95, orderP95BudgetMs, 'ms');
  report('order detail p95', orders.detailP95, orderP95BudgetMs, 'ms');
  for (const family of orders.families)
    console.info(
      `  ${family.family}: p95 ${family.p95.toFixed(2)} ms, HTTP / direct p50 ${family.ratio.toFixed(2)}x`,
    );
  const [worstRatio] = [...orders.families].sort((a, b) => b.ratio - a.ratio);
  report(
    `family first page HTTP / direct, p50, worst (${worstRatio.family})`,
    worstRatio.ratio,
    httpOverDirectBudget,
    'x',
  );
  report('order detail HTTP / direct, p50', orders.detailRatio, httpOverDirectBudget, 'x');
}

if (measures('queues'))
  for (const { queue, p50, p95, directP50, ratio } of await measureWorkQueueLatency()) {
    console.info(
      `work queue ${queue}, first page: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms; direct p50 ${directP50.toFixed(2)} ms`,
    );
    report(`work queue HTTP / direct, p50 (${queue})`, ratio, httpOverDirectBudget, 'x');
  }

if (measures('reports'))
  for (const { label, p50, p95, directP50, ratio } of await measureReportLatency()) {
    console.info(
      `late-order report (100k orders), ${label}: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms; direct p50 ${directP50.toFixed(2)} ms`,
    );
    report(`report HTTP / direct, p50 (${label})`, ratio, httpOverDirectBudget, 'x');
  }

if (measures('export')) {
  const exported = await measureOrderExport();
  console.info(
    `order export (order/ExportExcel, no filter): ${exported.rows} rows, ${exported.fileMb.toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; server RSS ${exported.baselineMb.toFixed(0)} MB before, peak ${exported.peakMb.toFixed(0)} MB`,
  );
  report('order export of 100k rows, time', exported.seconds, orderExportBudget.seconds, 's');
  report(
    'order export of 100k rows, server peak RSS growth',
    exported.growthMb,
    orderExportBudget.rssGrowthMb,
    'MB',
  );
  console.info(
    `exceljs streaming writer alone on the same rows: ${exported.plainSeconds.toFixed(1)} s, peak RSS growth ${exported.plainGrowthMb.toFixed(0)} MB`,
  );
  report('order export / exceljs streaming writer, time', exported.ratio, exportOverWriterBudget, 'x');
}

if (measures('reportexport')) {
  const exported = await measureReportExport();
  console.info(
    `report export (${exported.report}/ExportExcel, no filter): ${exported.rows} rows, ${exported.fileMb.toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; exceljs streaming writer alone on the same rows ${exported.plainSeconds.toFixed(1)} s`,
  );
  report('report export / exceljs streaming writer, time', exported.ratio, exportOverWriterBudget, 'x');
}

if (measures('exportload'))
  for (const area of ['customers', 'orders'] as const) {
    const load = await measureReadsDuringExports(area);
    console.info(
      `cheap reads (bank page) during two ${area} exports at once (${load.fileKb.toFixed(0)} kB each, ${load.exportSeconds.toFixed(1)} s): ` +
        `${load.reads} reads, p50 ${load.duringP50.toFixed(0)} ms, p95 ${load.duringP95.toFixed(0)} ms, max ${load.duringMax.toFixed(0)} ms; alone p95 ${load.aloneP95.toFixed(0)} ms`,
    );
    report(`cheap read p95 during two ${area} exports`, load.duringP95, readsDuringExportsP95BudgetMs, 'ms');
  }

process.exit(over === 0 ? 0 : 1);
