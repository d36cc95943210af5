import { useTranslate } from 'react-admin';
import { orderServiceFields } from '../../../../resources/orders/orderFields';
import { homeCurrency } from '../../orderCurrency';
import { useFormat } from '../../../kit/useFormat';
import { QueryState } from '../../../kit/QueryState';
import { ReadRowsTable } from '../RowsTable';
import { useReadAboutOrder } from '../useOrderRead';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

/** The order's services (`GetOrderServiceByOrderId`) and their total (`SumOrderTotalServiceFee`). */
export const ServiceTab = ({ family, order }: OrderTabProps) => {
  const translate = useTranslate();
  const format = useFormat();
  const services = useReadAboutOrder(family, order.id, 'GetOrderServiceByOrderId');
  const sum = useReadAboutOrder<{ total: number }>(family, order.id, 'SumOrderTotalServiceFee');
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
      <ReadRowsTable read={services} labelKey="kago.orderDetail.tabs.service" columns={orderServiceFields} />
    </Section>
  );
};
