import { createElement, Suspense, useMemo } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useListContext,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import type { ActionCall, ResourceProvider } from '../../dataProvider/resourceProvider';
import {
  actionApplies,
  actionConfirmKey,
  actionLabelKey,
  type ActionDeclaration,
  type ResourceDeclaration,
} from '../../resources';
import { confirmations, previews } from '../confirmations';
import { Countdown } from '../kit/Countdown';
import { InputsDialogButton } from '../kit/InputsDialogButton';
import { actionIconFor } from './actionIcons';
import { fieldValues, recordTitle } from './InputsDialog';
import { retryWait, useRetryAfter } from './useRetryAfter';

interface ActionButtonProps {
  readonly declaration: ResourceDeclaration;
  readonly action: ActionDeclaration;
  /** Its accessible name where its label alone does not name the row it acts on. */
  readonly ariaLabel?: string;
  /** Its icon alone, the label its name and tooltip (a list row's, InputsDialogButton). */
  readonly iconOnly?: boolean;
}

/** What an action's call names besides its inputs: the record, or the chosen ids. */
type ActionTarget = Pick<ActionCall, 'record' | 'ids'>;

interface ActionControlProps extends ActionButtonProps {
  readonly target: ActionTarget;
  /** After a success (a bulk action clears the selection). */
  readonly onDone?: () => void;
  /** Shown but not offered (a switch the role may not turn). */
  readonly disabled?: boolean;
}

/** Whether a `toggle` action's switch is on for the record. */
const toggledOn = (
  { field, on = true }: NonNullable<ActionDeclaration['toggle']>,
  record: ActionTarget['record'],
) => record?.[field] === on;

/**
 * The button, dialog and call of one action, once it is known to be offered: its inputs, rendered
 * with the generated inputs and validators, in a dialog; its confirmation question (`...confirm`)
 * when it asks one; its title may name the record's fields (`dialog.title`), its inputs start from
 * the record's (`startsFrom`), its success may say more (`dialog.doneMessage`). The call goes
 * through the generic provider's `callAction`; success refreshes the page. A refusal stays in the
 * dialog with what was typed and the server's message (or `dialog.failMessage`, where the seed names
 * one for any);
 * one that says when to try again closes it and counts down to a retry of the same call.
 */
const ActionControl = ({
  declaration,
  action,
  target,
  onDone,
  disabled = false,
  ariaLabel,
  iconOnly,
}: ActionControlProps) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  const refresh = useRefresh();
  const retry = useRetryAfter();
  const { record } = target;
  const label = action.label ?? actionLabelKey(declaration.name, action.name);
  const { dialog = {} } = action;
  const title = useMemo(() => dialog.title && recordTitle(dialog.title, record), [dialog.title, record]);
  const start = useMemo(
    () =>
      fieldValues(
        record,
        Object.fromEntries(
          (action.inputs ?? []).flatMap(({ source, startsFrom }) =>
            startsFrom ? [[source, startsFrom]] : [],
          ),
        ),
      ),
    [action.inputs, record],
  );
  const { toggle } = action;
  const on = toggle ? toggledOn(toggle, record) : undefined;
  const confirmation = dialog.confirmWith && record ? confirmations[dialog.confirmWith] : undefined;
  const Preview = dialog.previewWith ? previews[dialog.previewWith] : undefined;
  return (
    <InputsDialogButton
      label={label}
      title={confirmation && record ? confirmation.title(record as RaRecord) : title}
      content={
        confirmation && record ? createElement(confirmation.Text, { record: record as RaRecord }) : undefined
      }
      // Its code loads as the dialog opens: only the preview waits for it.
      after={Preview ? <Suspense fallback={null}>{createElement(Preview, { record })}</Suspense> : undefined}
      switchChecked={on}
      ariaLabel={ariaLabel}
      iconOnly={iconOnly}
      doneMessage={dialog.doneMessage}
      record={start}
      icon={createElement(actionIconFor(action.icon))}
      resource={declaration.name}
      fieldLabels={declaration.fieldLabels}
      fields={action.inputs ?? []}
      question={action.confirm ? actionConfirmKey(declaration.name, action.name) : undefined}
      submit={(inputs) =>
        dataProvider.callAction(declaration.name, action.name, {
          ...target,
          // A switch sends its new position.
          inputs: toggle ? { ...inputs, [toggle.input]: !on } : inputs,
        })
      }
      onDone={() => {
        onDone?.();
        refresh();
      }}
      closeOnFailure={(error) => retryWait(error) !== undefined}
      failMessage={dialog.failMessage}
      submitLabel={dialog.submitLabel}
      onFailure={(error, resend) => retry.schedule(error, resend)}
      disabled={retry.deadline !== null || disabled}
    >
      {retry.deadline ? (
        <Countdown deadline={retry.deadline} dueKey="kago.retry.in" overdueKey="kago.retry.now" />
      ) : null}
    </InputsDialogButton>
  );
};

/**
 * One custom action of a declaration's action table, built from its entry: its button (label
 * `resources.<name>.actions.<action>.label`), hidden when `canAccess` says no or the record is not one
 * it applies to (`when`).
 */
export const ActionButton = ({ declaration, action, ariaLabel, iconOnly }: ActionButtonProps) => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: declaration.name, action: action.name });
  // A switch is where its value is seen: a role that may not turn it still sees it, disabled.
  if (
    (!canAccess && !action.toggle) ||
    ((action.scope ?? 'record') === 'record' && !actionApplies(action, record))
  )
    return null;
  return (
    <ActionControl
      declaration={declaration}
      action={action}
      target={record ? { record } : {}}
      disabled={!canAccess}
      ariaLabel={ariaLabel}
      iconOnly={iconOnly}
    />
  );
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

/**
 * The actions of a declaration offered at one place, each its own button; `iconOnly` in a list's
 * rows, where the icons each action declares tell them apart (`ActionDeclaration.icon`).
 */
export const ActionButtons = ({
  declaration,
  place,
  iconOnly,
}: {
  readonly declaration: ResourceDeclaration;
  readonly place: ActionDeclaration['places'][number];
  readonly iconOnly?: boolean;
}) => (
  <>
    {(declaration.actions ?? [])
      .filter((action) => action.places.includes(place))
      .map((action) => (
        <ActionButton key={action.name} declaration={declaration} action={action} iconOnly={iconOnly} />
      ))}
  </>
);
