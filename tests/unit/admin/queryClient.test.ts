import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/admin/queryClient';

/** A promise and what settles it, to hold a query in flight. */
const held = <T>() => {
  let settle!: { resolve(value: T): void; reject(error: Error): void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
};

describe('the query client', () => {
  it('counts its fetching queries as TanStack does when asked without filters', async () => {
    const client = createQueryClient();
    // Filters, even empty ones, take TanStack's own count over every query in the cache.
    const counts = () => [client.isFetching(), client.isFetching({})];
    expect(counts()).toEqual([0, 0]);

    const first = held<number>();
    const second = held<number>();
    const firstDone = client.fetchQuery({ queryKey: ['a'], queryFn: () => first.promise, retry: false });
    const secondDone = client.fetchQuery({ queryKey: ['b'], queryFn: () => second.promise, retry: false });
    expect(counts()).toEqual([2, 2]);

    first.resolve(1);
    await firstDone;
    expect(counts()).toEqual([1, 1]);

    second.reject(new Error('refused'));
    await expect(secondDone).rejects.toThrow('refused');
    expect(counts()).toEqual([0, 0]);

    // Fetching again, then removed while in flight: no longer counted.
    const again = held<number>();
    void client.fetchQuery({ queryKey: ['a'], queryFn: () => again.promise, staleTime: 0 }).catch(() => {});
    expect(counts()).toEqual([1, 1]);
    client.removeQueries({ queryKey: ['a'] });
    expect(counts()).toEqual([0, 0]);
    again.resolve(2);

    // The sign-in check stays fresh for a minute.
    expect(client.getQueryDefaults(['auth', 'checkAuth']).staleTime).toBe(60_000);
  });
});
