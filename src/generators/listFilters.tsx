import { cloneElement, type ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDeclaration, FieldType, ResourceDeclaration } from '../../resources';
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

/** The keyword search (`q`, sent as `keyword`) and one input per `filter: true` field. */
export const listFilters = (declaration: ResourceDeclaration): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn />,
  ...filterFields(declaration).map((field) =>
    cloneElement((filterComponents[field.type] ?? textFilter)(field, declaration.name), {
      key: field.source,
    }),
  ),
];
