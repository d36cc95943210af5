import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Button, Form, SaveButton, useTranslate } from 'react-admin';
import { ErrorAlert } from '../kit/ErrorAlert';
import { focusFirstField } from '../kit/focusFirstField';
import type { FieldDeclaration } from '../../resources';
import { DeclaredInput } from './inputComponents';

const emptyRecord = {};

/** A dialog's title: a label key and the values of its placeholders. */
export interface TitleKey {
  readonly key: string;
  readonly values?: Readonly<Record<string, unknown>>;
}

interface InputsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The action's label key: its submit button, and the dialog's title unless `title` names one. */
  readonly label: string;
  readonly title?: TitleKey;
  /** Its submit button's label key (default `label`). */
  readonly submitLabel?: string;
  /** The last refusal, shown above the inputs (`failMessage` in place of its message). */
  readonly error?: unknown;
  readonly failMessage?: string;
  /** A question asked above the inputs (a translation key). */
  readonly question?: string;
  /** What it says besides, computed by its caller (a confirmation's text). */
  readonly content?: ReactNode;
  readonly resource: string;
  /** Where its inputs' labels are (`<fieldLabels>.<source>`), when not `resources.<resource>.fields`. */
  readonly fieldLabels?: string;
  readonly fields: readonly FieldDeclaration[];
  readonly pending: boolean;
  /** The values the inputs start from (an edit); default empty. */
  readonly record?: Record<string, unknown>;
  /**
   * Receives only the declared inputs' values (null for an empty one); answers the field errors of
   * a refusal, which the form shows on their fields.
   */
  readonly onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
}

/**
 * The dialog of an action that asks for inputs: declared fields rendered with the generated inputs
 * and validators, over an empty form unless given the record to edit (inside a list row it must not
 * start from the row's record by itself), and only those fields sent.
 */
export const InputsDialog = ({
  open,
  onClose,
  label,
  title = { key: label },
  submitLabel = label,
  error,
  failMessage,
  question,
  content,
  resource,
  fieldLabels,
  fields,
  pending,
  record = emptyRecord,
  onSubmit,
}: InputsDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      TransitionProps={{ onEntered: focusFirstField }}
    >
      <Form
        record={record}
        onSubmit={(values: Record<string, unknown>) =>
          onSubmit(Object.fromEntries(fields.map((field) => [field.source, values[field.source] ?? null])))
        }
        resource={resource}
      >
        <DialogTitle id={titleId}>{translate(title.key, title.values)}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={error} message={failMessage} />
          {question ? <DialogContentText>{translate(question)}</DialogContentText> : null}
          {content}
          {fields.map((field) => (
            <DeclaredInput
              key={field.source}
              resource={resource}
              field={field}
              label={fieldLabels ? `${fieldLabels}.${field.source}` : undefined}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label={submitLabel} alwaysEnable disabled={pending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
