import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, type RaRecord } from 'react-admin';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import type { ResourceDeclaration } from '../../resources';

/**
 * One of the shown record's declared read actions (a detail tab's rows: a package's orders, a note's
 * packages, an order's timeline), read again whenever the record changes (its version): a move made
 * from the detail shows in the tab. The action takes the record, or the inputs `inputsOf` draws
 * from it where its call is keyed otherwise (a package's orders, by its code).
 */
export const useRecordRead = <T>(
  declaration: ResourceDeclaration,
  action: string,
  inputsOf?: (record: RaRecord) => Record<string, unknown>,
) => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<ResourceProvider>();
  return useQuery({
    queryKey: [declaration.name, action, record?.id, record?.version],
    enabled: record !== undefined,
    queryFn: async () =>
      (
        await dataProvider.callAction<T>(
          declaration.name,
          action,
          inputsOf ? { inputs: inputsOf(record!) } : { record: record! },
        )
      ).data,
  });
};
