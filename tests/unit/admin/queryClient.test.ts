import { QueryCache } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
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

  it('finds a query by its exact key as TanStack does, and leaves every other search to TanStack', async () => {
    const client = createQueryClient();
    const cache = client.getQueryCache();
    const keys = [
      ['orders', 'getOne', { id: '7', meta: undefined }],
      // The same key with its object's fields in another order: TanStack hashes them sorted.
      ['orders', 'getOne', { meta: undefined, id: '7' }],
      ['orders', 'getMany', { ids: ['7', '8'] }],
      ['customers', 'getOne', { id: '7' }],
    ];
    await client.fetchQuery({ queryKey: keys[0], queryFn: () => 'order 7' });
    await client.fetchQuery({ queryKey: keys[2], queryFn: () => ['order 7', 'order 8'] });
    const searches = [
      ...keys.map((queryKey) => ({ queryKey, exact: true })),
      { queryKey: keys[0], exact: true, fetchStatus: 'fetching' as const },
      { queryKey: keys[0], exact: true, stale: true },
      { queryKey: ['orders'] },
      { queryKey: ['orders', 'getMany'], exact: false },
    ];
    // TanStack's own search over every query, on the same queries.
    const tanstack = {
      find: (filters: (typeof searches)[number]) => QueryCache.prototype.find.call(cache, filters),
    };
    const found = searches.map((filters) => cache.find(filters)?.queryHash ?? null);
    expect(found).toEqual(searches.map((filters) => tanstack.find(filters)?.queryHash ?? null));
    expect(found.slice(0, 4).map((hash) => hash !== null)).toEqual([true, true, true, false]);
    // By its table: no pass over every query.
    const everyQuery = vi.spyOn(cache, 'getAll');
    expect(cache.find({ queryKey: keys[0], exact: true })?.state.data).toBe('order 7');
    expect(everyQuery).not.toHaveBeenCalled();
  });
});
