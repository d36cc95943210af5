import { useCanAccess, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { shortcutKeys } from './shortcutTable';
import { useShortcut } from './useShortcut';

/**
 * `e` on a record's page opens its edit page, for a user who may edit it (the Edit button's rule).
 * Renders nothing; place it beside the page's Edit button.
 */
export const EditKey = () => {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ action: 'edit', resource, record });
  const createPath = useCreatePath();
  const navigate = useNavigate();
  useShortcut(
    shortcutKeys.edit,
    () => {
      if (!record || !resource) return false;
      navigate(createPath({ resource, id: record.id, type: 'edit' }));
      return true;
    },
    canAccess === true,
  );
  return null;
};
