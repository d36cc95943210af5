import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { cascadeFilter, hasValue } from './cascade';
import { formAutocomplete } from './formAutocomplete';
import { referenceQueryOptions } from './referenceOptions';
import type { Validator } from './validators';

interface ReferenceFieldInputProps {
  field: FieldDeclaration;
  validate?: Validator[];
  /** Fields to clear when this one changes (the cascade below it). */
  dependents?: readonly string[];
  /**
   * Its label key where it is not `resources.<form's resource>.fields.<source>`: a form outside any
   * resource (the utilities' calculator and converter) otherwise read the source's English words.
   */
  label?: string;
}

/** Clears the dependent fields when the user picks another parent. */
export const useClearDependents = (dependents: readonly string[]) => {
  const form = useFormContext();
  return useCallback(() => {
    for (const dependent of dependents) form.setValue(dependent, null, { shouldDirty: true });
  }, [form, dependents]);
};

const Autocomplete = ({
  validate,
  dependents = [],
  disabled,
  label,
}: Pick<ReferenceFieldInputProps, 'validate' | 'dependents' | 'label'> & { disabled?: boolean }) => {
  const clearDependents = useClearDependents(dependents);
  return (
    <AutocompleteInput
      {...formAutocomplete}
      validate={validate}
      label={label}
      disabled={disabled}
      onChange={dependents.length > 0 ? clearDependents : undefined}
    />
  );
};

/** A reference loading its options from the target's select extra. */
const PlainReferenceInput = ({ field, validate, dependents, label }: ReferenceFieldInputProps) => (
  <ReferenceInput
    source={field.source}
    reference={field.reference ?? ''}
    queryOptions={referenceQueryOptions(field)}
  >
    <Autocomplete validate={validate} dependents={dependents} label={label} />
  </ReferenceInput>
);

/** A reference whose options are the children of the form's parent value (cascade). */
const CascadingReferenceInput = ({ field, validate, dependents, label }: ReferenceFieldInputProps) => {
  const dependsOn = field.dependsOn!;
  const parentValue: unknown = useWatch({ name: dependsOn.field });
  const parentChosen = hasValue(parentValue);
  return (
    <ReferenceInput
      source={field.source}
      reference={field.reference ?? ''}
      filter={cascadeFilter(field, parentValue)}
      queryOptions={referenceQueryOptions(field)}
      enableGetChoices={() => parentChosen}
    >
      <Autocomplete validate={validate} dependents={dependents} disabled={!parentChosen} label={label} />
    </ReferenceInput>
  );
};

export const ReferenceFieldInput = (props: ReferenceFieldInputProps) =>
  props.field.dependsOn ? <CascadingReferenceInput {...props} /> : <PlainReferenceInput {...props} />;
