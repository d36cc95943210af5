/**
 * A bench server in a process of its own, as in deployment: the measuring client's own work and
 * garbage collection are then not counted as server latency. Prints its URL on stdout when ready.
 * `BENCH_GROW=bank:100000` grows the bank catalogue to that many extra rows; `BENCH_GROW=orders:100000`
 * clones the seeded orders until there are that many. `BENCH_DATABASE_URL` seeds that (empty)
 * PostgreSQL database instead of an embedded one.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { findDeclaration } from '../resources/index';
import { findOrderFamily } from '../resources/orders/index';
import { Repository } from '../server/resources/repository';
import { resourceRules } from '../server/resourceRules';
import type { Database } from '../server/db/database';
import { analyzeTables } from '../server/db/statistics';
import { orderWithTabs } from '../server/orders/orderDetail';
import { orderExportBatches } from '../server/orders/files/exportBatches';
import { listOrders } from '../server/orders/queries';
import { lateCondition, reportPage, reportRows } from '../server/reports/lateOrders';
import { purchaseReportPage, purchaseReportTotals } from '../server/reports/purchaseReport';
import { allReportCounts } from '../server/reports/rules';
import type { LateReportKey } from '../resources/lateOrderRules';
import type { PurchaseReportPreset } from '../resources/reports';
import { startBenchServer } from './benchServer';
import { exportedReport } from './reportExport';

const growBanks = async (db: Database, rows: number) => {
  await db.execute(sql`
    insert into bank (code, name, active, display_order, swift_code)
    select 'BENCH' || n, 'Ngân hàng thử ' || md5(n::text), n % 10 <> 0, n % 100, 'BNCH' || lpad((n % 10000)::text, 4, '0')
    from generate_series(1, ${rows}) as n`);
  // As the app's own bulk writes leave a table (server/db/statistics.ts): analyzed, search indexes merged.
  await analyzeTables(db, ['bank']);
};

/** The orders' columns a copy takes as they are: all but its id and its code, quoted. */
const copiedOrderColumns = async (db: Database) =>
  (
    (await db.execute(sql`
      select column_name from information_schema.columns
      where table_name = 'orders' and column_name not in ('id', 'code') order by ordinal_position`)) as unknown as {
      rows: { column_name: string }[];
    }
  ).rows.map(({ column_name }) => `"${column_name}"`);

/** Copies of the seeded orders under new codes (every other column as seeded), up to `rows`. */
const growOrders = async (db: Database, rows: number) => {
  const columns = await copiedOrderColumns(db);
  const [{ seeded }] = (
    (await db.execute(sql`select count(*)::int as seeded from orders`)) as unknown as {
      rows: { seeded: number }[];
    }
  ).rows;
  const copies = Math.ceil(rows / seeded) - 1;
  const list = columns.join(', ');
  await db.execute(
    sql.raw(`
      insert into orders (code, ${list})
      select code || '-C' || copy, ${list}
      from orders cross join generate_series(1, ${copies}) as copy`),
  );
  await analyzeTables(db, ['orders']);
};

/**
 * The orders of the report the export bench writes (bench/reportExport.ts) copied (every column but
 * the code as seeded, so each copy breaks the rule as its original does) until it lists `rows`.
 */
const growReportOrders = async (db: Database, rows: number) => {
  const columns = await copiedOrderColumns(db);
  const late = lateCondition(exportedReport, new Date());
  const [{ listed }] = (
    (await db.execute(sql`select count(*)::int as listed from orders where ${late}`)) as unknown as {
      rows: { listed: number }[];
    }
  ).rows;
  const list = sql.raw(columns.join(', '));
  await db.execute(sql`
    insert into orders (code, ${list})
    select code || '-R' || copy, ${list}
    from orders cross join generate_series(1, ${Math.ceil(rows / listed)}::int) as copy
    where ${late} limit ${rows - listed}`);
  await analyzeTables(db, ['orders']);
};

/** Rows written by exceljs's streaming writer alone, unstyled, to nowhere: what an export's file costs. */
const writePlainly = async (name: string, batches: AsyncIterable<readonly object[]>) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(name);
  for await (const batch of batches) for (const row of batch) sheet.addRow(Object.values(row)).commit();
  sheet.commit();
  await workbook.commit();
};

