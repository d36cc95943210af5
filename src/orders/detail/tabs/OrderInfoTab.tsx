import { useTranslate } from 'react-admin';
import { FieldList } from '../FieldList';
import { listOf } from '../orderRecord';
import { RowsTable } from '../RowsTable';
import { orderDocumentFields } from '../../../../resources/orders/orderFields';
import { orderInfoFields } from './columns';
import { ProductLines } from './ProductLines';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

export const OrderInfoTab = (props: OrderTabProps) => {
  const translate = useTranslate();
  return (
    <>
      <Section titleKey="kago.orderDetail.sections.order">
        <FieldList record={props.order} fields={orderInfoFields} />
      </Section>
      <Section titleKey="kago.orderDetail.sections.lines">
        <ProductLines {...props} />
      </Section>
      <Section titleKey="kago.orderDetail.sections.documents">
        <RowsTable
          label={translate('kago.orderDetail.sections.documents')}
          rows={listOf(props.order.documents)}
          columns={orderDocumentFields}
        />
      </Section>
    </>
  );
};
