import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, SelectInput, useDataProvider } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import { optionRenderers } from './optionRenderers';
import type { Validator } from './validators';

type OptionsFrom = NonNullable<FieldDeclaration['optionsFrom']>;

/**
 * A choice among the rows a read action of the same resource answers (`optionsFrom`): a package
 * tracking's warehouse among the post offices `GetOffice` answers, not typed; searchable by typing
 * where the declaration says `search` (a customer's supporter), each option drawn by its named
 * renderer (`render`: a country with its flag). Read once per resource and action while the screen
 * lives.
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
  const props = {
    source: field.source,
    label,
    validate,
    choices: options.data ?? [],
    optionValue: optionsFrom.value ?? 'id',
    translateChoice: false,
    isPending: options.isPending && !options.isError,
  };
  const renderer = optionsFrom.render ? optionRenderers[optionsFrom.render] : undefined;
  if (optionsFrom.search)
    return <AutocompleteInput {...props} optionText={optionsFrom.label ?? 'name'} {...renderer} />;
  return <SelectInput {...props} optionText={optionsFrom.label ?? 'name'} />;
};
