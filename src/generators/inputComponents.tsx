import type { ReactElement } from 'react';
import { BooleanInput, DateTimeInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDeclaration, FieldType } from '../../resources';
import { DateTextInput } from '../kit/DateTextInput';
import { ActionOptionsInput } from './ActionOptionsInput';
import { enumChoices } from './choices';
import { ImageListInput } from './ImageListInput';
import { ReferenceFieldInput } from './ReferenceFieldInput';
import { useFieldValidators } from './useFieldValidators';
import type { Validator } from './validators';

interface InputContext {
  resource: string;
  validate: Validator[];
  dependents: readonly string[];
}

type InputElement = (field: FieldDeclaration, context: InputContext) => ReactElement;

/** The values a form offers: not those an action of their own sets (`setByActions`). */
const formChoices = (resource: string, field: FieldDeclaration) =>
  enumChoices(resource, field).filter(({ id }) => !field.setByActions?.includes(id));

/**
 * Field type -> the react-admin input that edits it. Labels come from
 * `resources.<name>.fields.<source>` by react-admin's convention.
 */
export const inputComponents: Record<FieldType, InputElement> = {
  text: (field, { validate }) => <TextInput source={field.source} validate={validate} />,
  textarea: (field, { validate }) => (
    <TextInput source={field.source} validate={validate} multiline minRows={2} />
  ),
  email: (field, { validate }) => <TextInput source={field.source} validate={validate} type="email" />,
  phone: (field, { validate }) => <TextInput source={field.source} validate={validate} type="tel" />,
  url: (field, { validate }) => <TextInput source={field.source} validate={validate} type="url" />,
  number: (field, { validate }) => (
    <NumberInput source={field.source} validate={validate} step={field.integer ? 1 : 'any'} />
  ),
  money: (field, { validate }) => <NumberInput source={field.source} validate={validate} step={0.01} />,
  boolean: (field, { validate }) => <BooleanInput source={field.source} validate={validate} />,
  date: (field, { validate }) => <DateTextInput source={field.source} validate={validate} />,
  datetime: (field, { validate }) => <DateTimeInput source={field.source} validate={validate} />,
  enum: (field, { resource, validate }) => (
    <SelectInput source={field.source} validate={validate} choices={formChoices(resource, field)} />
  ),
  reference: (field, { validate, dependents }) => (
    <ReferenceFieldInput field={field} validate={validate} dependents={dependents} />
  ),
  imageList: (field, { validate }) => <ImageListInput source={field.source} validate={validate} />,
};

interface DeclaredInputProps {
  resource: string;
  field: FieldDeclaration;
  dependents?: readonly string[];
}

/** The input of one declared field, with its generated validators. */
export const DeclaredInput = ({ resource, field, dependents = [] }: DeclaredInputProps) => {
  const validate = useFieldValidators(resource, field);
  if (field.optionsFrom)
    return (
      <ActionOptionsInput
        resource={resource}
        field={field}
        optionsFrom={field.optionsFrom}
        validate={validate}
      />
    );
  return inputComponents[field.type](field, { resource, validate, dependents });
};
