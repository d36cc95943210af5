import {
  Box,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useId, type ReactNode } from 'react';
import { Button, Form, SaveButton, useTranslate } from 'react-admin';
import { ErrorAlert } from '../kit/ErrorAlert';
import { focusFirstField } from '../kit/focusFirstField';
import type { DetailTab, FieldDeclaration, RecordText } from '../../resources';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { dependentsOf } from './cascade';
import { DeclaredInput } from './inputComponents';

const emptyRecord = {};

/** A dialog's title: a label key and the values of its placeholders. */
export interface TitleKey {
  readonly key: string;
  readonly values?: Readonly<Record<string, unknown>>;
}

/** Some of a record's fields, by the names they are wanted under (`name -> field`). */
export const fieldValues = (
  record: Readonly<Record<string, unknown>> | undefined,
  names: Readonly<Record<string, string>>,
) => Object.fromEntries(Object.entries(names).map(([name, field]) => [name, record?.[field]]));

/** A declared text naming a record (`RecordText`), its placeholders filled from the record's fields. */
export const recordTitle = (text: RecordText, record: Readonly<Record<string, unknown>> | undefined) => ({
  key: text.key,
  values: fieldValues(record, text.values),
});

interface InputsProps {
  readonly resource: string;
  readonly fieldLabels?: string;
  readonly fields: readonly FieldDeclaration[];
}

const Inputs = ({
  resource,
  fieldLabels,
  fields,
  all = fields,
}: InputsProps & { all?: InputsProps['fields'] }) =>
  fields.map((field) => (
    <DeclaredInput
      key={field.source}
      resource={resource}
      field={field}
      label={fieldLabels ? `${fieldLabels}.${field.source}` : undefined}
      dependents={dependentsOf(all, field.source)}
    />
  ));

/**
 * A long form's inputs in its declared sections, two or three to a row on a wide screen: a dialog's
 * and a page's (src/generators/ResourceForm.tsx).
 */
export const GroupedInputs = ({
  groups,
  fields,
  ...props
}: InputsProps & { groups: readonly DetailTab[] }) => {
  const translate = useTranslate();
  return groups.map((group) => (
    <Box component="fieldset" key={group.key} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(group.label)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <Inputs {...props} fields={fields.filter((field) => field.group === group.key)} all={fields} />
      </Box>
    </Box>
  ));
};

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
  /** What it shows under the inputs, inside the form (a quote computed from what is typed). */
  readonly after?: ReactNode;
  readonly resource: string;
  /** Where its inputs' labels are (`<fieldLabels>.<source>`), when not `resources.<resource>.fields`. */
  readonly fieldLabels?: string;
  readonly fields: readonly FieldDeclaration[];
  /** The form's sections (a declaration's `ui.formGroups`): a wide dialog, full screen on a phone. */
  readonly groups?: readonly DetailTab[];
  /** The record the inputs start from is being asked for, or could not be had (`error` says why). */
  readonly loading?: 'pending' | 'failed';
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
  after,
  resource,
  fieldLabels,
  fields,
  groups,
  loading,
  pending,
  record = emptyRecord,
  onSubmit,
}: InputsDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const isPhone = useIsPhone();
  const heading = <DialogTitle id={titleId}>{translate(title.key, title.values)}</DialogTitle>;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      TransitionProps={{ onEntered: focusFirstField }}
      {...(groups ? { fullWidth: true, maxWidth: 'md', fullScreen: isPhone } : {})}
    >
      {loading ? (
        <>
          {heading}
          <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            {loading === 'pending' ? (
              <CircularProgress aria-label={translate('kago.pages.loading')} />
            ) : (
              <ErrorAlert error={error} />
            )}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.close" onClick={onClose}>
              <CloseIcon />
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form
          record={record}
          onSubmit={(values: Record<string, unknown>) =>
            onSubmit(Object.fromEntries(fields.map((field) => [field.source, values[field.source] ?? null])))
          }
          resource={resource}
        >
          {heading}
          <DialogContent>
            <ErrorAlert error={error} message={failMessage} />
            {question ? <DialogContentText>{translate(question)}</DialogContentText> : null}
            {content}
            {groups ? (
              <GroupedInputs resource={resource} fieldLabels={fieldLabels} fields={fields} groups={groups} />
            ) : (
              <Inputs resource={resource} fieldLabels={fieldLabels} fields={fields} />
            )}
            {after}
          </DialogContent>
          <DialogActions>
            {/* react-admin's button is its icon alone on a phone: without one it drew nothing there. */}
            <Button label="ra.action.cancel" onClick={onClose}>
              <CloseIcon />
            </Button>
            <SaveButton label={submitLabel} alwaysEnable disabled={pending} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
