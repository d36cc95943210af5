import CloseIcon from '@mui/icons-material/Close';
import FileOpenIcon from '@mui/icons-material/FileOpen';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { KagoDataProvider } from '../../../dataProvider/dataProvider';
import {
  saveBlob,
  trackingImportMaxMegabytes,
  type TrackingImportResult,
} from '../../../dataProvider/orderFiles';
import { isAbort, useErrorText } from './fileTransferText';
import { TrackingImportResults } from './TrackingImportResults';

const text = (name: string) => `kago.orderFiles.import.${name}`;

const xlsxAccept = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Refusals the server would answer, said before the upload: the wrong kind of file, or too large. */
const refusalOf = (file: File): { key: string; params?: Record<string, unknown> } | null => {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return { key: text('notXlsx') };
  if (file.size > trackingImportMaxMegabytes * 1024 * 1024)
    return { key: text('tooLarge'), params: { max: trackingImportMaxMegabytes } };
  return null;
};

type ImportState =
  | { phase: 'choosing'; error?: string }
  | { phase: 'uploading'; percent: number | null }
  | { phase: 'done'; result: TrackingImportResult };

/**
 * `ImportTracking` of the Ichiba purchased orders: pick an .xlsx (or download the template first),
 * upload it with its progress, then read every row's result. The list behind is refreshed after an
 * import, since applied rows leave it for domestic shipping. Closing during the upload stops it.
 */
export const ImportTrackingDialog = ({ open, onClose }: { open: boolean; onClose(): void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KagoDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useErrorText();
  const titleId = useId();
  const helpId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>({ phase: 'choosing' });

  useEffect(() => () => upload.current?.abort(), []);

  const close = () => {
    upload.current?.abort();
    setFile(null);
    setState({ phase: 'choosing' });
    onClose();
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = refusalOf(chosen);
    setFile(refusal ? null : chosen);
    setState({ phase: 'choosing', error: refusal ? translate(refusal.key, refusal.params) : undefined });
    // The same file chosen again (after fixing it) must fire a change again.
    if (fileInput.current) fileInput.current.value = '';
  };

  const start = async () => {
    if (!file) return;
    const controller = new AbortController();
    upload.current = controller;
    setState({ phase: 'uploading', percent: 0 });
    try {
      const { data } = await dataProvider.importOrderTracking(file, {
        signal: controller.signal,
        onProgress: (loaded, total) =>
          setState({ phase: 'uploading', percent: total ? Math.round((loaded / total) * 100) : null }),
      });
      setState({ phase: 'done', result: data });
      if (data.applied > 0) refresh();
    } catch (error) {
      if (!isAbort(error)) setState({ phase: 'choosing', error: errorText(error) });
    } finally {
      upload.current = null;
    }
  };

  const downloadTemplate = async () => {
    try {
      const { data } = await dataProvider.downloadOrderTrackingTemplate();
      saveBlob(data.blob, data.fileName);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  const uploading = state.phase === 'uploading';
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={helpId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{translate(text('title'))}</DialogTitle>
      <DialogContent>
        <Typography id={helpId} variant="body2" gutterBottom>
          {translate(text('help'), {
            max: trackingImportMaxMegabytes,
            code: translate('kago.orderFiles.columns.code'),
            tracking: translate('kago.orderFiles.columns.tracking'),
          })}{' '}
          <Link component="button" type="button" variant="body2" onClick={() => void downloadTemplate()}>
            {translate(text('template'))}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <input
            ref={fileInput}
            type="file"
            accept={xlsxAccept}
            hidden
            aria-label={translate(text('chooseFile'))}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Button
            label={text('chooseFile')}
            variant="outlined"
            disabled={uploading}
            onClick={() => fileInput.current?.click()}
          >
            <FileOpenIcon />
          </Button>
          <Typography variant="body2" aria-live="polite">
            {file ? translate(text('chosenFile'), { name: file.name }) : translate(text('noFile'))}
          </Typography>
        </Box>
        {state.phase === 'choosing' && state.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {state.error}
          </Alert>
        ) : null}
        {uploading ? (
          <Box sx={{ mt: 2 }}>
            <LinearProgress
              variant={state.percent === null ? 'indeterminate' : 'determinate'}
              value={state.percent ?? undefined}
              aria-label={translate(text('uploading'), { percent: state.percent ?? 0 })}
            />
            <Typography variant="caption" role="status">
              {translate(text('uploading'), { percent: state.percent ?? 0 })}
            </Typography>
          </Box>
        ) : null}
        {state.phase === 'done' ? <TrackingImportResults result={state.result} /> : null}
      </DialogContent>
      <DialogActions>
        <Button label={uploading ? text('stop') : text('close')} onClick={close}>
          <CloseIcon />
        </Button>
        <Button
          label={text('start')}
          variant="contained"
          disabled={!file || uploading}
          onClick={() => void start()}
        >
          <UploadFileIcon />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
