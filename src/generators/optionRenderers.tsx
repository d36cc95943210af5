import Box from '@mui/material/Box';
import { useRecordContext, type OptionTextElement, type RaRecord } from 'react-admin';
import { CountryFlag } from '../shell/flags/CountryFlag';

type Option = RaRecord;

/** How a searchable input draws its options, shows the chosen one and matches what is typed. */
export interface OptionRenderer {
  readonly optionText: OptionTextElement;
  readonly inputText: (option: Option) => string;
  readonly matchSuggestion: (typed: string, option: Option) => boolean;
}

/** A country in a select: its flag (decorative: the name says it) and its name. */
const CountryOption = () => {
  const country = useRecordContext<{ id: number; code: string; name: string }>();
  if (!country) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <CountryFlag code={country.code} decorative />
      {country.name}
    </Box>
  );
};

/** An order by what staff know of it: its code, then its title and customer, cut to one line. */
const OrderOption = () => {
  const order = useRecordContext<{ id: number; code: string; title?: string; customerName?: string }>();
  if (!order) return null;
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1, minWidth: 0, alignItems: 'baseline' }}>
      <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
        {order.code}
      </Box>
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' }}
      >
        {[order.title, order.customerName].filter(Boolean).join(' · ')}
      </Box>
    </Box>
  );
};

const text = (value: unknown) => String(value ?? '').toLocaleLowerCase();

/**
 * The option renderers a declared input names (`optionsFrom.render`, resources/types.ts): `country`
 * shows the flag beside the name and matches a typed name or the exact code.
 */
export const optionRenderers: Readonly<Record<string, OptionRenderer>> = {
  country: {
    optionText: <CountryOption />,
    inputText: (country) => String(country.name ?? ''),
    matchSuggestion: (typed, country) => {
      const wanted = typed.trim().toLocaleLowerCase();
      return text(country.name).includes(wanted) || text(country.code) === wanted;
    },
  },
  order: {
    optionText: <OrderOption />,
    inputText: (order) => String(order.code ?? ''),
    matchSuggestion: (typed, order) => {
      const wanted = typed.trim().toLocaleLowerCase();
      return text(order.code).includes(wanted) || text(order.title).includes(wanted);
    },
  },
};
