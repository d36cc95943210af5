import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkDeleteButton, Button, useCanAccess } from 'react-admin';
import { actionsAt, type ResourceDeclaration } from '../../resources';
import { deleteMode } from './deleteMode';
import { BulkActionButton } from './ActionButton';
import { useBulkActivate } from './useBulkActivate';

const BulkActivateButton = ({ active }: { active: boolean }) => {
  const { run, isPending } = useBulkActivate(active);
  return (
    <Button
      label={active ? 'kago.actions.activate' : 'kago.actions.deactivate'}
      onClick={() => run()}
      disabled={isPending}
    >
      {active ? <ToggleOnIcon /> : <ToggleOffIcon />}
    </Button>
  );
};

/**
 * Bulk actions of a list: activate and deactivate where the resource offers them and the user may
 * edit (readers are spared buttons the API would refuse), the action table's bulk actions (each
 * checks its own access), and delete (which checks its own access): undoable, or asking first where
 * the declaration says waiting cannot undo it (`ui.deleteDialog`).
 */
export const BulkActions = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: declaration.name });
  return (
    <>
      {declaration.operations.activates && canEdit && (
        <>
          <BulkActivateButton active />
          <BulkActivateButton active={false} />
        </>
      )}
      {actionsAt(declaration, 'bulk').map((action) => (
        <BulkActionButton key={action.name} declaration={declaration} action={action} />
      ))}
      <BulkDeleteButton mutationMode={deleteMode(declaration)} />
    </>
  );
};
