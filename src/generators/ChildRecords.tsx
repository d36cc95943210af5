import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Typography } from '@mui/material';
import { createElement, useMemo } from 'react';
import {
  Datagrid,
  DeleteButton,
  ReferenceManyField,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import {
  actionLabelKey,
  actionsAt,
  declaredFieldLabelKey,
  type DeleteDialog,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '../../resources';
import { declaredConfirmation } from '../confirmations';
import { InputsDialogButton } from '../kit/InputsDialogButton';
import { ActionButton } from './ActionButton';
import { fieldElement } from './fieldComponents';
import { formFields, listFields } from './formFields';
import { recordTitle } from './InputsDialog';
import { deleteMode } from './deleteMode';

interface ChildRecordsProps {
  /** The child resource: its records name the shown record in `target`. */
  readonly declaration: ResourceDeclaration;
  readonly target: string;
}

interface ParentProps extends ChildRecordsProps {
  readonly parent: RaRecord;
}

/** A new child starts from its declared defaults (a service not performed yet, a quantity of 1). */
const defaultsOf = (fields: readonly FieldDeclaration[]) =>
  Object.fromEntries(
    fields.flatMap((field) => (field.defaultValue === undefined ? [] : [[field.source, field.defaultValue]])),
  );

/**
 * What a new child's input takes from its parent (`startsFrom`): the parent's value, or where the
 * parent names the option by another key (`optionsFrom.match`), the value of the option it names (an
 * address's country id, from its customer's country code).
 */
const useParentStart = (declaration: ResourceDeclaration, fields: readonly FieldDeclaration[]) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  /** The value one input starts at, from the parent. */
  const startOf = async ({ startsFrom = '', optionsFrom }: FieldDeclaration, parent: RaRecord) => {
    const given: unknown = parent[startsFrom];
    if (!optionsFrom?.match) return given;
    const { read, match, value = 'id', resource = declaration.name } = optionsFrom;
    const { data } = await dataProvider.callAction<Record<string, unknown>[]>(resource, read);
    return data.find((option) => option[match] === given)?.[value];
  };
  return async (parent: RaRecord) => {
    const started = await Promise.all(
      fields
        .filter((field) => field.startsFrom)
        .map(async (field): Promise<[string, unknown]> => [field.source, await startOf(field, parent)]),
    );
    return { ...defaultsOf(fields), ...Object.fromEntries(started) };
  };
};

/**
 * Add (no record) or edit (a record) one child in a dialog of its declared form fields, titled and
 * saved as its `ui.formDialog` says where it has one.
 */
const ChildDialogButton = ({
  declaration,
  target,
  parent,
  record,
  ariaLabel,
}: ParentProps & { record?: RaRecord; ariaLabel?: string }) => {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const fields = useMemo(() => formFields(declaration), [declaration]);
  const parentStart = useParentStart(declaration, fields);
  // One object while the dialog lives: a new one would reset what was typed.
  const start = useMemo(() => record ?? defaultsOf(fields), [record, fields]);
  const fromParent = !record && fields.some((field) => field.startsFrom);
  const texts = declaration.ui?.formDialog;
  return (
    <InputsDialogButton
      label={record ? 'ra.action.edit' : (texts?.createLabel ?? texts?.createTitle ?? 'ra.action.add')}
      ariaLabel={ariaLabel}
      title={
        texts &&
        (record ? recordTitle(texts.editTitle, record) : { key: texts.createTitle, values: undefined })
      }
      doneMessage={texts?.savedMessage.key}
      icon={record ? <EditIcon /> : <AddIcon />}
      resource={declaration.name}
      fieldLabels={declaration.fieldLabels}
      fields={fields}
      submitLabel={texts ? 'ra.action.save' : undefined}
      // An edit starts from the row; a new child from its defaults and what it takes from its parent.
      record={start}
      load={fromParent ? () => parentStart(parent) : undefined}
      submit={(values) => {
        const data = { ...values, [target]: parent.id };
        return record
          ? dataProvider.update(declaration.name, { id: record.id, data, previousData: record })
          : dataProvider.create(declaration.name, { data });
      }}
      onDone={refresh}
    />
  );
};

interface RowButtonProps {
  readonly declaration: ResourceDeclaration;
  readonly record: RaRecord;
  /** Its name, saying which row it acts on. */
  readonly ariaLabel?: string;
}

/** A delete that asks with its declared texts (`ui.deleteDialog`) and says what it did. */
const DeleteDialogButton = ({
  declaration,
  dialog,
  record,
  ariaLabel,
}: RowButtonProps & { dialog: DeleteDialog }) => {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const confirmation = useMemo(() => declaredConfirmation(dialog), [dialog]);
  return (
    <InputsDialogButton
      label="ra.action.delete"
      ariaLabel={ariaLabel}
      title={confirmation.title(record)}
      content={createElement(confirmation.Text, { record })}
      doneMessage={dialog.doneMessage}
      icon={<DeleteIcon />}
      resource={declaration.name}
      fields={[]}
      submit={() => dataProvider.delete(declaration.name, { id: record.id, previousData: record })}
      onDone={refresh}
    />
  );
};

/**
 * A row's edit, its row actions whose `when` it meets, and its delete, each named after the row
 * (`ui.recordRepresentation`) where the declaration names one: "Edit address: Home".
 */
const RowActions = (props: ParentProps) => {
  const { declaration } = props;
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const { recordRepresentation, formDialog, deleteDialog } = declaration.ui ?? {};
  const rowName = recordRepresentation && record[recordRepresentation];
  const named = (label: string) => (rowName ? `${translate(label)}: ${String(rowName)}` : undefined);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {actionsAt(declaration, 'row').map((action) => (
        <ActionButton
          key={action.name}
          declaration={declaration}
          action={action}
          ariaLabel={named(action.label ?? actionLabelKey(declaration.name, action.name))}
        />
      ))}
      <ChildDialogButton
        {...props}
        record={record}
        ariaLabel={named(formDialog?.editTitle.key ?? 'ra.action.edit')}
      />
      {typeof deleteDialog === 'object' ? (
        <DeleteDialogButton
          declaration={declaration}
          dialog={deleteDialog}
          record={record}
          ariaLabel={named(deleteDialog.title)}
        />
      ) : (
        <DeleteButton mutationMode={deleteMode(declaration)} redirect={false} />
      )}
    </Box>
  );
};

