import DownloadIcon from '@mui/icons-material/Download';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { downloadFile, exportFileName, xlsxMimeType } from '../generators/exportList';
import { useCustomerCalls } from './useCustomerCalls';

/** File systems refuse these in a name. */
const fileSafe = (label: string) => label.replace(/[\\/:*?"<>|]/g, '-');

/** The export's file name: `{translated list-customer label}_{DDMMyyyy}.xlsx` (seed 9). */
export const customerExportFileName = (label: string, date = new Date()) =>
  exportFileName(fileSafe(label), date);

/**
 * Excel export of the list as filtered and sorted now: the server writes the file (`POST ExportExcel`),
 * the browser saves it; the download's progress shows on the button.
 */
export const CustomerExportButton = () => {
  const calls = useCustomerCalls();
  const { filterValues, sort, total } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [percent, setPercent] = useState<number | null>(null);
  const exporting = percent !== null;

  const start = async () => {
    setPercent(0);
    try {
      const { data } = await calls.exportCustomers(filterValues, sort, {
        onProgress: ({ loaded, total: size }) =>
          setPercent(size ? Math.min(100, Math.round((loaded / size) * 100)) : 0),
      });
      const name = customerExportFileName(translate('kago.customers.listLabel'));
      downloadFile(await data.arrayBuffer(), name, xlsxMimeType);
      notify('kago.customers.notify.exported', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'kago.notify.exportFailed', {
        type: 'error',
      });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Button
      onClick={() => void start()}
      disabled={exporting || !total}
      label={
        exporting
          ? translate('kago.customers.list.exporting', { percent: percent ? `${percent}%` : '' })
          : 'kago.customers.list.export'
      }
    >
      {exporting ? (
        <CircularProgress
          size={16}
          variant={percent ? 'determinate' : 'indeterminate'}
          value={percent ?? 0}
          aria-label={translate('kago.actions.exporting')}
        />
      ) : (
        <DownloadIcon />
      )}
    </Button>
  );
};
