import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import type { GeoOption } from '../../dataProvider/customers';
import { CountryFlag } from '../shell/flags/CountryFlag';

/** A country in a select: its flag (decorative: the name says it) and its name. */
export const CountryOption = () => {
  const country = useRecordContext<GeoOption>();
  if (!country) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <CountryFlag code={country.code} decorative />
      {country.name}
    </Box>
  );
};

/** What a country autocomplete shows in its text box and matches typed text against. */
export const countryInputText = (country: GeoOption) => country.name;
export const matchCountry = (typed: string, country: GeoOption) => {
  const text = typed.trim().toLocaleLowerCase();
  return country.name.toLocaleLowerCase().includes(text) || country.code.toLocaleLowerCase() === text;
};
