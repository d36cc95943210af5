import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { isValidElement } from 'react';
import { useTranslate } from 'react-admin';
import { Amount } from '../../kit/fields';
import { Countdown } from '../../kit/Countdown';
import { useFormat } from '../../kit/useFormat';
import { useOrderCurrency } from '../orderCurrency';
import { OrderImages } from './OrderImages';

/**
 * How a value of an order (or of a row that belongs to it) is shown. `choice` values are labelled
 * `kago.orders.choices.<source>.<value>`, statuses `kago.orders.statuses.<value>`.
 */
export type ValueKind =
  | 'text'
  | 'money'
  | 'number'
  | 'date'
  | 'boolean'
  | 'status'
  | 'choice'
  | 'source'
  | 'image'
  | 'link'
  | 'attributes'
  /** Seconds allowed for payment, counted from `since`: shown as a live countdown to the deadline. */
  | 'expiry'
  /** A React element the tab built itself (the event log's list of changes), never data's HTML. */
  | 'node';

export interface ValueProps {
  source: string;
  kind?: ValueKind;
  value: unknown;
  /** What the value belongs to (an order's code, a product's name): named in image descriptions. */
  owner?: string;
  /** The currency of a money value; the order's own (src/orders/orderCurrency.ts) when not given. */
  currency?: string;
  /** Where an `expiry` counts from (the order's date). */
  since?: unknown;
  /** Where a `choice` value's labels are when not under `kago.orders.choices.<source>`. */
  labels?: string;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A value as text: what tables, the header and the event log's before -> after show. */
export const useFormatValue = () => {
  const translate = useTranslate();
  const format = useFormat();
  const orderCurrency = useOrderCurrency();
  return (
    source: string,
    value: unknown,
    kind: ValueKind = 'text',
    currency?: string,
    labels = `kago.orders.choices.${source}`,
  ): string => {
    if (isEmpty(value)) return '';
    switch (kind) {
      case 'money':
        return format.money(value, currency ?? orderCurrency);
      case 'number':
        return format.number(value, 6);
      case 'expiry':
        return format.duration(Number(value));
      case 'date':
        return format.dateTime(value);
      case 'boolean':
        return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
      case 'status':
        return translate(`kago.orders.statuses.${String(value)}`, { _: String(value) });
      case 'choice':
        return translate(`${labels}.${String(value)}`, { _: String(value) });
      case 'source':
        return translate(`kago.orderSource.${String(value)}`, { _: String(value) });
      case 'attributes':
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

/** When an `expiry` runs out: `since` plus the seconds, or nothing when either is missing. */
const deadlineOf = (seconds: unknown, since: unknown) => {
  const start = new Date(String(since)).getTime();
  return Number.isFinite(Number(seconds)) && Number.isFinite(start)
    ? new Date(start + Number(seconds) * 1000)
    : null;
};

export const OrderValue = ({
  source,
  kind = 'text',
  value,
  owner = '',
  currency,
  since,
  labels,
}: ValueProps) => {
  const format = useFormatValue();
  const orderCurrency = useOrderCurrency();
  if (isEmpty(value)) return <span aria-label="—">—</span>;
  if (kind === 'money') return <Amount value={value} currency={currency ?? orderCurrency} />;
  if (kind === 'expiry') {
    const deadline = deadlineOf(value, since);
    // The time allowed, as a duration (its label says seconds), then how it stands.
    if (deadline)
      return (
        <>
          {format(source, value, kind)}
          {' · '}
          <Countdown
            deadline={deadline}
            dueKey="kago.orderDetail.paymentDue"
            overdueKey="kago.orderDetail.paymentOverdue"
          />
        </>
      );
  }
  if (kind === 'node') return isValidElement(value) ? value : null;
  if (kind === 'image') return <OrderImages value={String(value)} name={owner} />;
  if (kind === 'status') return <Chip size="small" color="primary" label={format(source, value, kind)} />;
  if (kind === 'link' && isWebAddress(String(value)))
    return (
      <Link href={String(value)} target="_blank" rel="noreferrer noopener">
        {String(value)}
      </Link>
    );
  return <>{format(source, value, kind, currency, labels)}</>;
};
