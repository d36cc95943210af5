import { useLocaleState, useTranslate } from 'react-admin';
import { listOf } from '../orderRecord';
import { formatNumber } from '../OrderValue';
import { QueryState } from '../../../kit/QueryState';
import { RowsTable } from '../RowsTable';
import { useOrderRead } from '../useOrderRead';
import { serviceColumns } from './columns';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

/** The order's services (`GetOrderServiceByOrderId`) and their total (`SumOrderTotalServiceFee`). */
export const ServiceTab = ({ family, order }: OrderTabProps) => {
  const translate = useTranslate();
  const [locale = 'vi'] = useLocaleState();
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
            <span>
              {translate('kago.orderDetail.serviceTotal', { total: formatNumber(data.total, locale) })}
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
            columns={serviceColumns}
          />
        )}
      </QueryState>
    </Section>
  );
};
