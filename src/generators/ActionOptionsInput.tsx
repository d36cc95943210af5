import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import type { Validator } from './validators';

type OptionsFrom = NonNullable<FieldDeclaration['optionsFrom']>;

/**
 * A choice among the rows a read action of the same resource answers (`optionsFrom`): a package
 * tracking's warehouse among the post offices `GetOffice` answers, not typed. Read once per
 * resource and action while the screen lives.
 */
export const ActionOptionsInput = ({
  resource,
  field,
  optionsFrom,
  validate,
  label,
}: {
  resource: string;
  field: FieldDeclaration;
  optionsFrom: OptionsFrom;
  validate: Validator[];
  label?: string;
}) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  const options = useQuery({
    queryKey: [resource, optionsFrom.read],
    queryFn: async () =>
      (await dataProvider.callAction<Record<string, unknown>[]>(resource, optionsFrom.read)).data,
    staleTime: 5 * 60_000,
  });
  return (
    <SelectInput
      source={field.source}
      label={label}
      validate={validate}
      choices={options.data ?? []}
      optionValue={optionsFrom.value ?? 'id'}
      optionText={optionsFrom.label ?? 'name'}
      translateChoice={false}
      isPending={options.isPending && !options.isError}
    />
  );
};
