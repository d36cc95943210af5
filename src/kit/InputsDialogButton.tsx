import { Box, FormControlLabel, IconButton, Switch, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import type { DetailTab, FieldDeclaration } from '../../resources';
import { InputsDialog, type TitleKey } from '../generators/InputsDialog';
import { failureMessage, fieldErrorsOf } from './ErrorAlert';
import { useShortcut } from './useShortcut';

interface InputsDialogButtonProps {
  /** Its label key: the button's, and the dialog's title and submit button's unless named below. */
  readonly label: string;
  /**
   * The dialog's title where it is not the label: a key and its placeholders' values, or computed
   * from the record the inputs start from (an edit naming its record).
   */
  readonly title?: TitleKey | ((start: Record<string, unknown>) => TitleKey);
  /** What a success says (a key, or computed from what the call answered); default `common.notify.success`. */
  readonly doneMessage?: string | ((result: unknown) => TitleKey);
  readonly icon: ReactElement;
  /** The button's accessible name where its label alone does not name its record (a row's edit). */
  readonly ariaLabel?: string;
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
  /** What the dialog shows under its inputs, inside its form (InputsDialog). */
  readonly after?: ReactNode;
  /** Shown as a switch, on or off, rather than a button (a declared `toggle`). */
  readonly switchChecked?: boolean;
  /**
   * Its icon alone, its label its accessible name and its tooltip (on hover and on focus): in a list
   * row, where labelled buttons side by side made the table wider than the desk.
   */
  readonly iconOnly?: boolean;
  /** The values the inputs start from (an edit); default empty. */
  readonly record?: Record<string, unknown>;
  /**
   * Asks for the values the inputs start from when the dialog opens (`GET create`, the record to
   * edit) in place of `record`: a spinner until they come, their failure in place of the form.
   */
  readonly load?: () => Promise<Record<string, unknown>>;
  /** The form's sections (InputsDialog). */
  readonly groups?: readonly DetailTab[];
  /** The call, with the dialog's values and the record they started from. */
  readonly submit: (values: Record<string, unknown>, start: Record<string, unknown>) => Promise<unknown>;
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
 * declared action (src/generators/ActionButton.tsx), a child record's add, edit and delete
 * (src/generators/ChildRecords.tsx: a customer's addresses too), a record's create and edit over its
 * list (src/generators/FormDialogButton.tsx) and an order's add tracking
 * (src/orders/AddTrackingButton.tsx).
 * Success is notified and closes the dialog; a refusal shows the server's message.
 */
export const InputsDialogButton = ({
  doneMessage = 'common.notify.success',
  icon,
  ariaLabel,
  title: titled,
  record: given,
  load,
  submit,
  onDone,
  onFailure,
  closeOnFailure = false,
  disabled = false,
  shortcut,
  switchChecked,
  iconOnly = false,
  children,
  // What the dialog shows: its title, labels, question and inputs (InputsDialog).
  ...dialog
}: InputsDialogButtonProps) => {
  const { label, fields, question, content, failMessage } = dialog;
  // A dialog with neither inputs nor its own text is react-admin's confirmation (or none at all).
  const bare = fields.length === 0 && content === undefined;
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [loaded, setLoaded] = useState<Record<string, unknown> | 'pending' | 'failed'>('pending');
  // An answer for an earlier opening (closed since, or opened again) is dropped.
  const opening = useRef(0);
  const start = load ? (typeof loaded === 'string' ? undefined : loaded) : given;
  const title =
    typeof titled === 'function' ? titled(start ?? {}) : (titled ?? { key: label, values: undefined });
  const { mutate, mutateAsync, isPending } = useMutation({
    mutationFn: (values: Record<string, unknown>) => submit(values, start ?? {}),
    onMutate: () => setError(null),
    onSuccess: async (result) => {
      const done = typeof doneMessage === 'function' ? doneMessage(result) : { key: doneMessage };
      notify(done.key, { type: 'success', messageArgs: done.values });
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
    if (!load) return;
    const mine = ++opening.current;
    setLoaded('pending');
    load().then(
      (values) => mine === opening.current && setLoaded(values),
      (failure: unknown) => {
        if (mine !== opening.current) return;
        setError(failure);
        setLoaded('failed');
      },
    );
  };
  const close = () => {
    opening.current += 1;
    setOpen(false);
  };
  useShortcut(shortcut ?? '', show, shortcut !== undefined && !open);
  const begin = () => {
    if (bare && !question) mutate({});
    else show();
  };
  // In a list row the clicks (dialog included: React events bubble through portals) must not reach the row.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Box component="span" onClick={stop}>
      {switchChecked === undefined && iconOnly ? (
        <IconOnlyButton
          label={translate(label)}
          ariaLabel={ariaLabel}
          onClick={begin}
          disabled={isPending || disabled}
          shortcut={shortcut}
        >
          {icon}
        </IconOnlyButton>
      ) : switchChecked === undefined ? (
        <Button
          label={label}
          // Only when given: react-admin's phone-sized button names itself by its label, and an
          // `aria-label` of undefined spread over it would leave it nameless.
          {...(ariaLabel === undefined ? {} : { 'aria-label': ariaLabel })}
          onClick={begin}
          disabled={isPending || disabled}
          aria-keyshortcuts={shortcut}
        >
          {icon}
        </Button>
      ) : (
        <FormControlLabel
          control={<Switch checked={switchChecked} onChange={begin} disabled={isPending || disabled} />}
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
          title={title}
          record={start}
          loading={load && typeof loaded === 'string' ? loaded : undefined}
          open={open}
          onClose={close}
          error={error}
          pending={isPending}
          onSubmit={send}
        />
      )}
    </Box>
  );
};

/**
 * A button showing its icon alone, named by its label, which a tooltip shows on hover and on focus.
 * A disabled one has no tooltip (it gets neither), as react-admin's phone-sized button does.
 */
const IconOnlyButton = ({
  label,
  ariaLabel,
  onClick,
  disabled,
  shortcut,
  children,
}: {
  label: string;
  ariaLabel?: string;
  onClick: () => void;
  disabled: boolean;
  shortcut?: string;
  children: ReactElement;
}) => {
  const button = (
    <IconButton
      aria-label={ariaLabel ?? label}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={shortcut}
      color="primary"
      size="small"
    >
      {children}
    </IconButton>
  );
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
};
