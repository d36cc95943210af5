import { orderApiFamilies } from '../resources/orders/index';
import { percentile, withBenchProcess } from './benchProcess';

export const orderP95BudgetMs = 50;
const orders = 100_000;
const samplesPerFamily = 20;

/**
 * Orders grown to 100k: p95 of every family's first page (25 rows, its default order) and of the
 * detail call, through the real HTTP routes with a real token.
 */
export const measureOrderLatency = () =>
  withBenchProcess(`orders:${orders}`, async (timedGet) => {
    const families = [];
    for (const family of orderApiFamilies) {
      const page = `/api/${family.path}/${family.listAction}?skip=0&take=25`;
      for (let warm = 0; warm < 3; warm += 1) await timedGet(page);
      const times: number[] = [];
      for (let sample = 0; sample < samplesPerFamily; sample += 1) times.push(await timedGet(page));
      families.push({ family: family.path, p95: percentile(times, 0.95) });
    }
    const detail: number[] = [];
    for (let sample = 0; sample < 200; sample += 1) {
      detail.push(await timedGet(`/api/order/getorder?id=${((sample * 97) % 20_000) + 1}`));
    }
    families.sort((a, b) => b.p95 - a.p95);
    return { families, detailP50: percentile(detail, 0.5), detailP95: percentile(detail, 0.95) };
  });
