import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { ErrorAlert } from '../kit/ErrorAlert';
import type { DialogWorkflow } from './useDialogWorkflow';

interface WorkflowDialogProps<T> {
  workflow: DialogWorkflow<T>;
  title: string;
  /** The form's inputs (or the dialog's content), once the data has come. */
  children: (data: T) => ReactNode;
  /** Saves the form's values; answers field errors to show, or nothing when it succeeded. */
  onSubmit?: (values: FieldValues, data: T) => Promise<Record<string, string> | undefined>;
  submitLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Offers a reset of the form to what it started from (not for a confirmation without inputs). */
  resettable?: boolean;
}

const FormActions = ({
  onClose,
  onReset,
  submitting,
  submitLabel,
}: {
  onClose: () => void;
  onReset?: () => void;
  submitting: boolean;
  submitLabel: string;
}) => {
  const translate = useTranslate();
  const { reset } = useFormContext();
  return (
    <DialogActions>
      {onReset && (
        <Button
          onClick={() => {
            reset();
            onReset();
          }}
          disabled={submitting}
        >
          {translate('ra.action.reset')}
        </Button>
      )}
      <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      <Button
        type="submit"
        variant="contained"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={16} aria-hidden /> : undefined}
        aria-busy={submitting}
      >
        {translate(submitLabel)}
      </Button>
    </DialogActions>
  );
};

/**
 * A dialog of the seed's workflow (useDialogWorkflow): a spinner while its data is requested, then
 * the form; saving shows progress; a failure stays in the dialog above the form, which keeps what
 * was typed. Full screen on a phone.
 */
export const WorkflowDialog = <T,>({
  workflow,
  title,
  children,
  onSubmit,
  submitLabel = 'ra.action.save',
  maxWidth = 'md',
  resettable = true,
}: WorkflowDialogProps<T>) => {
  const translate = useTranslate();
  const fullScreen = useIsPhone();
  const titleId = useId();
  const { state, close, reset } = workflow;
  const { data } = state;
  const ready = data !== null && !state.requesting;

  return (
    <Dialog
      open={state.open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {state.requesting && (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={translate('kago.pages.loading')} />
        </DialogContent>
      )}
      {!ready && !state.requesting && (
        <>
          <DialogContent>
            <ErrorAlert error={state.error} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      )}
      {ready && onSubmit && (
        <Form
          record={data as RaRecord}
          onSubmit={(values: FieldValues) => onSubmit(values, data)}
          disableInvalidFormNotification
        >
          <DialogContent>
            <ErrorAlert error={state.error} />
            {children(data)}
          </DialogContent>
          <FormActions
            onClose={close}
            onReset={resettable ? reset : undefined}
            submitting={state.submitting}
            submitLabel={submitLabel}
          />
        </Form>
      )}
      {ready && !onSubmit && (
        <>
          <DialogContent>{children(data)}</DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
