import DownloadIcon from '@mui/icons-material/Download';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Button, useListContext, useTranslate } from 'react-admin';
import { useFormatBytes } from './fileTransferText';
import { useOrderExport, type ExportProgress } from './useOrderExport';

/** Bytes received, against the whole when it is known (a streamed export usually does not say). */
const ExportProgressBar = ({ progress }: { progress: ExportProgress }) => {
  const translate = useTranslate();
  const formatBytes = useFormatBytes();
  const size = formatBytes(progress.loaded);
  const text = progress.total
    ? translate('kago.orderFiles.export.progressOf', { size, total: formatBytes(progress.total) })
    : translate('kago.orderFiles.export.progress', { size });
  return (
    <Box sx={{ minWidth: 180, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <LinearProgress
        variant={progress.total ? 'determinate' : 'indeterminate'}
        value={progress.total ? Math.min(100, (progress.loaded / progress.total) * 100) : undefined}
        aria-label={text}
      />
      <Typography variant="caption" role="status" aria-live="polite">
        {text}
      </Typography>
    </Box>
  );
};

/**
 * The toolbar's Excel export of the filtered list, or (`selected`, in the bulk bar) of the chosen
 * rows; while it runs, its progress and a stop button.
 */
export const ExportOrdersButton = ({ selected = false }: { selected?: boolean }) => {
  const { progress, start, stop } = useOrderExport();
  const { selectedIds } = useListContext();
  if (!progress)
    return (
      <Button
        label={selected ? 'kago.orderFiles.export.selected' : 'kago.orderFiles.export.button'}
        onClick={() => void start(selected ? selectedIds : undefined)}
      >
        <DownloadIcon />
      </Button>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <ExportProgressBar progress={progress} />
      <Button label="kago.orderFiles.export.cancel" onClick={stop}>
        <StopIcon />
      </Button>
    </Box>
  );
};
