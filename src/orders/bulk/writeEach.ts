import type { Identifier } from 'react-admin';

/** An order of a bulk write that was not changed, and why (in the user's language). */
export interface BulkFailure<Id extends Identifier = Identifier> {
  id: Id;
  code: string;
  reason: string;
}

/**
 * One write applied to each chosen order in turn, never two at once: each call is the order's own
 * write (locked, checked against the version the user saw, logged), so every order succeeds or
 * fails on its own, the progress shown is the truth, and a large selection does not flood the
 * server. A failure is noted with its reason and the next order goes on.
 */
export const writeEach = async <T extends { id: Identifier; code: string }>(
  orders: readonly T[],
  write: (order: T) => Promise<unknown>,
  reasonOf: (error: unknown) => string,
  onProgress: (done: number) => void,
): Promise<BulkFailure<T['id']>[]> => {
  const failures: BulkFailure<T['id']>[] = [];
  for (const [index, order] of orders.entries()) {
    try {
      await write(order);
    } catch (error) {
      failures.push({ id: order.id, code: order.code, reason: reasonOf(error) });
    }
    onProgress(index + 1);
  }
  return failures;
};
