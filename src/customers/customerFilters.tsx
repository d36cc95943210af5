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

/**
 * The customer list's filters: keyword (code, username, name, e-mail, phone), level, supporter,
 * country, VIP bidding, transactions and the created-date range. react-admin's filter form reads
 * `source` and `alwaysOn` from these elements.
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
  <CountryFilter key="countryCode" source="countryCode" label={customerFieldLabel('countryCode')} alwaysOn />,
  <SelectInput
    key="bidActive"
    source="bidActive"
    label={customerFieldLabel('bidActive')}
    choices={booleanChoices}
    alwaysOn
  />,
  <SelectInput
    key="tranActive"
    source="tranActive"
    label={customerFieldLabel('tranActive')}
    choices={booleanChoices}
    alwaysOn
  />,
  <DateTextInput key="createdFrom" source="createdFrom" label={customerFieldLabel('createdFrom')} alwaysOn />,
  <DateTextInput key="createdTo" source="createdTo" label={customerFieldLabel('createdTo')} alwaysOn />,
];
