import { useLocale, useTranslate } from 'react-admin';
import {
  orderInquiryFields,
  orderPackageRowFields,
  orderPayableFields,
  orderPaymentFields,
  orderReceivableFields,
} from '../../../../resources/orders/orderFields';
import { localizedValue, type FieldDeclaration } from '../../../../resources/types';
import { listOf, type OrderRecord, type OrderRow } from '../orderRecord';
import { RowsTable } from '../RowsTable';
import { Section } from './Section';
import type { OrderTabProps } from './tabProps';

/** One list `getorder` answers with the order, shown as a titled table. */
interface OrderListSection {
  titleKey: string;
  /** The rows, their names in the interface language `locale`. */
  rows: (order: OrderRecord, locale: string) => OrderRow[];
  columns: readonly FieldDeclaration[];
}

const listsTab =
  (sections: readonly OrderListSection[]) =>
  ({ order }: OrderTabProps) => {
    const translate = useTranslate();
    const locale = useLocale();
    return (
      <>
        {sections.map(({ titleKey, rows, columns }) => (
          <Section key={titleKey} titleKey={titleKey}>
            <RowsTable label={translate(titleKey)} rows={rows(order, locale)} columns={columns} />
          </Section>
        ))}
      </>
    );
  };

export const PackagesTab = listsTab([
  {
    titleKey: 'kago.orderDetail.tabs.packages',
    rows: (order) => listOf(order.packages),
    columns: orderPackageRowFields,
  },
]);

export const InquiryTab = listsTab([
  {
    titleKey: 'kago.orderDetail.tabs.inquiry',
    rows: (order) => listOf(order.inquiries),
    columns: orderInquiryFields,
  },
]);

export const ReceivablesTab = listsTab([
  {
    titleKey: 'kago.orderDetail.tabs.receivables',
    rows: (order) => listOf(order.receivables),
    columns: orderReceivableFields,
  },
  {
    titleKey: 'kago.orderDetail.sections.payments',
    // A payment's status is one of the order's payment statuses, labelled alike; its wallet is named
    // in the interface language (server/orders/orderDetail.ts answers the three names), not by code.
    rows: (order, locale) =>
      listOf(order.payments).map((payment) => ({
        ...payment,
        paymentStatus: payment.status,
        wallet: localizedValue(payment, 'walletName', locale) ?? payment.wallet,
      })),
    columns: orderPaymentFields,
  },
]);

export const PayablesTab = listsTab([
  {
    titleKey: 'kago.orderDetail.tabs.payables',
    rows: (order) => listOf(order.payables),
    columns: orderPayableFields,
  },
]);
