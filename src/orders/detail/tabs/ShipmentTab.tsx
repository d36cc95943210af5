import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { listOf, type OrderRow } from '../orderRecord';
import { QueryState } from '../../../kit/QueryState';
import { RowsTable } from '../RowsTable';
import { useReadAboutOrder } from '../useOrderRead';
import { fieldsNamed, shipmentEventFields, shipmentFields } from '../../../../resources/orders/orderFields';
import { useFormatValue } from '../OrderValue';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

interface Shipment {
  shipmentCode: string;
  carrier: string | null;
  status: string | null;
  events: OrderRow[];
}

/** The title's values, as their declared fields show them (the carrier's status in the interface language). */
const [carrier, carrierStatus] = fieldsNamed(shipmentFields, ['carrier', 'status']);

/** The carrier's view of the order's shipments (`getOrderEfex`), each with its tracking events. */
export const ShipmentTab = ({ family, order }: OrderTabProps) => {
  const translate = useTranslate();
  const shipments = useReadAboutOrder(family, order.id, 'getOrderEfex');
  const format = useFormatValue();
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
              carrier: format(carrier, shipment.carrier) || '—',
              status: format(carrierStatus, shipment.status) || '—',
            }}
          >
            <RowsTable
              label={shipment.shipmentCode}
              rows={listOf(shipment.events)}
              columns={shipmentEventFields}
            />
          </Section>
        ));
      }}
    </QueryState>
  );
};
