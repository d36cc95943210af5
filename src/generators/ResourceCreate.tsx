import { Create, Loading, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { LoadingFailed } from '../shell/LoadingFailed';
import { ResourceForm } from './ResourceForm';
import { useCreateDefaults } from './useCreateDefaults';

/** The create page of a declaration; the form starts from the server's defaults (`GET create`). */
const ResourceCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const defaults = useCreateDefaults(declaration.name);
  const translate = useTranslate();
  if (defaults.status === 'loading') return <Loading />;
  if (defaults.status === 'failed') {
    return (
      <LoadingFailed
        message={translate('kago.pages.loadingFailed')}
        reloadLabel={translate('kago.pages.reload')}
      />
    );
  }
  return (
    <Create resource={declaration.name} record={defaults.defaults} redirect="list">
      <ResourceForm declaration={declaration} />
    </Create>
  );
};

export default ResourceCreate;
