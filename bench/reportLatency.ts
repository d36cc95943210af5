import { lateOrderRules, lateReportKeys } from '../resources/lateOrderRules';
import { percentile, sideBySide, withBenchProcess } from './benchProcess';

const orders = 100_000;
const samples = 20;

/**
 * The reports (resources/reports.ts) at 100k orders: each late-order report's first page (25 rows,
 * oldest first), the counts of all four (`GetCountAllReportTracking`), and the purchase report's
 * first page and totals in each preset, through the real HTTP
 * routes with a real token, and p50 of both through HTTP and through the rules' own query code
 * straight in the server process, taken in turn (`ratio`: HTTP over direct).
 */
export const measureReportLatency = () =>
  withBenchProcess(`orders:${orders}`, async (timedGet, server) => {
    const measured = async (kind: string, path: string, arg: string) => {
      const pairs = (count: number) => Array.from({ length: count }, () => ({ path, arg }));
      await sideBySide(timedGet, server, kind, pairs(3));
      const { http, direct, ratio } = await sideBySide(timedGet, server, kind, pairs(samples));
      return {
        p50: percentile(http, 0.5),
        p95: percentile(http, 0.95),
        directP50: percentile(direct, 0.5),
        ratio,
      };
    };
    const reports = [];
    for (const key of lateReportKeys) {
      const { path } = lateOrderRules[key];
      reports.push({
        label: `${path} first page`,
        ...(await measured('reportPage', `/api/${path}/GetListOrdersReportTracking?skip=0&take=25`, key)),
      });
    }
    reports.push({
      label: 'GetCountAllReportTracking (all four)',
      ...(await measured(
        'reportCounts',
        `/api/${lateOrderRules.tracking.path}/GetCountAllReportTracking`,
        '',
      )),
    });
    // The purchase report (OrderReport) in each preset: its first page and its totals row.
    for (const preset of ['purchase', 'purchased']) {
      reports.push({
        label: `OrderReport getorders (${preset}) first page`,
        ...(await measured(
          'purchasePage',
          `/api/OrderReport/getorders?skip=0&take=25&preset=${preset}`,
          preset,
        )),
      });
      reports.push({
        label: `OrderReport SumOrderPurchasedReportTotalServiceFee (${preset})`,
        ...(await measured(
          'purchaseTotals',
          `/api/OrderReport/SumOrderPurchasedReportTotalServiceFee?preset=${preset}`,
          preset,
        )),
      });
    }
    return reports;
  });
