import Alert from '@mui/material/Alert';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useEffect, useState } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { notificationDuration } from './notificationDuration';
import { SafeHtml } from './SafeHtml';

/**
 * The app's toasts: top right under the app bar (whose controls they would cover), one at a time, 3 s (5 s for errors), translated, content rendered as
 * HTML only after sanitising it. Undoable mutations get an Undo action as in react-admin's own.
 */
export const Notification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (current || notifications.length === 0) return;
    const next = takeNotification();
    if (next) {
      // Taking from react-admin's queue is the external system this effect syncs from (as in its own Notification).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);

  // An undoable change is sent when its toast goes: leaving the page before would lose it, so the
  // browser asks first, as react-admin's own toast does.
  const pending = current?.notificationOptions?.undoable === true;
  useEffect(() => {
    if (!pending) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [pending]);

  const settleUndoable = useCallback(
    (isUndo: boolean) => {
      takeMutation()?.({ isUndo });
    },
    [takeMutation],
  );

  const handleExited = useCallback(() => {
    if (current?.notificationOptions?.undoable) settleUndoable(false);
    setCurrent(undefined);
  }, [current, settleUndoable]);

  const undo = useCallback(() => {
    settleUndoable(true);
    setOpen(false);
  }, [settleUndoable]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { messageArgs, undoable, autoHideDuration } = notificationOptions;
  const severity = type ?? 'info';
  const content =
    typeof message === 'string' ? (
      // The seed's toasts render HTML (validation lists, emphasis), sanitised by SafeHtml.
      <SafeHtml html={translate(message, { _: message, ...messageArgs })} />
    ) : (
      message
    );

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Below the app bar: over it, a toast hid the user menu and the language switch.
        sx={{ top: { xs: 64, sm: 72 } }}
        autoHideDuration={
          autoHideDuration === undefined ? notificationDuration(type, undoable) : autoHideDuration
        }
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        disableWindowBlurListener={undoable}
        slotProps={{ transition: { onExited: handleExited } }}
      >
        <Alert
          severity={severity}
          variant="filled"
          onClose={close}
          // An action replaces the Alert's close button: an undoable toast keeps one beside Undo.
          action={
            undoable ? (
              <>
                <Button color="inherit" size="small" onClick={undo}>
                  {translate('ra.action.undo')}
                </Button>
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={translate('ra.action.close')}
                  onClick={close}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            ) : undefined
          }
          data-testid="notification"
        >
          {content}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
};
