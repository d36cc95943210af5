import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AutocompleteInput, BooleanInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CustomerCalls, GeoOption } from '../../dataProvider/customers';
import { customerAddressField, customerDeclaration } from '../../resources/customers';
import { hasValue } from '../generators/cascade';
import { optionRenderers } from '../generators/optionRenderers';
import { customerFieldLabel } from './labels';
import { useCustomerCalls } from './useCustomerCalls';
import { useCustomerLookup } from './useCustomerLookups';
import { useFieldValidators } from '../generators/useFieldValidators';

/** The geography cascade: each level's options are the children of the level above. */
const cascade: readonly {
  source: 'provinceId' | 'districtId' | 'wardId';
  parent: 'countryId' | 'provinceId' | 'districtId';
  load: keyof Pick<CustomerCalls, 'getProvincesByCountry' | 'getDistrictsByProvince' | 'getWardsByDistrict'>;
}[] = [
  { source: 'provinceId', parent: 'countryId', load: 'getProvincesByCountry' },
  { source: 'districtId', parent: 'provinceId', load: 'getDistrictsByProvince' },
  { source: 'wardId', parent: 'districtId', load: 'getWardsByDistrict' },
];

/** Every level below `source`: picking another country clears province, district and ward. */
const below = (source: string): string[] => {
  const child = cascade.find((level) => level.parent === source);
  return child ? [child.source, ...below(child.source)] : [];
};

const useClearBelow = (source: string) => {
  const form = useFormContext();
  return useCallback(() => {
    for (const dependent of below(source)) form.setValue(dependent, null, { shouldDirty: true });
  }, [form, source]);
};

const CountryInput = () => {
  const countries = useCustomerLookup('getCustomerCountries');
  const validate = useFieldValidators(customerDeclaration.name, customerAddressField('countryId'));
  const clearBelow = useClearBelow('countryId');
  return (
    <AutocompleteInput
      source="countryId"
      label={customerFieldLabel('countryId')}
      choices={countries.data ?? []}
      isPending={countries.isPending}
      {...optionRenderers.country}
      validate={validate}
      onChange={clearBelow}
    />
  );
};

/** Province, district or ward: options loaded for the chosen parent, disabled until there is one. */
const CascadeInput = ({ level }: { level: (typeof cascade)[number] }) => {
  const calls = useCustomerCalls();
  const parentValue: unknown = useWatch({ name: level.parent });
  const parentChosen = hasValue(parentValue);
  const options = useQuery({
    queryKey: ['customers', 'geo', level.load, parentValue],
    queryFn: async (): Promise<GeoOption[]> => (await calls[level.load](Number(parentValue))).data,
    enabled: parentChosen,
    staleTime: 5 * 60_000,
  });
  const validate = useFieldValidators(customerDeclaration.name, customerAddressField(level.source));
  const clearBelow = useClearBelow(level.source);
  return (
    <AutocompleteInput
      source={level.source}
      label={customerFieldLabel(level.source)}
      choices={options.data ?? []}
      isPending={parentChosen && options.isPending}
      disabled={!parentChosen}
      validate={validate}
      onChange={below(level.source).length > 0 ? clearBelow : undefined}
    />
  );
};

const Text = ({
  source,
  ...props
}: {
  source: 'name' | 'phone' | 'postalCode' | 'address' | 'note';
  multiline?: boolean;
  type?: string;
}) => {
  const validate = useFieldValidators(customerDeclaration.name, customerAddressField(source));
  return <TextInput source={source} label={customerFieldLabel(source)} validate={validate} {...props} />;
};

/**
 * The address form, validated by the address's declared fields (resources/customers.ts), the rules
 * the server applies: contact, the country -> province -> district -> ward cascade, the street. */
export const AddressInputs = () => (
  <Box
    sx={{
      display: 'grid',
      columnGap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    }}
  >
    <Text source="name" />
    <Text source="phone" type="tel" />
    <CountryInput />
    <Text source="postalCode" />
    {cascade.map((level) => (
      <CascadeInput key={level.source} level={level} />
    ))}
    <Text source="address" />
    <Text source="note" multiline />
    <BooleanInput source="isDefault" label="kago.customers.address.isDefault" />
  </Box>
);
