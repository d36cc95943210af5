import { useStore, type SortPayload } from 'react-admin';

/**
 * The last order list the user saw (issue 12, point 6): its route, the page of ids it showed and
 * the query that produced them, so the order detail can step to the previous and next order of
 * that list, with its filters and sort, even after an action moved the open order to another stage.
 */
export interface ListTrail {
  readonly resource: string;
  readonly ids: readonly (string | number)[];
  readonly page: number;
  readonly perPage: number;
  readonly sort: SortPayload;
  readonly filter: Record<string, unknown>;
  readonly total?: number;
}

const trailKey = 'kago.listTrail';

export const useListTrail = () => useStore<ListTrail | null>(trailKey, null);
