import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { shortcutKeys, shortcutTable } from '../kit/shortcutTable';
import { useShortcut } from '../kit/useShortcut';

const label = (name: string) => `kago.shortcuts.keys.${name}`;

/**
 * The keyboard shortcuts' help (`?` on every screen): what each key does, by where it works, from
 * the one table (src/kit/shortcutTable.ts). Esc or the close button closes it.
 */
export const ShortcutsHelp = () => {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  useShortcut(shortcutKeys.help, () => setOpen(true));
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
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
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
