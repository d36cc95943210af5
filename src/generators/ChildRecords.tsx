import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import {
  Datagrid,
  DeleteWithConfirmButton,
  ReferenceManyField,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import { InputsDialogButton } from '../kit/InputsDialogButton';
import { fieldElement } from './fieldComponents';
import { formFields, listFields } from './formFields';

interface ChildRecordsProps {
  /** The child resource: its records name the shown record in `target`. */
  readonly declaration: ResourceDeclaration;
  readonly target: string;
}

/** A new child starts from its declared defaults (a service not performed yet, a quantity of 1). */
const defaultsOf = (fields: readonly FieldDeclaration[]) =>
  Object.fromEntries(
    fields.flatMap((field) => (field.defaultValue === undefined ? [] : [[field.source, field.defaultValue]])),
  );

/** Add (no record) or edit (a record) one child in a dialog of its declared form fields. */
const ChildDialogButton = ({
  declaration,
  target,
  parentId,
  record,
}: ChildRecordsProps & { parentId: RaRecord['id']; record?: RaRecord }) => {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const fields = useMemo(() => formFields(declaration), [declaration]);
  // One object while the dialog lives: a new one would reset what was typed.
  const start = useMemo(() => record ?? defaultsOf(fields), [record, fields]);
  return (
    <InputsDialogButton
      label={record ? 'ra.action.edit' : 'ra.action.add'}
      icon={record ? <EditIcon /> : <AddIcon />}
      resource={declaration.name}
      fields={fields}
      record={start}
      submit={(values) => {
        const data = { ...values, [target]: parentId };
        return record
          ? dataProvider.update(declaration.name, { id: record.id, data, previousData: record })
          : dataProvider.create(declaration.name, { data });
      }}
      onDone={refresh}
    />
  );
};

const RowActions = (props: ChildRecordsProps & { parentId: RaRecord['id'] }) => {
  const record = useRecordContext();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <ChildDialogButton {...props} record={record} />
      <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
    </Box>
  );
};

/**
 * The records of another resource that belong to the shown one (a package's items, services,
 * child shipments): their list columns, and, for those who may write, add, edit and delete in
 * dialogs built from the child's declaration. The server's rules judge each write; a refusal shows
 * its message and the dialog keeps what was typed.
 */
export const ChildRecords = ({ declaration, target }: ChildRecordsProps) => {
  const parent = useRecordContext();
  const { canAccess: canWrite } = useCanAccess({ resource: declaration.name, action: 'edit' });
  if (!parent) return null;
  return (
    <>
      <ReferenceManyField reference={declaration.name} target={target} perPage={100}>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>—</span>}>
          {listFields(declaration).map((field) => fieldElement(field, declaration.name))}
          {canWrite ? <RowActions declaration={declaration} target={target} parentId={parent.id} /> : null}
        </Datagrid>
      </ReferenceManyField>
      {canWrite ? <ChildDialogButton declaration={declaration} target={target} parentId={parent.id} /> : null}
    </>
  );
};
