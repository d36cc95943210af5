import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { OrderValue, type ValueKind } from './OrderValue';

export interface FieldSpec {
  source: string;
  kind?: ValueKind;
  /** The currency of a money field that is not in the order's (customs values are in yen). */
  currency?: string;
  /** Where a `choice` value's labels are when not under `kago.orders.choices.<source>`. */
  labels?: string;
}

/**
 * Shorthand for a field list written as data: `['price', 'money']`, `['fee', 'money', 'VND']`,
 * `['status', 'choice', '<labels prefix>']` or `'code'`.
 */
export type FieldEntry = string | readonly [string, ValueKind] | readonly [string, ValueKind, string];

export const fieldSpecs = (entries: readonly FieldEntry[]): FieldSpec[] =>
  entries.map((entry) =>
    typeof entry === 'string'
      ? { source: entry }
      : {
          source: entry[0],
          kind: entry[1],
          ...(entry[2] ? (entry[1] === 'choice' ? { labels: entry[2] } : { currency: entry[2] }) : {}),
        },
  );

/**
 * The currency of a money value of a record: the field's own, else the one the record names (a
 * receivable's row), else undefined (the order's, src/orders/orderCurrency.ts).
 */
export const currencyOf = (spec: FieldSpec, record: Record<string, unknown>) =>
  spec.currency ?? (typeof record.currency === 'string' && record.currency ? record.currency : undefined);

/** Labelled values of one record, in a grid that folds to one column on a phone. */
export const FieldList = ({
  record,
  fields,
}: {
  record: Record<string, unknown>;
  fields: readonly FieldSpec[];
}) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        gap: 2,
        m: 0,
      }}
    >
      {fields.map((spec) => (
        <Box key={spec.source} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`kago.orders.fields.${spec.source}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <OrderValue
              source={spec.source}
              kind={spec.kind}
              value={record[spec.source]}
              owner={String(record.code ?? '')}
              currency={currencyOf(spec, record)}
              labels={spec.labels}
              since={record.orderDate}
            />
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
