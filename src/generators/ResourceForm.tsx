import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { DeleteButton, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceDeclaration } from '../../resources';
import { dependentsOf } from './cascade';
import { deleteMode } from './deleteMode';
import { enterMovesOn } from '../kit/focusNextField';
import { formFields } from './formFields';
import { GroupedInputs } from './InputsDialog';
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

const newRecordToolbar = (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/**
 * A stored record's: save, and its delete (where the user may delete), undoable unless the
 * declaration asks first; the edit page itself saves pessimistically (src/generators/ResourceEdit.tsx).
 */
const storedRecordToolbar = (declaration: ResourceDeclaration) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode={deleteMode(declaration)} />
  </Toolbar>
);

/** Tells the form's owner whether the user has changed anything. */
const ReportTyped = ({ onChange }: { onChange: (typed: boolean) => void }) => {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
};

/**
 * The create/edit form of a declaration: one input per form field, in declaration order, or in its
 * declared sections (`ui.formGroups`) where it has them. Enter in a one-line input moves to the next one
 * (a scanner ends each code with Enter), so the form is sent by its button or the last input's Enter.
 */
export const ResourceForm = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const onSubmit = useSubmitWithServerErrors();
  const { record, setTyped } = useRecordUntilTyped();
  const fields = formFields(declaration);
  return (
    <SimpleForm
      record={record}
      onSubmit={onSubmit}
      warnWhenUnsavedChanges
      // A new record's save is offered before anything is typed: pressed, it names every missing
      // field at once (react-admin's own waits for a change).
      toolbar={record?.id === undefined ? newRecordToolbar : storedRecordToolbar(declaration)}
    >
      <ReportTyped onChange={setTyped} />
      <Box onKeyDown={enterMovesOn} sx={{ width: '100%' }}>
        {declaration.ui?.formGroups ? (
          <GroupedInputs resource={declaration.name} fields={fields} groups={declaration.ui?.formGroups} />
        ) : (
          fields.map((field) => (
            <DeclaredInput
              key={field.source}
              resource={declaration.name}
              field={field}
              dependents={dependentsOf(fields, field.source)}
            />
          ))
        )}
      </Box>
    </SimpleForm>
  );
};
