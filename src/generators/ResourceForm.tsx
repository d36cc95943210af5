import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { Fragment } from 'react';
import { SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceDeclaration } from '../../resources';
import { dependentsOf } from './cascade';
import { formFields } from './formFields';
import { DeclaredInput } from './inputComponents';
import { useSubmitWithServerErrors } from './useSubmitWithServerErrors';

/**
 * The record the form edits. It follows the page's record until the user types: an edit page first
 * shows the row the list read, then the record when its own read answers, and reads it again when the
 * window regains focus. Once the user has typed, it holds what they started from, since a new record
 * would reset the form and lose what they typed; the `version` they started from goes with their save,
 * and the server says if someone else saved meanwhile.
 */
const useRecordUntilTyped = () => {
  const record = useRecordContext();
  const [typed, setTyped] = useState(false);
  const [held, setHeld] = useState(record);
  if (!typed && held !== record) setHeld(record);
  return { record: typed ? held : record, setTyped };
};

/** Tells the form's owner whether the user has changed anything. */
const ReportTyped = ({ onChange }: { onChange: (typed: boolean) => void }) => {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
};

/**
 * The create/edit form of a declaration: one input per form field, in declaration order; in the
 * sections its `formGroups` name, each headed by its label, where it has them.
 */
export const ResourceForm = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const onSubmit = useSubmitWithServerErrors();
  const translate = useTranslate();
  const { record, setTyped } = useRecordUntilTyped();
  const fields = formFields(declaration);
  const input = (field: (typeof fields)[number]) => (
    <DeclaredInput
      key={field.source}
      resource={declaration.name}
      field={field}
      dependents={dependentsOf(fields, field.source)}
    />
  );
  return (
    <SimpleForm record={record} onSubmit={onSubmit} warnWhenUnsavedChanges>
      <ReportTyped onChange={setTyped} />
      {declaration.formGroups
        ? declaration.formGroups.map((group) => (
            <Fragment key={group.key}>
              <Typography component="h2" variant="subtitle1" sx={{ mt: 2 }}>
                {translate(group.label)}
              </Typography>
              {fields.filter((field) => field.group === group.key).map(input)}
            </Fragment>
          ))
        : fields.map(input)}
    </SimpleForm>
  );
};
