import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFieldValue, useLocale, useRecordContext } from 'react-admin';
import { localizedValue } from '../../../resources/types';
import { CountryFlag } from './CountryFlag';

interface CountryFlagFieldProps {
  /** The text shown beside the flag: `name` where a country is referenced, `code` in the country list. */
  source: string;
  /** react-admin reads these from a list column's children. */
  sortable?: boolean;
  label?: string;
}

/**
 * A country record (list row or referenced record) as its flag and one of its fields. The flag is
 * named after the country, so a screen reader hears the country even where only the code is shown.
 */
export const CountryFlagField = ({ source }: CountryFlagFieldProps) => {
  const record = useRecordContext<{ code?: string; name?: string }>();
  const locale = useLocale();
  const value = useFieldValue({ source }) as string | undefined;
  if (!record) return null;
  // The name is the record's in the interface language (resources/types.ts `localizedValue`).
  const text = source === 'name' ? (localizedValue(record, 'name', locale) as string | undefined) : value;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <CountryFlag code={record.code} name={record.name} decorative={source === 'name'} />
      <Typography component="span" variant="body2">
        {text ?? ''}
      </Typography>
    </Box>
  );
};
