import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { ActionCall, ResourceProvider } from '../../dataProvider/resourceProvider';
import {
  actionApplies,
  actionConfirmKey,
  actionLabelKey,
  type ActionDeclaration,
  type ResourceDeclaration,
} from '../../resources';
import { Countdown } from '../kit/Countdown';
import { InputsDialog } from './InputsDialog';
import { useRetryAfter } from './useRetryAfter';

interface ActionButtonProps {
  readonly declaration: ResourceDeclaration;
  readonly action: ActionDeclaration;
}

/** What a failed call shows: the first detail error code's message (dataProvider/errors.ts), else generic. */
export const failureMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'common.notify.error';

/** What an action's call names besides its inputs: the record, or the chosen ids. */
type ActionTarget = Pick<ActionCall, 'record' | 'ids'>;

interface ActionControlProps extends ActionButtonProps {
  readonly target: ActionTarget;
  /** After a success (a bulk action clears the selection). */
  readonly onDone?: () => void;
}

/**
 * The button, dialog and call of one action, once it is known to be offered: its inputs, rendered
 * with the generated inputs and validators, in a dialog; its confirmation question (`...confirm`)
 * when it asks one. The call goes through the generic provider's `callAction`; success refreshes the
 * page, a refusal shows the server's message.
 */
const ActionControl = ({ declaration, action, target, onDone }: ActionControlProps) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const retry = useRetryAfter();
  const { mutate, isPending } = useMutation({
    mutationFn: (inputs: Record<string, unknown>) =>
      dataProvider.callAction(declaration.name, action.name, { ...target, inputs }),
    onSuccess: () => {
      notify('common.notify.success', { type: 'success' });
      setOpen(false);
      onDone?.();
      refresh();
    },
    onError: (error, inputs) => {
      notify(failureMessage(error), { type: 'error' });
      setOpen(false);
      retry.schedule(error, () => mutate(inputs));
    },
  });
  const label = actionLabelKey(declaration.name, action.name);
  const inputs = action.inputs ?? [];
  const start = () => {
    if (inputs.length === 0 && !action.confirm) mutate({});
    else setOpen(true);
  };
  const stop = (event: MouseEvent) => event.stopPropagation();
  // Clicks in the dialogs (portals, whose events still bubble through React) must not reach the row.
  return (
    <Box component="span" onClick={stop}>
      <Button label={label} onClick={start} disabled={isPending || retry.deadline !== null}>
        <PlayArrowIcon />
      </Button>
      {retry.deadline ? (
        <Countdown deadline={retry.deadline} dueKey="kago.retry.in" overdueKey="kago.retry.now" />
      ) : null}
      {inputs.length === 0 ? (
        <Confirm
          isOpen={open}
          loading={isPending}
          title={label}
          content={actionConfirmKey(declaration.name, action.name)}
          onConfirm={() => mutate({})}
          onClose={() => setOpen(false)}
        />
      ) : (
        <InputsDialog
          open={open}
          onClose={() => setOpen(false)}
          label={label}
          question={action.confirm ? actionConfirmKey(declaration.name, action.name) : undefined}
          resource={declaration.name}
          fields={inputs}
          pending={isPending}
          onSubmit={mutate}
        />
      )}
    </Box>
  );
};

/**
 * One custom action of a declaration's action table, built from its entry: its button (label
 * `resources.<name>.actions.<action>.label`), hidden when `canAccess` says no or the record is not one
 * it applies to (`when`).
 */
export const ActionButton = ({ declaration, action }: ActionButtonProps) => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: declaration.name, action: action.name });
  if (!canAccess || ((action.scope ?? 'record') === 'record' && !actionApplies(action, record))) return null;
  return <ActionControl declaration={declaration} action={action} target={record ? { record } : {}} />;
};

/** A bulk action (`places: ['bulk']`): on the list's chosen rows, whose selection it clears after. */
export const BulkActionButton = ({ declaration, action }: ActionButtonProps) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const { canAccess } = useCanAccess({ resource: declaration.name, action: action.name });
  if (!canAccess) return null;
  return (
    <ActionControl
      declaration={declaration}
      action={action}
      target={{ ids: selectedIds }}
      onDone={() => onUnselectItems()}
    />
  );
};

/** The actions of a declaration offered at one place, each its own button. */
export const ActionButtons = ({
  declaration,
  place,
}: {
  readonly declaration: ResourceDeclaration;
  readonly place: ActionDeclaration['places'][number];
}) => (
  <>
    {(declaration.actions ?? [])
      .filter((action) => action.places.includes(place))
      .map((action) => (
        <ActionButton key={action.name} declaration={declaration} action={action} />
      ))}
  </>
);
