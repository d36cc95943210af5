import { orderApiFamilies } from '../resources/orders/index';
import { percentile, sideBySide, withBenchProcess } from './benchProcess';

export const orderP95BudgetMs = 50;
const orders = 100_000;
const samplesPerFamily = 20;

/**
 * Orders grown to 100k: p95 of every family's first page (25 rows, its default order) and of the
 * detail call, through the real HTTP routes with a real token; and p50 of both through HTTP and
 * through the routes' own query code straight in the server process, taken in turn (`ratio`: HTTP
 * over direct).
 * `only`: just these families (by path).
 */
export const measureOrderLatency = (only?: string[]) =>
  withBenchProcess(`orders:${orders}`, async (timedGet, server) => {
    const families = [];
    for (const family of orderApiFamilies.filter(({ path }) => !only || only.includes(path))) {
      const pairs = (count: number) =>
        Array.from({ length: count }, () => ({
          path: `/api/${family.path}/${family.listAction}?skip=0&take=25`,
          arg: family.path,
        }));
      await sideBySide(timedGet, server, 'familyPage', pairs(3));
      const { http, ratio } = await sideBySide(timedGet, server, 'familyPage', pairs(samplesPerFamily));
      families.push({ family: family.path, p95: percentile(http, 0.95), ratio });
    }
    const ids = Array.from({ length: 200 }, (_, sample) => String(((sample * 97) % 20_000) + 1));
    const detail = await sideBySide(
      timedGet,
      server,
      'orderDetail',
      ids.map((id) => ({ path: `/api/order/getorder?id=${id}`, arg: id })),
    );
    families.sort((a, b) => b.p95 - a.p95);
    return {
      families,
      detailP50: percentile(detail.http, 0.5),
      detailP95: percentile(detail.http, 0.95),
      detailRatio: detail.ratio,
    };
  });
