import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { listOf, type OrderEvent } from '../orderRecord';
import { useFormatValue, type ValueKind } from '../OrderValue';
import { PartnerEventsLink } from '../../../eventLog/PartnerEventsLink';
import { QueryState } from '../../../kit/QueryState';
import { RowsTable } from '../RowsTable';
import { useOrderRead } from '../useOrderRead';
import { orderInfoFields, statusEventColumns } from './columns';
import type { OrderTabProps } from './tabProps';

/** How a changed column's values are shown: as the order info tab shows that column. */
const kindOf = new Map<string, ValueKind | undefined>(
  orderInfoFields.map(({ source, kind }) => [source, kind]),
);

/** The order's event log (`GetEventLog`, newest first): both tabs read it, once. */
const useEventLog = ({ family, order }: OrderTabProps) =>
  useOrderRead<unknown>(family, 'GetEventLog', { orderId: order.id }, { orderId: order.id });

/** "field: before → after", one line per changed value. */
const Changes = ({ event }: { event: OrderEvent }) => {
  const translate = useTranslate();
  const format = useFormatValue();
  const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])].filter(
    (key) => key !== 'version',
  );
  const shown = (key: string, value: unknown) => format(key, value, kindOf.get(key)) || '—';
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {keys.map((key) => (
        <li key={key}>
          {translate('kago.orderDetail.change', {
            field: translate(`kago.orders.fields.${key}`, { _: key }),
            before: shown(key, event.before?.[key]),
            after: shown(key, event.after?.[key]),
          })}
        </li>
      ))}
    </Box>
  );
};

/** Every change of the order: when, who, which action, and each value before and after. */
export const EventLogTab = (props: OrderTabProps) => {
  const translate = useTranslate();
  return (
    <QueryState query={useEventLog(props)}>
      {(data) => (
        <>
          <PartnerEventsLink code={props.order.code} />
          <RowsTable
            label={translate('kago.orderDetail.tabs.eventLog')}
            rows={listOf<OrderEvent>(data).map((event) => ({
              id: event.id,
              at: event.at,
              actorName: event.actorName ?? event.actor,
              action: translate(`kago.orders.actions.${event.action}`, { _: event.action }),
              changes: <Changes event={event} />,
            }))}
            columns={[
              { source: 'at', kind: 'date' },
              { source: 'actorName' },
              { source: 'action' },
              { source: 'changes', kind: 'node' },
            ]}
          />
        </>
      )}
    </QueryState>
  );
};

/** The status changes of the event log. */
export const StatusEventsTab = (props: OrderTabProps) => {
  const translate = useTranslate();
  return (
    <QueryState query={useEventLog(props)}>
      {(data) => (
        <RowsTable
          label={translate('kago.orderDetail.tabs.statusEvents')}
          rows={listOf<OrderEvent>(data)
            .filter((event) => event.fromStatus !== event.toStatus)
            .map((event) => ({ ...event, actorName: event.actorName ?? event.actor }))}
          columns={statusEventColumns}
        />
      )}
    </QueryState>
  );
};
