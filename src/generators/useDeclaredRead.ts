import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';

/** Lists that change rarely (levels, countries, device types): read once while the screen lives. */
const readStaleTime = 5 * 60_000;

/**
 * A read-only action of a resource's action table (`places: []`, `right: 'read'`), sent through the
 * generic provider's `callAction` with its values and cached under `[resource, read, inputs]` and the
 * interface language (the server names some things in it, countries for one): an input's options
 * (`optionsFrom`, ActionOptionsInput) and a screen's lookups of the same read share one call.
 * `enabled: false` waits (a cascade's level with nothing chosen above it).
 */
export const useDeclaredRead = <T>(
  resource: string,
  read: string,
  inputs: Record<string, unknown> = {},
  enabled = true,
) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: [resource, read, inputs, locale],
    queryFn: async () => (await dataProvider.callAction<T>(resource, read, { inputs })).data,
    staleTime: readStaleTime,
    enabled,
  });
};
