import { describe, expect, it } from 'vitest';
import { childRows } from '../../../server/db/childRows';

describe('childRows', () => {
  it('reads the rows under every id in one call and gives each id its own, in the order read', async () => {
    const calls: number[][] = [];
    const rowsOf = await childRows(
      [1, 2, 3],
      async (ids) => {
        calls.push(ids);
        return [
          { parent: 2, name: 'b1' },
          { parent: 1, name: 'a1' },
          { parent: 2, name: 'b2' },
        ];
      },
      (row) => row.parent,
    );
    expect(calls).toEqual([[1, 2, 3]]);
    expect(rowsOf(1).map((row) => row.name)).toEqual(['a1']);
    expect(rowsOf(2).map((row) => row.name)).toEqual(['b1', 'b2']);
    expect(rowsOf(3)).toEqual([]);
  });

  it('reads nothing for no ids', async () => {
    let called = false;
    const rowsOf = await childRows(
      [],
      async () => {
        called = true;
        return [];
      },
      () => 0,
    );
    expect(called).toBe(false);
    expect(rowsOf(1)).toEqual([]);
  });
});
