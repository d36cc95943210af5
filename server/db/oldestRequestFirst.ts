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

/**
 * A one-at-a-time queue that serves the lowest rank first (arrival order among equals). Each turn
 * starts from the event loop (`setImmediate`), never straight from the call or the turn before: the
 * engine runs a query without giving the loop back, so turns that followed one another at once
 * served every request read in one poll of the sockets before any that came meanwhile was even
 * read. Under 200 clients the server then went round its connections in their order, one request
 * each, and a request that came just after its connection's turn waited two rounds (3 s, where
 * the others waited 1.5 s). Started from the loop, the requests that came during a query are
 * read, and ranked, before the next query starts.
 */
export const rankedQueue = () => {
  const waiting: Turn[] = [];
  let busy = false;
  let scheduled = false;
  let sequence = 0;
  const next = () => {
    scheduled = false;
    if (busy) return;
    const turn = waiting.shift();
    if (!turn) return;
    busy = true;
    turn.start();
  };
  const schedule = () => {
    if (scheduled || busy || waiting.length === 0) return;
    scheduled = true;
    setImmediate(next);
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
                schedule();
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
        schedule();
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
