import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { orderFields } from '../../../../resources/orders/orderFields';
import type { FieldDeclaration } from '../../../../resources/types';
import { listOf, type OrderEvent } from '../orderRecord';
import { useFormatValue } from '../OrderValue';
import { PartnerEventsLink } from '../../../eventLog/PartnerEventsLink';
import { QueryState } from '../../../kit/QueryState';
import { RowsTable, type DrawnColumn } from '../RowsTable';
import { useReadAboutOrder } from '../useOrderRead';
import { eventLogColumns, statusEventColumns } from './columns';
import type { OrderTabProps } from './tabProps';

/** How a changed column's values are shown: by the order's declared field, else as text. */
const declaredFields = new Map<string, FieldDeclaration>(orderFields.map((field) => [field.source, field]));
const fieldOf = (source: string): FieldDeclaration => declaredFields.get(source) ?? { source, type: 'text' };

/** The order's event log (`GetEventLog`, newest first): both tabs read it, once. */
const useEventLog = ({ family, order }: OrderTabProps) => useReadAboutOrder(family, order.id, 'GetEventLog');

/** "field: before → after", one line per changed value. */
const Changes = ({ event }: { event: OrderEvent }) => {
  const translate = useTranslate();
  const format = useFormatValue();
  const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])].filter(
    (key) => key !== 'version',
  );
  const shown = (key: string, value: unknown) => format(fieldOf(key), value) || '—';
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

type EventRow = OrderEvent & Record<string, unknown>;

const changesColumn: DrawnColumn<EventRow> = {
  source: 'changes',
  draw: (event) => <Changes event={event} />,
};

/** Events of the order as a table, each named by who made it (a name, else the user's login). */
const EventRows = ({
  labelKey,
  events,
  columns,
}: {
  labelKey: string;
  events: readonly OrderEvent[];
  columns: readonly (FieldDeclaration | DrawnColumn<EventRow>)[];
}) => {
  const translate = useTranslate();
  return (
    <RowsTable
      label={translate(labelKey)}
      rows={events.map((event): EventRow => ({ ...event, actorName: event.actorName ?? event.actor }))}
      columns={columns}
    />
  );
};

/** Every change of the order: when, who, which action, and each value before and after. */
export const EventLogTab = (props: OrderTabProps) => (
  <QueryState query={useEventLog(props)}>
    {(data) => (
      <>
        <PartnerEventsLink code={props.order.code} />
        <EventRows
          labelKey="kago.orderDetail.tabs.eventLog"
          events={listOf<OrderEvent>(data)}
          columns={[...eventLogColumns, changesColumn]}
        />
      </>
    )}
  </QueryState>
);

/** The status changes of the event log. */
export const StatusEventsTab = (props: OrderTabProps) => (
  <QueryState query={useEventLog(props)}>
    {(data) => (
      <EventRows
        labelKey="kago.orderDetail.tabs.statusEvents"
        events={listOf<OrderEvent>(data).filter((event) => event.fromStatus !== event.toStatus)}
        columns={statusEventColumns}
      />
    )}
  </QueryState>
);
