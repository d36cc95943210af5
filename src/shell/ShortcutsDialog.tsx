import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { useTranslate } from 'react-admin';
import { shortcutTable } from '../kit/shortcutTable';

const label = (name: string) => `kago.shortcuts.keys.${name}`;

/**
 * The keyboard shortcuts' help: what each key does, by where it works, from the one table
 * (src/kit/shortcutTable.ts). Esc or the close button closes it.
 */
export const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('kago.shortcuts.title')}</DialogTitle>
      <DialogContent>
        {shortcutTable.map(({ group, shortcuts }) => (
          <Fragment key={group}>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
              {translate(`kago.shortcuts.groups.${group}`)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
              {shortcuts.map(({ name, keys }) => (
                <Fragment key={name}>
                  <Box component="dt" sx={{ whiteSpace: 'nowrap' }}>
                    {keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 ? ' ' : null}
                        <Box
                          component="kbd"
                          sx={{
                            px: 0.75,
                            py: 0.25,
                            border: 1,
                            borderColor: 'divider',
                            borderRadius: 1,
                            fontFamily: 'monospace',
                          }}
                        >
                          {key}
                        </Box>
                      </Fragment>
                    ))}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {translate(label(name))}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Fragment>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
