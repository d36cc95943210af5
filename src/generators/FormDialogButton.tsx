import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useMemo } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import type { FormDialog, ResourceDeclaration } from '../../resources';
import { InputsDialogButton } from '../kit/InputsDialogButton';
import { formFields } from './formFields';
import { recordTitle } from './InputsDialog';

interface FormDialogButtonProps {
  readonly declaration: ResourceDeclaration & { readonly ui: { readonly formDialog: FormDialog } };
  /** The edit of the row's record; without it, a new record. */
  readonly edit?: boolean;
}

/**
 * Create or edit a record in a dialog over its list (a declaration's `ui.formDialog`): `GET create`
 * or the record first, then its form fields in their sections (`ui.formGroups`); a save sends the record
 * with the version it started from, says what it saved and reloads the list; a refusal stays in the
 * dialog with what was typed and the server's errors on their fields. A row's edit button is named
 * by the fields its dialog's title names ("Edit C000001"), and shows its icon alone, as every row's
 * buttons do (the label in its tooltip).
 */
export const FormDialogButton = ({ declaration, edit = false }: FormDialogButtonProps) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  const refresh = useRefresh();
  const translate = useTranslate();
  const row = useRecordContext();
  const fields = useMemo(() => formFields(declaration), [declaration]);
  const { name } = declaration;
  const { formDialog } = declaration.ui;
  if (edit && !row) return null;
  const rowName = Object.values(formDialog.editTitle.values)
    .map((field) => String(row?.[field] ?? ''))
    .join(' ');
  return (
    <InputsDialogButton
      label={edit ? 'ra.action.edit' : formDialog.createTitle}
      ariaLabel={edit ? `${translate('ra.action.edit')} ${rowName}` : undefined}
      title={(start) => (edit ? recordTitle(formDialog.editTitle, start) : { key: formDialog.createTitle })}
      doneMessage={(saved) => recordTitle(formDialog.savedMessage, (saved as { data: RaRecord }).data)}
      icon={edit ? <EditIcon /> : <AddIcon />}
      iconOnly={edit}
      resource={name}
      fieldLabels={declaration.fieldLabels}
      fields={fields}
      groups={declaration.ui?.formGroups}
      submitLabel="ra.action.save"
      load={async () =>
        edit && row
          ? (await dataProvider.getOne(name, { id: row.id })).data
          : (await dataProvider.getCreateDefaults(name)).data
      }
      submit={(values, start) =>
        edit && row
          ? dataProvider.update(name, {
              id: row.id,
              data: { ...values, version: start.version },
              previousData: start as RaRecord,
            })
          : dataProvider.create(name, { data: values })
      }
      onDone={refresh}
    />
  );
};
