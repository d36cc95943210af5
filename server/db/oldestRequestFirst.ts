import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite is one connection: every query waits its turn, and PGlite's own turn-taking is first come,
 * first served per QUERY. A request that needs several queries one after another (a list: its page
 * and its total; the order detail: the order, then its tabs) goes back to the end of the line for
 * each, behind every request that arrived meanwhile: under load the requests with the most steps
 * wait many times longer than the others, and a burst of new requests starves the old ones.
 * Here the turn goes to the query of the OLDEST request: a request that has started finishes before
 * later ones take the connection, so every request waits about as long as the work queued before it.
 */

const requestStart = new AsyncLocalStorage<number>();

/** Runs `work` (a request's handling) so that its queries rank by `startedAt`. */
export const asRequestStartedAt = <T>(startedAt: number, work: () => T): T =>
  requestStart.run(startedAt, work);

interface Turn {
  rank: number;
  sequence: number;
  start(): void;
}

/** A one-at-a-time queue that serves the lowest rank first (arrival order among equals). */
export const rankedQueue = () => {
  const waiting: Turn[] = [];
  let busy = false;
  let sequence = 0;
  const next = () => {
    if (busy) return;
    const turn = waiting.shift();
    if (!turn) return;
    busy = true;
    turn.start();
  };
  return {
    /** Runs `work` when its turn comes: no other work of this queue runs until it settles. */
    run<T>(rank: number, work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const turn: Turn = {
          rank,
          sequence: sequence++,
          start: () => {
            work()
              .then(resolve, reject)
              .finally(() => {
                busy = false;
                next();
              });
          },
        };
        // Binary search for the first waiting turn ranked after this one.
        let low = 0;
        let high = waiting.length;
        while (low < high) {
          const middle = (low + high) >> 1;
          if (waiting[middle].rank <= rank) low = middle + 1;
          else high = middle;
        }
        waiting.splice(low, 0, turn);
        next();
      });
    },
    get waiting() {
      return waiting.length;
    },
  };
};

/** The methods that take PGlite's connection: each call (a whole transaction for `transaction`) is one turn. */
const exclusiveMethods = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction']);

/**
 * The same PGlite, whose connection goes to the oldest request's query first (see above). Work
 * outside a request (the seed, the statistics timer) ranks by when it asked. A query made inside a
 * transaction goes through the transaction's own handle, as PGlite requires, not through here.
 */
export const oldestRequestFirst = (pglite: PGlite): PGlite => {
  const queue = rankedQueue();
  return new Proxy(pglite, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!exclusiveMethods.has(property)) return method;
      return (...args: unknown[]) =>
        queue.run(requestStart.getStore() ?? performance.now(), async () => method(...args));
    },
  });
};
