import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import type { FieldDeclaration } from '../../../resources/types';
import { orderCountdowns } from '../../../resources/orders/orderFields';
import { Amount, DurationValue } from '../../kit/fields';
import { useFormat } from '../../kit/useFormat';
import { useOrderCurrency } from '../orderCurrency';
import { OrderStatusChip } from '../OrderStatusChip';
import { OrderImages } from './OrderImages';

type Row = Readonly<Record<string, unknown>>;

export interface ValueProps {
  /** The value's declaration (resources/orders/orderFields.ts): its type says how it is shown. */
  field: FieldDeclaration;
  value: unknown;
  /** The record the value is of: the currency it names (`currencyField`), a countdown's moment. */
  record?: Row;
  /** What the value belongs to (an order's code, a product's name): named in image descriptions. */
  owner?: string;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Where a choice's labels are: the field's own, else the order's (`kago.orders.choices.<source>`). */
const choiceLabelKey = (field: FieldDeclaration, value: unknown) =>
  `${field.choiceLabels ?? `kago.orders.choices.${field.source}`}.${String(value)}`;

/**
 * The currency of an amount: the field's own, else the one its record names (a receivable's row),
 * else undefined: the order's (src/orders/orderCurrency.ts).
 */
const currencyOf = (field: FieldDeclaration, record: Row | undefined) => {
  const named = field.currencyField ? record?.[field.currencyField] : undefined;
  return field.currency ?? (typeof named === 'string' && named ? named : undefined);
};

/**
 * A value of an order (or of a row that belongs to it) as text, by its field's declared type: what
 * tables, the header, the event log's before -> after and an input's current value show.
 */
export const useFormatValue = () => {
  const translate = useTranslate();
  const format = useFormat();
  const orderCurrency = useOrderCurrency();
  return (field: FieldDeclaration, value: unknown, record?: Row): string => {
    if (isEmpty(value)) return '';
    switch (field.type) {
      case 'money':
        return format.money(value, currencyOf(field, record) ?? orderCurrency);
      case 'number':
        return format.number(value, 6);
      case 'duration':
        return format.duration(Number(value));
      case 'date':
        return format.date(value);
      case 'datetime':
        return format.dateTime(value);
      case 'boolean':
        return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
      case 'enum':
      case 'status':
        return translate(choiceLabelKey(field, value), { _: String(value) });
      case 'keyValues':
        return typeof value === 'object'
          ? Object.entries(value as Record<string, unknown>)
              .map(([name, text]) => `${name}: ${String(text)}`)
              .join(', ')
          : String(value);
      default:
        return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  };
};

/** Only web addresses become links: a value from data never runs as a script URL. */
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** A value of an order (or of a row of it) on screen, by its field's declared type. */
export const OrderValue = ({ field, value, record, owner = '' }: ValueProps) => {
  const format = useFormatValue();
  const orderCurrency = useOrderCurrency();
  if (isEmpty(value)) return <span aria-label="—">—</span>;
  switch (field.type) {
    case 'money':
      return <Amount value={value} currency={currencyOf(field, record) ?? orderCurrency} />;
    case 'duration': {
      const countdown = orderCountdowns[field.source];
      return (
        <DurationValue seconds={value} countdown={countdown} since={countdown && record?.[countdown.from]} />
      );
    }
    case 'imageList':
      return <OrderImages value={String(value)} name={owner} />;
    case 'status':
      return <OrderStatusChip status={String(value)} />;
    case 'url':
      if (isWebAddress(String(value)))
        return (
          <Link href={String(value)} target="_blank" rel="noreferrer noopener">
            {String(value)}
          </Link>
        );
      break;
  }
  return <>{format(field, value, record)}</>;
};
