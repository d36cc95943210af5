import { useContext } from 'react';
import { AutocompleteInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldDeclaration } from '../../resources';
import { hasValue } from './cascade';
import { optionRenderers } from './optionRenderers';
import { useClearDependents } from './ReferenceFieldInput';
import { OptionsReadContext } from './optionsRead';
import type { Validator } from './validators';

type OptionsFrom = NonNullable<FieldDeclaration['optionsFrom']>;

/**
 * A choice among the rows a read action of the same resource answers (`optionsFrom`): a package
 * tracking's warehouse among the post offices `GetOffice` answers, not typed; searchable by typing
 * where the declaration says `search` (a customer's supporter), each option drawn by its named
 * renderer (`render`: a country with its flag); in a cascade (`parent`), the children of another
 * input's value, disabled until it has one, and emptying the inputs below it when it changes
 * (`dependents`); a read of another resource where it names one (`resource`: a customer's geography
 * for its address); read where the screen says (`OptionsReadContext`: an order family's reads). Read once per resource, action and parent value while the screen lives.
 */
export const ActionOptionsInput = ({
  resource,
  field,
  optionsFrom,
  validate,
  label,
  dependents = [],
}: {
  resource: string;
  field: FieldDeclaration;
  optionsFrom: OptionsFrom;
  validate: Validator[];
  label?: string;
  dependents?: readonly string[];
}) => {
  const { parent } = optionsFrom;
  // Without a parent, watching the field itself keeps the hook order alike and changes nothing.
  const parentValue: unknown = useWatch({ name: parent ?? field.source });
  const waiting = parent !== undefined && !hasValue(parentValue);
  const inputs = parent ? { [parent]: parentValue } : {};
  const useOptionsRead = useContext(OptionsReadContext);
  const options = useOptionsRead<Record<string, unknown>[]>(
    optionsFrom.resource ?? resource,
    optionsFrom.read,
    inputs,
    !waiting,
  );
  const clearDependents = useClearDependents(dependents);
  const props = {
    source: field.source,
    label,
    validate,
    choices: options.data ?? [],
    optionValue: optionsFrom.value ?? 'id',
    translateChoice: false,
    isPending: !waiting && options.isPending && !options.isError,
    disabled: waiting,
    onChange: dependents.length > 0 ? clearDependents : undefined,
  };
  const renderer = optionsFrom.render ? optionRenderers[optionsFrom.render] : undefined;
  if (optionsFrom.search)
    return <AutocompleteInput {...props} optionText={optionsFrom.label ?? 'name'} {...renderer} />;
  return <SelectInput {...props} optionText={optionsFrom.label ?? 'name'} />;
};
