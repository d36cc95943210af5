import Box from '@mui/material/Box';
import { cloneElement, type ReactElement } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import {
  fieldLabelKey,
  rangeFilterParams,
  type FieldDeclaration,
  type FieldType,
  type ResourceDeclaration,
} from '../../resources';
import { DateTextInput } from '../kit/DateTextInput';
import { ActionOptionsInput } from './ActionOptionsInput';
import { booleanChoices, enumChoices } from './choices';
import { filterFields } from './formFields';
import { referenceQueryOptions } from './referenceOptions';

type FilterElement = (field: FieldDeclaration, resource: string) => ReactElement;

const textFilter: FilterElement = (field) => <TextInput source={field.source} alwaysOn />;

/**
 * Field type -> the list filter input. The elements carry `source` and `alwaysOn` themselves because
 * react-admin's filter form reads them from its direct children.
 */
export const filterComponents: Partial<Record<FieldType, FilterElement>> = {
  boolean: (field) => <SelectInput source={field.source} choices={booleanChoices} alwaysOn />,
  enum: (field, resource) => (
    <SelectInput source={field.source} choices={enumChoices(resource, field)} alwaysOn />
  ),
  reference: (field) => (
    <ReferenceInput
      source={field.source}
      reference={field.reference ?? ''}
      alwaysOn
      queryOptions={referenceQueryOptions(field)}
    >
      <AutocompleteInput />
    </ReferenceInput>
  ),
};

const RangeLabel = ({ resource, source, end }: { resource: string; source: string; end: 'from' | 'to' }) => {
  const translate = useTranslate();
  return <>{translate(`kago.filters.${end}`, { field: translate(fieldLabelKey(resource, source)) })}</>;
};

/** A range filter's two ends, labelled "<field> from" and "<field> to" (`kago.filters.*`). */
const rangeFilters = (declaration: ResourceDeclaration): ReactElement[] =>
  declaration.fields
    .filter((field) => field.rangeFilter)
    .flatMap((field) => {
      const params = rangeFilterParams(field.source);
      return (['from', 'to'] as const).map((end) => (
        <DateTextInput
          key={params[end]}
          source={params[end]}
          alwaysOn
          label={<RangeLabel resource={declaration.name} source={field.source} end={end} />}
        />
      ));
    });

/**
 * A filter among the rows of one of the resource's declared reads (`optionsFrom`: a report's payers
 * from `GetSupplierActive`), as its forms offer them. `alwaysOn` and `source` are read by
 * react-admin's filter form from the element. Its select is as wide as a typed filter: sized by its
 * empty value, it cut its own label ("Tài khoản đấu giá" on the reports at 1280 px).
 */
const OptionsFilter = ({ field, resource }: { field: FieldDeclaration; resource: string } & FilterProps) => (
  <Box sx={{ '& .MuiFormControl-root': { minWidth: (theme) => theme.spacing(28) } }}>
    <ActionOptionsInput resource={resource} field={field} optionsFrom={field.optionsFrom!} validate={[]} />
  </Box>
);

interface FilterProps {
  source: string;
  alwaysOn: boolean;
}

/** The keyword search (`q`, sent as `keyword`) and one input per `filter: true` field. */
export const listFilters = (declaration: ResourceDeclaration): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn />,
  ...filterFields(declaration).map((field) =>
    // A computed resource's (a report's), and where the declaration asks for it (`filterOnly`): other
    // lists keep their typed filter, which their tests and users know (package tracking's warehouse).
    field.optionsFrom && (declaration.computed || field.optionsFrom.filterOnly) ? (
      <OptionsFilter
        key={field.source}
        source={field.source}
        alwaysOn
        field={field}
        resource={declaration.name}
      />
    ) : (
      cloneElement((filterComponents[field.type] ?? textFilter)(field, declaration.name), {
        key: field.source,
      })
    ),
  ),
  ...rangeFilters(declaration),
];
