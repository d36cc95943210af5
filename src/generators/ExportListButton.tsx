import DownloadIcon from '@mui/icons-material/Download';
import CircularProgress from '@mui/material/CircularProgress';
import { Button, useListContext, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { useExportList } from './useExportList';

const percent = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** Export of the filtered list to .xlsx, with progress while the pages load. */
export const ExportListButton = ({
  declaration,
  label = 'kago.actions.export',
}: {
  declaration: ResourceDeclaration;
  /** The button's label key, where an area names its export otherwise ("Export to Excel"). */
  label?: string;
}) => {
  const { start, progress } = useExportList(declaration);
  const { total } = useListContext();
  const translate = useTranslate();
  const exporting = progress !== null;
  const done = exporting ? percent(progress.loaded, progress.total) : 0;
  return (
    <Button
      onClick={start}
      disabled={exporting || !total}
      label={exporting ? `${translate('kago.actions.exporting')} ${done}%` : label}
    >
      {exporting ? (
        <CircularProgress size={16} variant="determinate" value={done} aria-label={`${done}%`} />
      ) : (
        <DownloadIcon />
      )}
    </Button>
  );
};
