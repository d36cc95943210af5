import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { readSession } from '../../../authProvider/session';
import type { MenuCalls } from '../../../dataProvider/menu';

// The server counts at most every 30 s (server/menu/badges.ts): asking more often shows nothing new.
const badgeRefreshMs = 60_000;

/**
 * Orders waiting for work per order group (`GET /api/Menu/GetMenuBadges`), refreshed every minute.
 * A failed call shows no badges: they are a guide, and the lists themselves are the truth. The
 * business's own master API may lack the call.
 */
export const useMenuBadges = (): Readonly<Record<string, number>> => {
  const dataProvider = useDataProvider<DataProvider & MenuCalls>();
  const subject = readSession()?.subject ?? null;
  const query = useQuery({
    queryKey: ['kago.menuBadges', subject],
    queryFn: async ({ signal }) => (await dataProvider.getMenuBadges({ signal })).data,
    staleTime: badgeRefreshMs,
    refetchInterval: badgeRefreshMs,
    // A data provider without the call (it is the reference server's, not the call catalogue's)
    // shows no badges rather than failing.
    enabled: 'getMenuBadges' in dataProvider,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return query.data ?? {};
};
