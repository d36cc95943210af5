import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { isValidElement } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
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
  /** A React element the tab built itself (the event log's list of changes), never data's HTML. */
  | 'node';

export interface ValueProps {
  source: string;
  kind?: ValueKind;
  value: unknown;
  /** What the value belongs to (an order's code, a product's name): named in image descriptions. */
  owner?: string;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export const formatNumber = (value: unknown, locale: string, fractionDigits = 2) =>
  Number.isFinite(Number(value))
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(Number(value))
    : String(value);

export const formatDate = (value: unknown, locale: string) => {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime())
    ? String(value)
    : date.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
};

/** A value as text: what tables, the header and the event log's before -> after show. */
export const useFormatValue = () => {
  const translate = useTranslate();
  const [locale = 'vi'] = useLocaleState();
  return (source: string, value: unknown, kind: ValueKind = 'text'): string => {
    if (isEmpty(value)) return '';
    switch (kind) {
      case 'money':
        return formatNumber(value, locale);
      case 'number':
        return formatNumber(value, locale, 6);
      case 'date':
        return formatDate(value, locale);
      case 'boolean':
        return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
      case 'status':
        return translate(`kago.orders.statuses.${String(value)}`, { _: String(value) });
      case 'choice':
        return translate(`kago.orders.choices.${source}.${String(value)}`, { _: String(value) });
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

export const OrderValue = ({ source, kind = 'text', value, owner = '' }: ValueProps) => {
  const format = useFormatValue();
  if (isEmpty(value)) return <span aria-label="—">—</span>;
  if (kind === 'node') return isValidElement(value) ? value : null;
  if (kind === 'image') return <OrderImages value={String(value)} name={owner} />;
  if (kind === 'status') return <Chip size="small" color="primary" label={format(source, value, kind)} />;
  if (kind === 'link' && isWebAddress(String(value)))
    return (
      <Link href={String(value)} target="_blank" rel="noreferrer noopener">
        {String(value)}
      </Link>
    );
  return <>{format(source, value, kind)}</>;
};
