import { useEffect, useState } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';

/** The data provider's extra call for a new record's defaults (`GET /api/<path>/create`). */
interface CreateDefaultsProvider extends DataProvider {
  getCreateDefaults: (resource: string) => Promise<{ data: Record<string, unknown> }>;
}

type CreateDefaultsState =
  | { status: 'loading' }
  | { status: 'ready'; defaults: Record<string, unknown> }
  | { status: 'failed'; error: unknown };

/** A new record's initial values as the server serves them, fetched each time the form opens. */
export const useCreateDefaults = (resource: string): CreateDefaultsState => {
  const dataProvider = useDataProvider<CreateDefaultsProvider>();
  const [state, setState] = useState<CreateDefaultsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    dataProvider.getCreateDefaults(resource).then(
      ({ data }) => current && setState({ status: 'ready', defaults: data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, resource]);
  return state;
};
