import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequestStartedAt, oldestRequestFirst, rankedQueue } from '../../server/db/oldestRequestFirst';
import { openPgliteCopy } from '../support/testServer';

/** Two requests of three queries each, the later one first in line: who gets the connection when. */
const interleaving = async (client: PGlite) => {
  const served: string[] = [];
  const request = (name: string, startedAt: number) =>
    asRequestStartedAt(startedAt, async () => {
      for (let step = 0; step < 3; step += 1) {
        await client.query('select $1::int as step', [step]);
        served.push(name);
      }
    });
  await Promise.all([request('later', 2), request('older', 1)]);
  return served.join(' ');
};

describe('the PGlite connection under several requests', () => {
  let pglite: PGlite;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ pglite, close } = await openPgliteCopy());
  });
  afterAll(() => close?.());

  it('goes query by query in arrival order on its own: each step of a request waits behind every other', async () => {
    expect(await interleaving(pglite)).toBe('later older later older later older');
  });

  it("goes to the oldest request's next query first: a started request finishes before a later one goes on", async () => {
    // The later request asked first, but no query starts before the event loop has had its turn
    // (rankedQueue, below): by then the older request has asked too, and goes first.
    expect(await interleaving(oldestRequestFirst(pglite))).toBe('older older older later later later');
  });

  it('keeps a transaction one turn, and answers as PGlite does', async () => {
    const client = oldestRequestFirst(pglite);
    const answer = await client.transaction(
      async (tx) => (await tx.query<{ one: number }>('select 1 as one')).rows,
    );
    expect(answer).toEqual([{ one: 1 }]);
    await expect(client.query('select * from nowhere')).rejects.toThrow(/nowhere/);
    expect(client).toBeInstanceOf(PGlite);
  });
});

describe('rankedQueue', () => {
  it('serves the lowest rank first once the running work is done, equals in arrival order', async () => {
    const queue = rankedQueue();
    const order: string[] = [];
    let release!: () => void;
    const running = queue.run(5, () =>
      new Promise<void>((resolve) => (release = resolve)).then(() => order.push('5')),
    );
    // It starts once the event loop has had its turn.
    await new Promise(setImmediate);
    expect(release).toBeDefined();
    const waiting = [
      queue.run(3, async () => order.push('3')),
      queue.run(1, async () => order.push('1a')),
      queue.run(2, async () => order.push('2')),
      queue.run(1, async () => order.push('1b')),
    ];
    expect(queue.waiting).toBe(4);
    release();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual(['5', '1a', '1b', '2', '3']);
  });

  it('starts no work straight from the call: what arrives before the event loop turns is ranked with it', async () => {
    const queue = rankedQueue();
    const order: string[] = [];
    const later = queue.run(2, async () => order.push('later'));
    const older = queue.run(1, async () => order.push('older'));
    expect(order).toEqual([]);
    await Promise.all([later, older]);
    expect(order).toEqual(['older', 'later']);
  });

  it('passes a failure to its caller and goes on with the next', async () => {
    const queue = rankedQueue();
    const failed = queue.run(1, async () => {
      throw new Error('broken');
    });
    const next = queue.run(2, async () => 'next');
    await expect(failed).rejects.toThrow('broken');
    await expect(next).resolves.toBe('next');
  });
});
