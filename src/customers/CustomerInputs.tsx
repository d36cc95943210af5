import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { FieldDeclaration } from '../../resources/types';
import { ImageListInput } from '../generators/ImageListInput';
import { DateTextInput } from '../kit/DateTextInput';
import type { Validator } from '../generators/validators';
import { CountryOption, countryInputText, matchCountry } from './CountryOption';
import {
  customerFieldLabel,
  customerFormFields,
  customerFormGroups,
  type CustomerFormField,
  type CustomerLookupInput,
} from './customerFormFields';
import { useCustomerLookup } from './useCustomerLookups';
import { customerDeclaration } from '../../resources/customers';
import { useFieldValidators } from '../generators/useFieldValidators';

/** Where an enum field's choice labels live. */
const choiceGroups: Record<string, string> = { gender: 'genders', bidStatus: 'bidStatuses' };

const enumChoices = (declaration: FieldDeclaration) =>
  (declaration.choices ?? []).map((value) => ({
    id: value,
    name: `kago.customers.${choiceGroups[declaration.source]}.${value}`,
  }));

interface InputProps {
  declaration: FieldDeclaration;
  label: string;
  validate: Validator[];
}

const plainInputs: Record<string, (props: InputProps) => ReactElement> = {
  text: ({ declaration, ...props }) => <TextInput source={declaration.source} {...props} />,
  email: ({ declaration, ...props }) => <TextInput source={declaration.source} type="email" {...props} />,
  phone: ({ declaration, ...props }) => <TextInput source={declaration.source} type="tel" {...props} />,
  number: ({ declaration, ...props }) => (
    <NumberInput source={declaration.source} step={declaration.integer ? 1 : 'any'} {...props} />
  ),
  date: ({ declaration, ...props }) => <DateTextInput source={declaration.source} {...props} />,
  boolean: ({ declaration, ...props }) => <BooleanInput source={declaration.source} {...props} />,
  enum: ({ declaration, ...props }) => (
    <SelectInput source={declaration.source} choices={enumChoices(declaration)} {...props} />
  ),
  imageList: ({ declaration, ...props }) => <ImageListInput source={declaration.source} {...props} />,
};

/** A field edited by picking from one of the customer lookup lists. */
const LookupInput = ({ lookup, declaration, ...props }: InputProps & { lookup: CustomerLookupInput }) => {
  const levels = useCustomerLookup('getCustomerLevels');
  const supporters = useCustomerLookup('getSupporters');
  const employees = useCustomerLookup('getAllEmployees');
  const countries = useCustomerLookup('getCustomerCountries');
  const source = declaration.source;
  switch (lookup) {
    case 'level':
      return (
        <SelectInput source={source} choices={levels.data ?? []} isPending={levels.isPending} {...props} />
      );
    case 'supporter':
      return (
        <AutocompleteInput
          source={source}
          choices={supporters.data ?? []}
          isPending={supporters.isPending}
          {...props}
        />
      );
    case 'employee':
      return (
        <AutocompleteInput
          source={source}
          choices={employees.data ?? []}
          isPending={employees.isPending}
          {...props}
        />
      );
    case 'country':
      return (
        <AutocompleteInput
          source={source}
          choices={countries.data ?? []}
          isPending={countries.isPending}
          optionValue="code"
          optionText={<CountryOption />}
          inputText={countryInputText}
          matchSuggestion={matchCountry}
          {...props}
        />
      );
  }
};

const CustomerInput = ({ field }: { field: CustomerFormField }) => {
  const { declaration, lookup } = field;
  const label = customerFieldLabel(declaration.source);
  const validate = useFieldValidators(customerDeclaration.name, declaration);
  const props = { declaration, label, validate };
  return lookup ? <LookupInput lookup={lookup} {...props} /> : plainInputs[declaration.type](props);
};

/** Every input of the customer form, grouped: account, identity, contact, bidding, channels. */
export const CustomerInputs = () => {
  const translate = useTranslate();
  return (
    <>
      {customerFormGroups.map((group) => (
        <Box component="fieldset" key={group} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(`kago.customers.groups.${group}`)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {customerFormFields
              .filter((field) => field.group === group)
              .map((field) => (
                <CustomerInput key={field.declaration.source} field={field} />
              ))}
          </Box>
        </Box>
      ))}
    </>
  );
};
