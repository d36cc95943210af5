import {
  BooleanField,
  Datagrid,
  EditButton,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { EditKey } from '../kit/EditKey';
import { ActionButtons } from './ActionButton';
import type { ResourceDeclaration } from '../../resources';
import { childRelations } from '../../resources/relations';
import { fieldElement } from './fieldComponents';
import { showFields } from './formFields';
import { TabbedDetail } from './TabbedDetail';

/**
 * The show page of a declaration (with the custom actions offered in its detail): every shown field, labelled by convention, then the records that
 * belong to this one (a province's districts...), each list loaded through its parent extra.
 */
const ShowActions = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <TopToolbar>
    <EditButton />
    <EditKey />
    <ActionButtons declaration={declaration} place="detail" />
  </TopToolbar>
);

/**
 * A declaration with `tabs` and no show view of its own gets them as they are declared, each field on
 * the tab its `tab` names (TabbedDetail); one without, every field on one page.
 */
const ResourceShow = ({ declaration }: { declaration: ResourceDeclaration }) =>
  declaration.tabs ? (
    <TabbedDetail declaration={declaration} editable={declaration.operations.update !== undefined} />
  ) : (
    <Show resource={declaration.name} actions={<ShowActions declaration={declaration} />}>
      <SimpleShowLayout>
        {showFields(declaration).map((field) => fieldElement(field, declaration.name))}
        {childRelations(declaration.name).map(({ resource, field, extra }) => (
          <ReferenceManyField
            key={`${resource}.${field}`}
            reference={resource}
            target={field}
            label={`resources.${resource}.name`}
            queryOptions={{ meta: { extra } }}
          >
            <Datagrid rowClick="show" bulkActionButtons={false} empty={<span>—</span>}>
              <TextField source="code" />
              <TextField source="name" />
              <BooleanField source="active" />
            </Datagrid>
          </ReferenceManyField>
        ))}
      </SimpleShowLayout>
    </Show>
  );

export default ResourceShow;
