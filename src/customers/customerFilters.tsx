import { AutocompleteInput, SearchInput, SelectInput, type InputProps } from 'react-admin';
import { DateTextInput } from '../kit/DateTextInput';
import { booleanChoices } from '../generators/choices';
import { optionRenderers } from '../generators/optionRenderers';
import { customerFieldLabel } from './labels';
import { useCustomerRead } from './useCustomerQuery';
import type { CustomerLevel, Employee, GeoOption } from '../../dataProvider/customers';

type FilterProps = Pick<InputProps, 'source' | 'alwaysOn' | 'label'>;

const LevelFilter = (props: FilterProps) => {
  const levels = useCustomerRead<CustomerLevel[]>('levels');
  return <SelectInput {...props} choices={levels.data ?? []} isPending={levels.isPending} />;
};

const SupporterFilter = (props: FilterProps) => {
  const supporters = useCustomerRead<Employee[]>('supporters');
  return <AutocompleteInput {...props} choices={supporters.data ?? []} isPending={supporters.isPending} />;
};

const CountryFilter = (props: FilterProps) => {
  const countries = useCustomerRead<GeoOption[]>('countries');
  return (
    <AutocompleteInput
      {...props}
      choices={countries.data ?? []}
      isPending={countries.isPending}
      optionValue="code"
      {...optionRenderers.country}
    />
  );
};

/** A switch of the customer's (VIP bidding, transactions) as a filter: either, on or off. */
const switchFilter = (source: 'bidActive' | 'tranActive') => (
  <SelectInput key={source} source={source} label={customerFieldLabel(source)} choices={booleanChoices} />
);

/**
 * The customer list's filters: keyword (code, username, name, e-mail, phone), level, supporter,
 * country, VIP bidding, transactions and the created-date range. react-admin's filter form reads
 * `source` and `alwaysOn` from these elements: the keyword, level and supporter stay in view, the
 * rarer ones are added with the list's filter button (in three rows at 1280 px their labels were cut).
 */
export const customerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <LevelFilter key="levelId" source="levelId" label={customerFieldLabel('levelId')} alwaysOn />,
  <SupporterFilter
    key="supporterId"
    source="supporterId"
    label={customerFieldLabel('supporterId')}
    alwaysOn
  />,
  <CountryFilter key="countryCode" source="countryCode" label={customerFieldLabel('countryCode')} />,
  switchFilter('bidActive'),
  switchFilter('tranActive'),
  <DateTextInput key="createdFrom" source="createdFrom" label={customerFieldLabel('createdFrom')} />,
  <DateTextInput key="createdTo" source="createdTo" label={customerFieldLabel('createdTo')} />,
];
