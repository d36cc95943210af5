import { Box, FormControlLabel, Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { InputsDialog, type TitleKey } from '../generators/InputsDialog';
import { failureMessage, fieldErrorsOf } from './ErrorAlert';
import { useShortcut } from './useShortcut';

interface InputsDialogButtonProps {
  /** Its label key: the button's, and the dialog's title and submit button's unless named below. */
  readonly label: string;
  /** The dialog's title where it is not the label: a key and its placeholders' values. */
  readonly title?: TitleKey;
  /** What a success says (a key); default `common.notify.success`. */
  readonly doneMessage?: string;
  readonly icon: ReactElement;
  readonly resource: string;
  /** Where its inputs' labels are, when not `resources.<resource>.fields` (InputsDialog). */
  readonly fieldLabels?: string;
  /** What the dialog asks for; with none, a click sends at once, or after `question` is confirmed. */
  readonly fields: readonly FieldDeclaration[];
  /** A question asked above the inputs (a translation key); with no inputs, a confirmation. */
  readonly question?: string;
  /**
   * What the dialog says, computed by the caller (what a change will move): with no inputs, the
   * dialog still opens, and a refusal stays in it.
   */
  readonly content?: ReactNode;
  /** Shown as a switch, on or off, rather than a button (a declared `toggle`). */
  readonly switchChecked?: boolean;
  /** The values the inputs start from (an edit); default empty. */
  readonly record?: Record<string, unknown>;
  /** The call, with the dialog's values. */
  readonly submit: (values: Record<string, unknown>) => Promise<unknown>;
  /** After a success has been notified and the dialog closed (reload what it changed). */
  readonly onDone?: () => unknown;
  /**
   * After a failure has been shown: in the dialog, which stays open with what was typed and the
   * server's field errors on their fields, unless `closeOnFailure` says it closes (then in a toast);
   * `resend` sends the same values again.
   */
  readonly onFailure?: (error: unknown, resend: () => void) => void;
  readonly closeOnFailure?: boolean | ((error: unknown) => boolean);
  /** What a failure says where the seed names one message for any (a key); default the server's. */
  readonly failMessage?: string;
  /** The dialog's submit button's label key, where it is not the label. */
  readonly submitLabel?: string;
  readonly disabled?: boolean;
  /** A key that opens it too (kit/shortcutTable.ts), announced on the button. */
  readonly shortcut?: string;
  /** Shown beside the button (a countdown to a retry). */
  readonly children?: ReactNode;
}

/**
 * A button that opens an InputsDialog and sends what the user gives: the one piece behind a
 * declared action (src/generators/ActionButton.tsx), a child record's add and edit
 * (src/generators/ChildRecords.tsx) and an order's add tracking (src/orders/AddTrackingButton.tsx).
 * Success is notified and closes the dialog; a refusal shows the server's message.
 */
export const InputsDialogButton = ({
  doneMessage = 'common.notify.success',
  icon,
  submit,
  onDone,
  onFailure,
  closeOnFailure = false,
  disabled = false,
  shortcut,
  switchChecked,
  children,
  // What the dialog shows: its title, labels, question and inputs (InputsDialog).
  ...dialog
}: InputsDialogButtonProps) => {
  const { label, title = { key: label }, fields, question, content, failMessage } = dialog;
  // A dialog with neither inputs nor its own text is react-admin's confirmation (or none at all).
  const bare = fields.length === 0 && content === undefined;
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { mutate, mutateAsync, isPending } = useMutation({
    mutationFn: submit,
    onMutate: () => setError(null),
    onSuccess: async () => {
      notify(doneMessage, { type: 'success' });
      setOpen(false);
      await onDone?.();
    },
    onError: (failure, values) => {
      const closes = typeof closeOnFailure === 'function' ? closeOnFailure(failure) : closeOnFailure;
      if (closes || bare) {
        notify(failMessage ?? failureMessage(failure), { type: 'error' });
        setOpen(false);
      } else setError(failure);
      onFailure?.(failure, () => mutate(values));
    },
  });
  /** Sends the dialog's values; a refusal's field errors go back to the form, onto their fields. */
  const send = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(values);
      return undefined;
    } catch (failure) {
      return fieldErrorsOf(failure);
    }
  };
  const show = () => {
    setError(null);
    setOpen(true);
  };
  useShortcut(shortcut ?? '', show, shortcut !== undefined && !open);
  const start = () => {
    if (bare && !question) mutate({});
    else show();
  };
  // In a list row the clicks (dialog included: React events bubble through portals) must not reach the row.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Box component="span" onClick={stop}>
      {switchChecked === undefined ? (
        <Button label={label} onClick={start} disabled={isPending || disabled} aria-keyshortcuts={shortcut}>
          {icon}
        </Button>
      ) : (
        <FormControlLabel
          control={<Switch checked={switchChecked} onChange={start} disabled={isPending || disabled} />}
          label={translate(label)}
        />
      )}
      {children}
      {bare ? (
        <Confirm
          isOpen={open}
          loading={isPending}
          title={title.key}
          translateOptions={title.values}
          content={question ?? ''}
          onConfirm={() => mutate({})}
          onClose={() => setOpen(false)}
        />
      ) : (
        <InputsDialog
          {...dialog}
          open={open}
          onClose={() => setOpen(false)}
          error={error}
          pending={isPending}
          onSubmit={send}
        />
      )}
    </Box>
  );
};
