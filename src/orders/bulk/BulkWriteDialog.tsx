import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useContext, useMemo, useState } from 'react';
import {
  DataProviderContext,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import type { KagoDataProvider } from '../../../dataProvider/dataProvider';
import { findOrderAction, type DeclaredOrderWrite } from '../../../resources/orders/index';
import { initialValues, writeBody, type FormValues } from '../detail/actions/actionForm';
import { movesFrom } from '../detail/actions/availableActions';
import { ActionDialogFrame, SubmitButton } from '../detail/actions/ActionDialogFrame';
import { ActionInputs, isApiError } from '../detail/actions/OrderActionDialog';
import type { OrderRecord } from '../detail/orderRecord';
import { useOrderFamily } from '../useOrderFamily';
import { writeEach, type BulkFailure } from './writeEach';

/** A chosen row: the record as the list showed it, when it is on the page the user sees. */
interface ChosenOrder {
  id: OrderRecord['id'];
  code: string;
  record?: OrderRecord;
}

/** Why one order's write failed, in the user's language: a stale version, the server's field errors or message. */
const reasonOf =
  (translate: TranslateFunction) =>
  (error: unknown): string => {
    if (!isApiError(error))
      return error instanceof Error ? translate(error.message, { _: error.message }) : String(error);
    if (error.status === 409) return translate('kago.orderList.bulk.conflict');
    const fieldMessages = Object.values(error.body?.errors ?? {}).filter(
      (message): message is string => typeof message === 'string',
    );
    return fieldMessages.length ? fieldMessages.join(' ') : translate(error.message, { _: error.message });
  };

const BulkProgress = ({ done, total }: { done: number; total: number }) => {
  const translate = useTranslate();
  const text = translate('kago.orderList.bulk.progress', { done, total });
  return (
    <Box sx={{ mt: 2 }}>
      <LinearProgress variant="determinate" value={(done / total) * 100} aria-label={text} />
      <Typography variant="caption" role="status" aria-live="polite">
        {text}
      </Typography>
    </Box>
  );
};

const FailureSummary = ({ failures, total }: { failures: readonly BulkFailure[]; total: number }) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning">
      {translate('kago.orderList.bulk.summary', { done: total - failures.length, total })}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {failures.map((failure) => (
          <li key={String(failure.id)}>
            <strong>{failure.code}</strong> — {failure.reason}
          </li>
        ))}
      </Box>
    </Alert>
  );
};

/**
 * The dialog of an order write on the list's chosen rows: the detail's inputs (from the same entry
 * of resources/orders/orderActions.ts), asked once, then the write applied to each order in turn
 * through its own call, with the version the list showed. While it runs, how far it is ("3 of 12");
 * at the end the list is reloaded, and either a success toast, or a summary naming each order left
 * unchanged and why, those orders still selected so the user can look at them and try again.
 */
export const BulkWriteDialog = ({ action, onClose }: { action: DeclaredOrderWrite; onClose: () => void }) => {
  const family = useOrderFamily();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // The provider itself, not react-admin's proxy: a refused write is this dialog's to report.
  const dataProvider = useContext(DataProviderContext) as KagoDataProvider;
  const { data, selectedIds, onSelect } = useListContext<OrderRecord>();
  const declaration = findOrderAction(action);
  if (!declaration) throw new Error(`${action} is not in resources/orders/orderActions.ts`);
  // Fixed at opening: the rows chosen and the versions the user saw.
  const [chosen] = useState<ChosenOrder[]>(() =>
    selectedIds.map((id) => {
      const record = data?.find((row) => row.id === id);
      return { id, code: record?.code ?? `#${id}`, record };
    }),
  );
  const [defaultValues] = useState(() => initialValues(declaration, undefined));
  // The moves any chosen order may make (those of the list's statuses for rows of other pages).
  const statuses = useMemo(() => {
    const known = chosen.flatMap((order) => (order.record ? [order.record.status] : []));
    return movesFrom(known.length ? known : family.statuses);
  }, [chosen, family]);
  const [done, setDone] = useState<number | null>(null);
  const [failures, setFailures] = useState<BulkFailure[] | null>(null);
  const running = done !== null && failures === null;

  /** A row chosen on another page is read first: its write needs the order's version. */
  const recordOf = async (order: ChosenOrder) =>
    order.record ??
    (await dataProvider.orderRead<OrderRecord>(family.path, 'getorder', { id: order.id })).data;

  const submit = async (values: FormValues) => {
    setDone(0);
    const failed = await writeEach(
      chosen,
      async (order) =>
        dataProvider.orderWrite(family.path, action, writeBody(declaration, await recordOf(order), values)),
      reasonOf(translate),
      setDone,
    );
    refresh();
    onSelect(failed.map((failure) => failure.id));
    if (failed.length === 0) {
      notify('kago.orderList.bulk.done', { type: 'success', messageArgs: { smart_count: chosen.length } });
      onClose();
    } else setFailures(failed);
  };

  return (
    <ActionDialogFrame
      title={translate('kago.orderList.bulk.title', {
        action: translate(`kago.orders.actions.${action}`),
        smart_count: chosen.length,
      })}
      onClose={running ? undefined : onClose}
      defaultValues={defaultValues}
      onSubmit={submit}
      actions={
        failures ? (
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={running}>
              {translate('ra.action.cancel')}
            </Button>
            <SubmitButton />
          </>
        )
      }
    >
      {failures ? (
        <FailureSummary failures={failures} total={chosen.length} />
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('kago.orderList.bulk.help')}
          </Typography>
          <ActionInputs action={declaration} family={family} statuses={statuses} />
        </>
      )}
      {running ? <BulkProgress done={done} total={chosen.length} /> : null}
    </ActionDialogFrame>
  );
};
