import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { OrderValue, type ValueKind } from './OrderValue';

export interface FieldSpec {
  source: string;
  kind?: ValueKind;
}

/** Shorthand for a field list written as data: `['price', 'money']` or just `'code'`. */
export type FieldEntry = string | readonly [string, ValueKind];

export const fieldSpecs = (entries: readonly FieldEntry[]): FieldSpec[] =>
  entries.map((entry) =>
    typeof entry === 'string' ? { source: entry } : { source: entry[0], kind: entry[1] },
  );

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
      {fields.map(({ source, kind }) => (
        <Box key={source} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`kago.orders.fields.${source}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <OrderValue
              source={source}
              kind={kind}
              value={record[source]}
              owner={String(record.code ?? '')}
            />
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
