import { Show, SimpleShowLayout } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { fieldElement } from './fieldComponents';
import { showFields } from './formFields';

/** The show page of a declaration: every shown field, labelled by convention. */
const ResourceShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show resource={declaration.name}>
    <SimpleShowLayout>
      {showFields(declaration).map((field) => fieldElement(field, declaration.name))}
    </SimpleShowLayout>
  </Show>
);

export default ResourceShow;
