import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';

/** Lists that change rarely (levels, countries, device types): read once while the screen lives. */
const readStaleTime = 5 * 60_000;

/**
 * A read-only action of a resource's action table (`places: []`, `right: 'read'`), sent through the
 * generic provider's `callAction` with its values and cached under `[resource, read, inputs]`: an
 * input's options (`optionsFrom`, ActionOptionsInput) and a screen's lookups of the same read share
 * one call. `enabled: false` waits (a cascade's level with nothing chosen above it).
 */
export const useDeclaredRead = <T>(
  resource: string,
  read: string,
  inputs: Record<string, unknown> = {},
  enabled = true,
) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  return useQuery({
    queryKey: [resource, read, inputs],
    queryFn: async () => (await dataProvider.callAction<T>(resource, read, { inputs })).data,
    staleTime: readStaleTime,
    enabled,
  });
};
