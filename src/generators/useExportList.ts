import { useCallback, useMemo, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import { saveBlob } from '../../dataProvider/orderFiles';
import type { ResourceDeclaration } from '../../resources';
import { useShownColumns } from '../kit/ShapedDatagrid';
import { exportList, type ExportProgress } from './exportList';
import { listFields } from './formFields';

/** Exports the list's current filter and sort; `progress` is set while it runs. */
export const useExportList = (declaration: ResourceDeclaration) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  const { filterValues, sort } = useListContext();
  // Only the declaration's list columns: the server refuses any other name.
  const shown = useShownColumns(declaration.name);
  const columns = useMemo(() => {
    const sources = new Set(listFields(declaration).map((field) => field.source));
    return shown?.filter((source) => sources.has(source));
  }, [declaration, shown]);
  const translate = useTranslate();
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const start = useCallback(async () => {
    setProgress({ loaded: 0, total: 0 });
    try {
      if (declaration.operations.export) {
        // The server writes the file (resources/types.ts `export`): progress is the bytes received.
        const { data } = await dataProvider.exportFile(
          declaration.name,
          { filter: filterValues, sort, columns },
          { onProgress: (loaded, total) => setProgress({ loaded, total: total ?? 0 }) },
        );
        saveBlob(data.blob, data.fileName);
        notify('common.notify.success', { type: 'success' });
        return;
      }
      const rows = await exportList(
        dataProvider,
        declaration,
        { filter: filterValues, sort },
        translate,
        setProgress,
      );
      notify('kago.notify.exported', { type: 'success', messageArgs: { smart_count: rows } });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'common.notify.error', {
        type: 'error',
      });
    } finally {
      setProgress(null);
    }
  }, [dataProvider, declaration, filterValues, sort, columns, translate, notify]);

  return { start, progress };
};
