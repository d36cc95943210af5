import { Edit } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { ResourceForm } from './ResourceForm';

/**
 * The edit page of a declaration. Pessimistic, so a refused save (validation, stale `version`) comes
 * back to the form with what the user typed still in it; the record's `version` travels with it.
 */
const ResourceEdit = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Edit resource={declaration.name} mutationMode="pessimistic" redirect="list">
    <ResourceForm declaration={declaration} />
  </Edit>
);

export default ResourceEdit;