const [table, rows] = (process.env.BENCH_GROW ?? '').split(':');
const grow = { bank: growBanks, orders: growOrders, reportOrders: growReportOrders }[table];
const server = await startBenchServer(async ({ db }) => grow?.(db, Number(rows)), {
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
});
process.stdout.write(`${server.url}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));

/**
 * Direct measures asked by the bench (bench/benchProcess.ts) over the IPC channel: the same query
 * code the routes call, straight on this process's database (no HTTP, no token, no JSON), so that
 * the bench can print what the HTTP layer adds. Each answer is the list of times in ms.
 */
const direct: Record<string, (arg: string) => Promise<unknown>> = {
  bank: (query) => {
    const values = new URLSearchParams(query);
    return new Repository(findDeclaration('bank')!, server.database.db).list({
      keyword: values.get('keyword') ?? undefined,
      filters: { active: values.has('active') ? values.get('active') === 'true' : undefined },
      sortBy: values.get('sortBy') ?? undefined,
      sortDesc: values.get('sortDesc') === 'true',
      limit: Number(values.get('take') ?? 25),
      offset: Number(values.get('skip') ?? 0),
    });
  },
  /**
   * A declared list's page (`<resource>?<query>`): its filters, sort and paging as its route reads
   * them, through the same repository.
   */
  declared: (arg) => {
    const [name, query] = arg.split('?');
    const values = new URLSearchParams(query);
    const paging = ['skip', 'take', 'sortBy', 'sortDesc', 'keyword'];
    // A table its area owns (the notifications') is handed over by its rules, as the route has it.
    const repository = new Repository(findDeclaration(name)!, server.database.db, resourceRules[name]?.table);
    return repository.list({
      keyword: values.get('keyword') ?? undefined,
      filters: Object.fromEntries([...values].filter(([key]) => !paging.includes(key))),
      sortBy: values.get('sortBy') ?? undefined,
      sortDesc: values.get('sortDesc') === 'true',
      limit: Number(values.get('take') ?? 25),
      offset: Number(values.get('skip') ?? 0),
    });
  },
  /** A work queue's first page, as the shipping orders' list route reads it. */
  workQueue: (queue) =>
    new Repository(findDeclaration('management-order')!, server.database.db).list({
      filters: { queue },
      sortBy: 'sendDate',
      sortDesc: false,
      limit: 25,
      offset: 0,
    }),
  familyPage: (path) => listOrders(server.database.db, findOrderFamily(path)!, { skip: 0, take: 25 }),
  orderDetail: (id) => orderWithTabs(server.database.db, 'id', Number(id)),
  /** A late-order report's first page and the counts of all four, as their routes read them. */
  reportPage: (report) =>
    reportPage(server.database.db, report as LateReportKey, { skip: 0, take: 25 }, new Date()),
  reportCounts: () => allReportCounts(server.database.db, {}, new Date()),
  /** The purchase report's first page and its totals, in a preset, as their routes read them. */
  purchasePage: (preset) =>
    purchaseReportPage(server.database.db, { preset: preset as PurchaseReportPreset, skip: 0, take: 25 }),
  purchaseTotals: (preset) =>
    purchaseReportTotals(server.database.db, { preset: preset as PurchaseReportPreset }),
  /** The base family's rows as the export reads them, written by exceljs's streaming writer, unstyled. */
  plainExport: () =>
    writePlainly('orders', orderExportBatches(server.database.db, findOrderFamily('order')!, {})),
  /** The exported report's rows in the export's batches, written by exceljs's streaming writer, unstyled. */
  plainReportExport: () =>
    writePlainly(
      'report',
      (async function* () {
        const now = new Date();
        for (let offset = 0; ; offset += 1_000) {
          const batch = await reportRows(server.database.db, exportedReport, {}, now, 1_000, offset);
          yield batch;
          if (batch.length < 1_000) break;
        }
      })(),
    ),
};

process.on('message', (message: { id: number; kind: string; args: string[] }) => {
  void (async () => {
    const times: number[] = [];
    for (const arg of message.args) {
      const started = performance.now();
      await direct[message.kind](arg);
      times.push(performance.now() - started);
    }
    process.send?.({ id: message.id, times });
  })();
});
