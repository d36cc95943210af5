import { orderSellerFields, orderSupplierFields } from '../../../../resources/orders/orderFields';
import { FieldList } from '../FieldList';
import { ReadRowsTable } from '../RowsTable';
import { useReadAboutOrder } from '../useOrderRead';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

/** Who the order deals with: its sellers (`getallordersellers`), its payer (supplier) and bid account. */
export const PartnersTab = ({ family, order }: OrderTabProps) => {
  const sellers = useReadAboutOrder(family, order.id, 'getallordersellers');
  return (
    <>
      <Section titleKey="kago.orderDetail.sections.sellers">
        <ReadRowsTable
          read={sellers}
          labelKey="kago.orderDetail.sections.sellers"
          columns={orderSellerFields}
        />
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
