import { lateOrderRules, type LateReportKey } from '../resources/lateOrderRules';
import { withBenchProcess } from './benchProcess';
import { countRows } from './orderExport';

/** The late-order report whose export is measured; bench/serverProcess.ts grows its orders. */
export const exportedReport: LateReportKey = 'slowBuy';
const reportRows = 100_000;

/**
 * A late-order report grown to 100k rows (its orders copied, bench/serverProcess.ts): its whole
 * `ExportExcel` through HTTP, timed to the last byte, against the same rows in the export's batches
 * written by exceljs's streaming writer alone in the server process (`ratio`: the export's time
 * over that one). Each is taken twice, in turn, and the better time of each kept: on a shared
 * machine one slow pass says more about the neighbours than about the export.
 */
export const measureReportExport = () =>
  withBenchProcess(`reportOrders:${reportRows}`, async (_timedGet, { url, headers, direct }) => {
    const exportFile = async (body: object) => {
      const response = await fetch(`${url}/api/${lateOrderRules[exportedReport].path}/ExportExcel`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`ExportExcel answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    };
    // A small export first, so that the code paths are loaded before the measure.
    await exportFile({ keyword: 'KG00001' });
    const httpTimes: number[] = [];
    const plainTimes: number[] = [];
    let file = Buffer.alloc(0);
    for (let pass = 0; pass < 2; pass += 1) {
      const started = performance.now();
      file = await exportFile({});
      httpTimes.push(performance.now() - started);
      plainTimes.push(...(await direct('plainReportExport', [''])));
    }
    const seconds = Math.min(...httpTimes) / 1000;
    const plainSeconds = Math.min(...plainTimes) / 1000;
    return {
      report: lateOrderRules[exportedReport].path,
      rows: (await countRows(file)) - 1,
      fileMb: file.length / 1024 / 1024,
      seconds,
      plainSeconds,
      ratio: seconds / plainSeconds,
    };
  });
