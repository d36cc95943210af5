import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { jsonText, shownLimit } from './jsonText';
import { useFormat } from './useFormat';

interface JsonBlockProps {
  /** Its label (already translated): names the block, its buttons and the copy's notice. */
  readonly label: string;
  readonly value: string | null | undefined;
  readonly initiallyOpen?: boolean;
}

/**
 * A payload (a partner's request or response) shown as indented JSON: collapsible, copyable whole,
 * always as text (React escapes it; markup in a payload is never rendered), and safe with any size:
 * only its first characters are drawn until the user asks for all, in a box that scrolls by itself.
 */
export const JsonBlock = ({ label, value, initiallyOpen = true }: JsonBlockProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const contentId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [whole, setWhole] = useState(false);
  const formatted = useMemo(() => (value ? jsonText(value) : undefined), [value]);
  const copy = async () => {
    if (!formatted) return;
    try {
      await navigator.clipboard.writeText(formatted.text);
      notify(translate('kago.eventLog.json.copied', { name: label }), { type: 'info' });
    } catch {
      notify('kago.eventLog.json.copyFailed', { type: 'warning' });
    }
  };
  const cut = formatted && !whole && formatted.text.length > shownLimit;
  return (
    <Box component="section" aria-label={label} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2" sx={{ mr: 'auto' }}>
          {label}
        </Typography>
        {formatted && (
          <>
            <Button
              size="small"
              startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setOpen(!open)}
            >
              {translate(open ? 'kago.eventLog.json.hide' : 'kago.eventLog.json.show', { name: label })}
            </Button>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              {translate('kago.eventLog.json.copy', { name: label })}
            </Button>
          </>
        )}
      </Stack>
      {!formatted ? (
        <Typography color="text.secondary">{translate('kago.eventLog.json.empty')}</Typography>
      ) : (
        <Box id={contentId} hidden={!open}>
          {!formatted.json && (
            <Typography variant="body2" color="text.secondary">
              {translate('kago.eventLog.json.notJson')}
            </Typography>
          )}
          <Box
            component="pre"
            tabIndex={0}
            sx={{
              m: 0,
              p: 1,
              maxHeight: '60vh',
              overflow: 'auto',
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontSize: '0.8125rem',
              whiteSpace: 'pre',
            }}
          >
            {cut ? formatted.text.slice(0, shownLimit) : formatted.text}
          </Box>
          {cut && (
            <Button size="small" onClick={() => setWhole(true)}>
              {translate('kago.eventLog.json.showAll', { size: format.number(formatted.text.length) })}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
};
