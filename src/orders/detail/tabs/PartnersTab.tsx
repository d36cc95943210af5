import { useTranslate } from 'react-admin';
import { FieldList } from '../FieldList';
import { listOf } from '../orderRecord';
import { QueryState } from '../../../kit/QueryState';
import { RowsTable } from '../RowsTable';
import { useOrderRead } from '../useOrderRead';
import { orderSellerFields, orderSupplierFields } from '../../../../resources/orders/orderFields';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

/** Who the order deals with: its sellers (`getallordersellers`), its payer (supplier) and bid account. */
export const PartnersTab = ({ family, order }: OrderTabProps) => {
  const translate = useTranslate();
  const sellers = useOrderRead<unknown>(
    family,
    'getallordersellers',
    { orderId: order.id },
    { orderId: order.id },
  );
  return (
    <>
      <Section titleKey="kago.orderDetail.sections.sellers">
        <QueryState query={sellers}>
          {(data) => (
            <RowsTable
              label={translate('kago.orderDetail.sections.sellers')}
              rows={listOf(data)}
              columns={orderSellerFields}
            />
          )}
        </QueryState>
      </Section>
      <Section titleKey="kago.orderDetail.sections.supplier">
        <FieldList
          record={{
            supplierCode: order.supplier?.code,
            supplierName: order.supplier?.name,
            bidAccount: order.bidAccount,
          }}
          fields={orderSupplierFields}
        />
      </Section>
    </>
  );
};
