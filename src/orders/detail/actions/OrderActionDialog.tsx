import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useContext, useMemo, useState } from 'react';
import { DataProviderContext, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { KagoDataProvider } from '../../../../dataProvider/dataProvider';
import type { ApiError } from '../../../../dataProvider/errors';
import { notifyKeys } from '../../../../contract/errorCodes';
import {
  findOrderAction,
  type OrderActionDeclaration,
  type OrderActionName,
  type OrderFamily,
  type OrderStatus,
} from '../../../../resources/orders/index';
import type { QueryParams } from '../../../../dataProvider/queryString';
import type { FieldDeclaration } from '../../../../resources/types';
import { DeclaredInput } from '../../../generators/inputComponents';
import { OptionsReadContext, type OptionsRead } from '../../../generators/optionsRead';
import { flattenServerErrors } from '../../../generators/serverErrors';
import type { OrderRecord } from '../orderRecord';
import { useFormatValue } from '../OrderValue';
import { useOrderRead } from '../useOrderRead';
import { ActionDialogFrame, SubmitButton } from './ActionDialogFrame';
import { initialValues, isInputShown, shownInput, writeBody, type FormValues } from './actionForm';
import { offeredStatuses } from './availableActions';

export interface OrderActionDialogProps {
  family: OrderFamily;
  order: OrderRecord;
  action: OrderActionName;
  onClose: () => void;
  /** Reloads the order (and what is read about it); resolves when it has. */
  onReload: () => Promise<unknown>;
  /** Values the dialog starts from instead of the order's (a preset status, an e-mail template). */
  presets?: FormValues;
  /** Values sent without an input (the product line an attribute edit is about). */
  fixed?: FormValues;
}

type Problem = { kind: 'conflict' } | { kind: 'reloaded' } | { kind: 'message'; message: string };

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && 'body' in error;

const familyReads = new Map<string, OptionsRead>();

/** An input's options (`optionsFrom.read`: suppliers, offices, bid accounts) read from the order's family. */
const familyOptionsRead = (family: OrderFamily): OptionsRead => {
  const known = familyReads.get(family.path);
  if (known) return known;
  const useFamilyOptions = <T,>(
    _resource: string,
    read: string,
    inputs: Record<string, unknown>,
    enabled: boolean,
  ) => useOrderRead<T>(family, read as OrderActionName, inputs as QueryParams, { enabled });
  familyReads.set(family.path, useFamilyOptions);
  return useFamilyOptions;
};

const fieldLabel = (source: string) => `kago.orders.fields.${source}`;

/**
 * The inputs of an action's dialog (the list's bulk dialog too: `statuses` then offers its moves),
 * the generated inputs of the one field vocabulary, labelled `kago.orders.fields.<source>` and
 * checked as the server checks them; an input the order's current value bounds shows that value.
 */
export const ActionInputs = ({
  action,
  family,
  order,
  statuses,
}: {
  action: OrderActionDeclaration;
  family: OrderFamily;
  order?: OrderRecord;
  statuses?: readonly OrderStatus[];
}) => {
  const translate = useTranslate();
  const format = useFormatValue();
  const values = useWatch() as FormValues;
  const inputs = useMemo(
    () => (action.inputs ?? []).filter((input) => input.form !== false).map(shownInput),
    [action],
  );
  const current = (input: FieldDeclaration) =>
    order && input.currentBound
      ? translate('kago.orderDetail.currentValue', {
          value: format(input, order[input.source], order) || '—',
        })
      : undefined;
  const offered = statuses ?? (order ? offeredStatuses(order.status) : []);
  return (
    <OptionsReadContext.Provider value={familyOptionsRead(family)}>
      <Stack spacing={1}>
        {inputs
          .filter((input) => isInputShown(input, values))
          .map((input) => (
            <DeclaredInput
              key={input.source}
              resource={family.path}
              field={input}
              label={fieldLabel(input.source)}
              record={order}
              helperText={current(input)}
              offered={offered}
            />
          ))}
      </Stack>
    </OptionsReadContext.Provider>
  );
};

/**
 * The dialog of any order write, generated from its entry of the action table
 * (resources/orders/orderActions.ts). It
 * follows the seed's dialog workflow: it starts from the order's values, checks them as the server
 * does, says above its inputs when the write is irreversible (its Confirm is then that
 * confirmation), shows loading while it sends; success
 * closes it, toasts and reloads the order; a failure keeps it open with everything typed: field
 * errors on their fields, a stale order (409) with a way to reload it, other refusals as a message.
 */
export const OrderActionDialog = ({
  family,
  order,
  action,
  onClose,
  onReload,
  presets,
  fixed,
}: OrderActionDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  // The provider itself, not react-admin's proxy: a refused write (403) is this dialog's to explain,
  // not a reason to leave the page the user may still read.
  const dataProvider = useContext(DataProviderContext) as KagoDataProvider;
  const declaration = findOrderAction(action);
  if (!declaration) throw new Error(`${action} is not in resources/orders/orderActions.ts`);
  // Fixed at opening: reloading the order after a conflict must not overwrite what was typed.
  const [defaultValues] = useState(() => initialValues(declaration, order, presets));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reloading, setReloading] = useState(false);
  const actionLabel = translate(`kago.orders.actions.${action}`);

  const submit = async (values: FormValues) => {
    setProblem(null);
    try {
      await dataProvider.orderWrite(family.path, action, writeBody(declaration, order, values, fixed), {
        multipart: declaration.encoding === 'multipart',
      });
    } catch (error) {
      if (!isApiError(error)) {
        setProblem({ kind: 'message', message: error instanceof Error ? error.message : String(error) });
        return undefined;
      }
      if (error.status === 409) {
        setProblem({ kind: 'conflict' });
        return undefined;
      }
      const fieldErrors = error.body?.errors ?? {};
      if (Object.keys(fieldErrors).length > 0) return flattenServerErrors(fieldErrors);
      setProblem({ kind: 'message', message: error.message });
      return undefined;
    }
    notify(notifyKeys.success, { type: 'success' });
    onClose();
    void onReload();
    return undefined;
  };

  const reload = useCallback(async () => {
    setReloading(true);
    try {
      await onReload();
      setProblem({ kind: 'reloaded' });
    } finally {
      setReloading(false);
    }
  }, [onReload]);

  return (
    <ActionDialogFrame
      title={actionLabel}
      onClose={onClose}
      defaultValues={defaultValues}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton />
        </>
      }
    >
      {problem?.kind === 'conflict' ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void reload()} disabled={reloading}>
              {translate('kago.orderDetail.reloadOrder')}
            </Button>
          }
        >
          {translate('kago.server.conflict')}
        </Alert>
      ) : null}
      {problem?.kind === 'reloaded' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('kago.orderDetail.reloaded')}
        </Alert>
      ) : null}
      {problem?.kind === 'message' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(problem.message, { _: problem.message })}
        </Alert>
      ) : null}
      {declaration.confirm ? (
        // An irreversible write says so above its inputs, in the one dialog: the inputs and the
        // confirmation are one decision, not a form and then a second dialog stacked on it.
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('kago.orderDetail.confirmContent', { action: actionLabel, code: order.code })}
        </Alert>
      ) : null}
      <ActionInputs action={declaration} family={family} order={order} />
    </ActionDialogFrame>
  );
};
