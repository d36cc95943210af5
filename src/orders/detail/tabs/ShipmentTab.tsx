import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { listOf, type OrderRow } from '../orderRecord';
import { QueryState } from '../../../kit/QueryState';
import { RowsTable } from '../RowsTable';
import { useOrderRead } from '../useOrderRead';
import { shipmentEventColumns } from './columns';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

interface Shipment {
  shipmentCode: string;
  carrier: string | null;
  status: string | null;
  events: OrderRow[];
}

/** The carrier's view of the order's shipments (`getOrderEfex`), each with its tracking events. */
export const ShipmentTab = ({ family, order }: OrderTabProps) => {
  const translate = useTranslate();
  const shipments = useOrderRead<unknown>(
    family,
    'getOrderEfex',
    { orderId: order.id },
    { orderId: order.id },
  );
  // The carrier's statuses, in the interface language (an unknown one as the carrier says it).
  const shipmentStatus = (status: string | null | undefined) =>
    status ? translate(`kago.orders.choices.shipmentStatus.${status}`, { _: status }) : '—';
  return (
    <QueryState query={shipments}>
      {(data) => {
        const list = listOf<Shipment>(data);
        if (list.length === 0)
          return (
            <Typography variant="body2" color="text.secondary">
              {translate('kago.orderDetail.empty')}
            </Typography>
          );
        return list.map((shipment) => (
          <Section
            key={shipment.shipmentCode}
            titleKey="kago.orderDetail.shipmentTitle"
            titleArgs={{
              code: shipment.shipmentCode,
              carrier: shipment.carrier ?? '—',
              status: shipmentStatus(shipment.status),
            }}
          >
            <RowsTable
              label={shipment.shipmentCode}
              rows={listOf<{ status?: string | null }>(shipment.events).map((event) => ({
                ...event,
                status: shipmentStatus(event.status),
              }))}
              columns={shipmentEventColumns}
            />
          </Section>
        ));
      }}
    </QueryState>
  );
};
