import type { Locale } from '../../../i18n/languages';
import { translate } from '../../../i18n/translate';
import type { OrderFamily, OrderStatus } from '../../../resources/orders/index';
import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { orders, suppliers } from '../../db/orderTables';

/** What one export row reads: the columns below need these, and no more. */
export const exportSelection = {
  id: orders.id,
  code: orders.code,
  title: orders.title,
  source: orders.source,
  status: orders.status,
  customerName: orders.customerName,
  customerCode: orders.customerCode,
  orderDate: orders.orderDate,
  price: orders.price,
  tax: orders.tax,
  quantity: orders.quantity,
  shippingFee: orders.shippingFee,
  domesticShippingFee: orders.domesticShippingFee,
  surcharge: orders.surcharge,
  total: orders.total,
  purchaser: orders.purchaser,
  supplierName: sql<string | null>`${suppliers.name}`,
  bidAccount: orders.bidAccount,
  tracking: orders.tracking,
  warehouse: orders.warehouse,
  orderNumber: orders.orderNumber,
  cancelReason: orders.cancelReason,
  cancelledBy: orders.cancelledBy,
  cancelledAt: orders.cancelledAt,
};

/** An export row as the selection above reads it (dates as dates, money as numbers). */
export type ExportRow = SelectResultFields<typeof exportSelection>;

type CellKind = 'text' | 'integer' | 'money' | 'moment';
type CellValue = string | number | Date | null;

export interface ExportColumn {
  /** Also the heading's key: `kago.orderFiles.columns.<key>`. */
  key: string;
  kind: CellKind;
  width: number;
  value(row: ExportRow, locale: Locale): CellValue;
  /** Only in the sheets of lists that hold cancelled orders. */
  cancellation?: true;
}

/** Excel keeps no time zone: a moment is written as the server's wall-clock time, as the file name's date. */
const wallClock = (moment: Date | null) =>
  moment && new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000);

/** A column showing one selected value as it is. */
const field = (
  key: string,
  kind: CellKind = 'text',
  width = 16,
  source = key as keyof ExportRow,
): ExportColumn => ({ key, kind, width, value: (row) => row[source] as CellValue });

/** The export's columns, in sheet order. */
export const exportColumns: readonly ExportColumn[] = [
  field('code', 'text', 14),
  field('title', 'text', 40),
  {
    key: 'source',
    kind: 'text',
    width: 14,
    value: (row, locale) => translate(locale, `kago.orderSource.${row.source}`),
  },
  {
    key: 'status',
    kind: 'text',
    width: 22,
    value: (row, locale) => translate(locale, `kago.orders.statuses.${row.status}`),
  },
  { key: 'customer', kind: 'text', width: 24, value: (row) => row.customerName ?? row.customerCode },
  { key: 'orderDate', kind: 'moment', width: 18, value: (row) => wallClock(row.orderDate) },
  field('price', 'money'),
  field('tax', 'money'),
  field('quantity', 'integer', 10),
  field('shippingFee', 'money'),
  field('domesticShippingFee', 'money'),
  field('surcharge', 'money'),
  field('total', 'money'),
  field('purchaser'),
  field('supplier', 'text', 24, 'supplierName'),
  field('bidAccount'),
  field('tracking', 'text', 20),
  field('warehouse', 'text', 12),
  field('orderNumber', 'text', 20),
  { ...field('cancelReason', 'text', 40), cancellation: true },
  { ...field('cancelledBy'), cancellation: true },
  {
    key: 'cancelledAt',
    kind: 'moment',
    width: 18,
    value: (row) => wallClock(row.cancelledAt),
    cancellation: true,
  },
];

const cancellationStatuses: readonly OrderStatus[] = ['cancellationRequested', 'cancelled'];

/** A family's sheet: the cancellation columns only where the list can hold a cancelled order. */
export const familyExportColumns = (family: OrderFamily) => {
  const withCancellation = family.statuses.some((status) => cancellationStatuses.includes(status));
  return exportColumns.filter((column) => withCancellation || !column.cancellation);
};

/** Excel number formats by kind and language (dates as each language writes them). */
export const numberFormats: Record<Exclude<CellKind, 'text'>, (locale: Locale) => string> = {
  integer: () => '#,##0',
  money: () => '#,##0.00',
  moment: (locale) => (locale === 'ja' ? 'yyyy/mm/dd hh:mm' : 'dd/mm/yyyy hh:mm'),
};