/**
 * The records of another resource that belong to the shown one (a package's items, services,
 * child shipments, a customer's addresses): their list columns, and, for those who may write, add,
 * edit, delete and the row actions in dialogs built from the child's declaration. The server's rules
 * judge each write; a refusal shows its message and the dialog keeps what was typed.
 */
export const ChildRecords = ({ declaration, target }: ChildRecordsProps) => {
  const parent = useRecordContext();
  const translate = useTranslate();
  const { canAccess: canWrite } = useCanAccess({ resource: declaration.name, action: 'edit' });
  if (!parent) return null;
  const label = (source: string) =>
    declaration.fieldLabels ? declaredFieldLabelKey(declaration, source) : undefined;
  const empty = declaration.ui?.empty;
  return (
    <>
      {canWrite ? <ChildDialogButton declaration={declaration} target={target} parent={parent} /> : null}
      <ReferenceManyField reference={declaration.name} target={target} perPage={100} sort={declaration.sort}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={empty ? <Typography variant="body2">{translate(empty)}</Typography> : <span>—</span>}
        >
          {listFields(declaration).map((field) => fieldElement(field, declaration.name, label(field.source)))}
          {canWrite ? <RowActions declaration={declaration} target={target} parent={parent} /> : null}
        </Datagrid>
      </ReferenceManyField>
    </>
  );
};
