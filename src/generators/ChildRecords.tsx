import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  Button,
  Datagrid,
  DeleteWithConfirmButton,
  ReferenceManyField,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources';
import { failureMessage } from './ActionButton';
import { fieldElement } from './fieldComponents';
import { formFields, listFields } from './formFields';
import { InputsDialog } from './InputsDialog';

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
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const data = { ...values, [target]: parentId };
      return record
        ? dataProvider.update(declaration.name, { id: record.id, data, previousData: record })
        : dataProvider.create(declaration.name, { data });
    },
    onSuccess: () => {
      notify('common.notify.success', { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (error) => notify(failureMessage(error), { type: 'error' }),
  });
  const label = record ? 'ra.action.edit' : 'ra.action.add';
  const fields = useMemo(() => formFields(declaration), [declaration]);
  // One object while the dialog lives: a new one would reset what was typed.
  const start = useMemo(() => record ?? defaultsOf(fields), [record, fields]);
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={isPending}>
        {record ? <EditIcon /> : <AddIcon />}
      </Button>
      <InputsDialog
        open={open}
        onClose={() => setOpen(false)}
        label={label}
        resource={declaration.name}
        fields={fields}
        record={start}
        pending={isPending}
        onSubmit={mutate}
      />
    </>
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
