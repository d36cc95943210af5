import { useMemo } from 'react';
import { ArrayInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { buildValidators } from './validators';

/** The longest name a `keyValues` field's pair may have. */
const maxNameLength = 100;

/**
 * A `keyValues` field (a product line's attributes) edited as name and value pairs
 * (src/generators/formValues.ts turns the map into pairs and back): a name is required, a value at
 * most the field's `maxLength`.
 */
export const KeyValuesInput = ({ field, label }: { field: FieldDeclaration; label?: string }) => {
  const translate = useTranslate();
  const nameLabel = translate('kago.keyValues.name');
  const valueLabel = translate(label ?? field.source);
  const validateName = useMemo(
    () =>
      buildValidators(
        { source: 'name', type: 'text', required: true, maxLength: maxNameLength },
        { field: nameLabel },
      ),
    [nameLabel],
  );
  const validateValue = useMemo(
    () =>
      buildValidators({ source: 'value', type: 'text', maxLength: field.maxLength }, { field: valueLabel }),
    [field.maxLength, valueLabel],
  );
  return (
    <ArrayInput source={field.source} label={label}>
      <SimpleFormIterator inline disableReordering>
        <TextInput source="name" label="kago.keyValues.name" validate={validateName} />
        <TextInput source="value" label="kago.keyValues.value" validate={validateValue} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
