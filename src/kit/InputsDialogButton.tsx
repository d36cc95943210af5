import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { InputsDialog, type TitleKey } from '../generators/InputsDialog';
import { useShortcut } from './useShortcut';

/** What a failed call shows: the first detail error code's message (dataProvider/errors.ts), else generic. */
export const failureMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'common.notify.error';

interface InputsDialogButtonProps {
  /** Its label key: the button's, the dialog's title and its submit button's. */
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
  /** The values the inputs start from (an edit); default empty. */
  readonly record?: Record<string, unknown>;
  /** The call, with the dialog's values. */
  readonly submit: (values: Record<string, unknown>) => Promise<unknown>;
  /** After a success has been notified and the dialog closed (reload what it changed). */
  readonly onDone?: () => unknown;
  /**
   * After a failure has been notified: the dialog stays open with what was typed, unless
   * `closeOnFailure`; `resend` sends the same values again.
   */
  readonly onFailure?: (error: unknown, resend: () => void) => void;
  readonly closeOnFailure?: boolean;
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
  label,
  title = { key: label },
  doneMessage = 'common.notify.success',
  icon,
  resource,
  fieldLabels,
  fields,
  question,
  record,
  submit,
  onDone,
  onFailure,
  closeOnFailure = false,
  disabled = false,
  shortcut,
  children,
}: InputsDialogButtonProps) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: submit,
    onSuccess: async () => {
      notify(doneMessage, { type: 'success' });
      setOpen(false);
      await onDone?.();
    },
    onError: (error, values) => {
      notify(failureMessage(error), { type: 'error' });
      if (closeOnFailure) setOpen(false);
      onFailure?.(error, () => mutate(values));
    },
  });
  useShortcut(shortcut ?? '', () => setOpen(true), shortcut !== undefined && !open);
  const start = () => {
    if (fields.length === 0 && !question) mutate({});
    else setOpen(true);
  };
  // In a list row the clicks (dialog included: React events bubble through portals) must not reach the row.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Box component="span" onClick={stop}>
      <Button label={label} onClick={start} disabled={isPending || disabled} aria-keyshortcuts={shortcut}>
        {icon}
      </Button>
      {children}
      {fields.length === 0 ? (
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
          open={open}
          onClose={() => setOpen(false)}
          label={label}
          title={title}
          question={question}
          resource={resource}
          fieldLabels={fieldLabels}
          fields={fields}
          record={record}
          pending={isPending}
          onSubmit={mutate}
        />
      )}
    </Box>
  );
};
