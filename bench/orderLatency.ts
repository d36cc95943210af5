import { orderApiFamilies } from '../resources/orders/index';
import { percentile, withBenchProcess } from './benchProcess';

export const orderP95BudgetMs = 50;
const orders = 100_000;
const samplesPerFamily = 20;

/**
 * Orders grown to 100k: p95 of every family's first page (25 rows, its default order) and of the
 * detail call, through the real HTTP routes with a real token; and p50 of both through HTTP and
 * through the routes' own query code straight in the server process (`ratio`: HTTP over direct).
 * `only`: just these families (by path).
 */
export const measureOrderLatency = (only?: string[]) =>
  withBenchProcess(`orders:${orders}`, async (timedGet, server) => {
    const families = [];
    for (const family of orderApiFamilies.filter(({ path }) => !only || only.includes(path))) {
      const page = `/api/${family.path}/${family.listAction}?skip=0&take=25`;
      for (let warm = 0; warm < 3; warm += 1) await timedGet(page);
      const times: number[] = [];
      for (let sample = 0; sample < samplesPerFamily; sample += 1) times.push(await timedGet(page));
      await server.direct('familyPage', [family.path, family.path, family.path]);
      const direct = await server.direct('familyPage', Array(samplesPerFamily).fill(family.path));
      families.push({
        family: family.path,
        p95: percentile(times, 0.95),
        ratio: percentile(times, 0.5) / percentile(direct, 0.5),
      });
    }
    const ids = Array.from({ length: 200 }, (_, sample) => String(((sample * 97) % 20_000) + 1));
    const detail: number[] = [];
    for (const id of ids) detail.push(await timedGet(`/api/order/getorder?id=${id}`));
    const detailDirect = await server.direct('orderDetail', ids);
    families.sort((a, b) => b.p95 - a.p95);
    return {
      families,
      detailP50: percentile(detail, 0.5),
      detailP95: percentile(detail, 0.95),
      detailRatio: percentile(detail, 0.5) / percentile(detailDirect, 0.5),
    };
  });
