import { shippingQueues } from '../resources/shippingQueues';
import { percentile, sideBySide, withBenchProcess } from './benchProcess';

const samples = 40;

/**
 * The operations' work queues (src/operations/WorkQueue.tsx) on the seeded shipping orders: each
 * queue's first page as its screen asks for it (25 rows, oldest send date first), through the real
 * HTTP route with a real token, and through the route's own query code straight in the server
 * process, taken in turn (`ratio`: HTTP p50 over direct p50; the issue's budget is 2x).
 */
export const measureWorkQueueLatency = () =>
  withBenchProcess('', async (timedGet, server) => {
    const queues = [];
    for (const queue of shippingQueues) {
      const path = `/api/sp-order/get?skip=0&take=25&queue=${queue}&sortBy=sendDate&sortDesc=false`;
      const pairs = (count: number) => Array.from({ length: count }, () => ({ path, arg: queue }));
      await sideBySide(timedGet, server, 'workQueue', pairs(5));
      const { http, direct, ratio } = await sideBySide(timedGet, server, 'workQueue', pairs(samples));
      queues.push({
        queue,
        p50: percentile(http, 0.5),
        p95: percentile(http, 0.95),
        directP50: percentile(direct, 0.5),
        ratio,
      });
    }
    return queues;
  });
