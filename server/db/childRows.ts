/**
 * The rows under each of a list's records (a notification's attachments, a shipment's events, the
 * orders a package holds, a shipping order's timeline), read in one query for the whole list rather
 * than one per record, and not at all for an empty list. `read` reads the rows under the given ids;
 * `parentOf` says whose a row is. The answer gives the rows under one id, in the order `read` gave them.
 */
export const childRows = async <Child>(
  parentIds: readonly number[],
  read: (ids: number[]) => Promise<Child[]>,
  parentOf: (child: Child) => number,
): Promise<(parentId: number) => Child[]> => {
  const byParent = new Map<number, Child[]>();
  for (const child of parentIds.length ? await read([...parentIds]) : []) {
    const id = parentOf(child);
    const siblings = byParent.get(id);
    if (siblings) siblings.push(child);
    else byParent.set(id, [child]);
  }
  return (parentId) => byParent.get(parentId) ?? [];
};
