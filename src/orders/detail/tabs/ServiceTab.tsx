import { useTranslate } from 'react-admin';
import { listOf } from '../orderRecord';
import { homeCurrency } from '../../orderCurrency';
import { useFormat } from '../../../kit/useFormat';
import { QueryState } from '../../../kit/QueryState';
import { RowsTable } from '../RowsTable';
import { useOrderRead } from '../useOrderRead';
import { orderServiceFields } from '../../../../resources/orders/orderFields';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

/** The order's services (`GetOrderServiceByOrderId`) and their total (`SumOrderTotalServiceFee`). */
export const ServiceTab = ({ family, order }: OrderTabProps) => {
  const translate = useTranslate();
  const format = useFormat();
  const query = { orderId: order.id };
  const services = useOrderRead<unknown>(family, 'GetOrderServiceByOrderId', query, { orderId: order.id });
  const sum = useOrderRead<{ total: number }>(family, 'SumOrderTotalServiceFee', query, {
    orderId: order.id,
  });
  return (
    <Section
      titleKey="kago.orderDetail.tabs.service"
      actions={
        <QueryState query={sum}>
          {(data) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {translate('kago.orderDetail.serviceTotal', { total: format.money(data.total, homeCurrency) })}
            </span>
          )}
        </QueryState>
      }
    >
      <QueryState query={services}>
        {(data) => (
          <RowsTable
            label={translate('kago.orderDetail.tabs.service')}
            rows={listOf(data)}
            columns={orderServiceFields}
          />
        )}
      </QueryState>
    </Section>
  );
};
