import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { focusFirstField } from '../../../kit/focusFirstField';
import type { FormValues } from './actionForm';

/**
 * The form's submit: "Confirm", with a spinner, busy and disabled while the write runs. The spinner
 * only draws what `aria-busy` says: hidden from screen readers, where it was a progress bar without
 * a name.
 */
export const SubmitButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      aria-busy={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
    >
      {translate('ra.action.confirm')}
    </Button>
  );
};

/**
 * The frame of every order write's dialog (one order's, src/orders/detail/actions/OrderActionDialog.tsx,
 * or a list's chosen rows', src/orders/bulk/BulkWriteDialog.tsx): titled, full screen on a phone,
 * the focus in its first field, a form around its content and buttons. `onClose` undefined: it
 * cannot be dismissed (a bulk write is running).
 */
export const ActionDialogFrame = ({
  title,
  onClose,
  defaultValues,
  onSubmit,
  children,
  actions,
}: {
  title: ReactNode;
  onClose: (() => void) | undefined;
  defaultValues: FormValues;
  onSubmit: (values: FormValues) => Promise<unknown>;
  children: ReactNode;
  actions: ReactNode;
}) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      TransitionProps={{ onEntered: focusFirstField }}
    >
      <Form defaultValues={defaultValues} onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>{actions}</DialogActions>
      </Form>
    </Dialog>
  );
};
