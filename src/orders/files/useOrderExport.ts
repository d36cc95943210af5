import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify, type Identifier } from 'react-admin';
import type { KagoDataProvider } from '../../../dataProvider/dataProvider';
import { saveBlob } from '../../../dataProvider/orderFiles';
import { useOrderFamily } from '../useOrderFamily';
import { orderExportFilters } from './exportFilters';
import { isAbort, useErrorText } from './fileTransferText';

/** How far a running export is: bytes received, and the whole when the server says it. */
export interface ExportProgress {
  loaded: number;
  total?: number;
}

/**
 * The Excel export of the list on screen (`ExportExcel` of its family, with the list's keyword,
 * filters and sort, or only its chosen rows): progress while the file streams in, a stop that
 * aborts the request, the file saved under the server's name. Leaving the list stops a running export.
 */
export const useOrderExport = () => {
  const family = useOrderFamily();
  const { filterValues, sort } = useListContext();
  const dataProvider = useDataProvider<KagoDataProvider>();
  const notify = useNotify();
  const errorText = useErrorText();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  /**
   * `ids`: only the chosen rows (the bulk bar's "export selected"), in the list's sort; the filters
   * are left out, so a row chosen before the filter changed is not silently dropped.
   */
  const start = async (ids?: readonly Identifier[]) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ loaded: 0 });
    try {
      const { data } = await dataProvider.exportOrderList(
        family.path,
        ids
          ? { ...orderExportFilters(family, { sort }), ids: ids.map(Number) }
          : orderExportFilters(family, { sort, filter: filterValues }),
        { signal: controller.signal, onProgress: (loaded, total) => setProgress({ loaded, total }) },
      );
      saveBlob(data.blob, data.fileName);
      notify('common.notify.success', { type: 'success' });
    } catch (error) {
      if (isAbort(error)) notify('kago.orderFiles.export.stopped', { type: 'info' });
      else notify(errorText(error), { type: 'error' });
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return { progress, start, stop: () => running.current?.abort() };
};
