import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateTimeInput,
  FileField,
  FileInput,
  NumberInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDeclaration, FieldType } from '../../resources';
import { DateTextInput } from '../kit/DateTextInput';
import { ActionOptionsInput } from './ActionOptionsInput';
import { enumChoices } from './choices';
import { CodeReferenceInput } from './CodeReferenceInput';
import { ImageListInput } from './ImageListInput';
import { ReferenceFieldInput } from './ReferenceFieldInput';
import { useFieldValidators } from './useFieldValidators';
import type { Validator } from './validators';

interface InputContext {
  resource: string;
  /**
   * What every input takes: its source, validators and label key (undefined: react-admin's
   * `resources.<name>.fields.<source>`; a resource keeping its labels elsewhere names it).
   */
  props: { source: string; validate: Validator[]; label?: string };
  dependents: readonly string[];
}

type InputElement = (field: FieldDeclaration, context: InputContext) => ReactElement;

/** The values a form offers: not those an action of their own sets (`setByActions`). */
const formChoices = (resource: string, field: FieldDeclaration) =>
  enumChoices(resource, field).filter(({ id }) => !field.setByActions?.includes(id));

/**
 * Field type -> the react-admin input that edits it.
 */
export const inputComponents: Record<FieldType, InputElement> = {
  text: (_, { props }) => <TextInput {...props} />,
  textarea: (_, { props }) => <TextInput {...props} multiline minRows={2} />,
  email: (_, { props }) => <TextInput {...props} type="email" />,
  phone: (_, { props }) => <TextInput {...props} type="tel" />,
  url: (_, { props }) => <TextInput {...props} type="url" />,
  number: (field, { props }) => <NumberInput {...props} step={field.integer ? 1 : 'any'} />,
  money: (_, { props }) => <NumberInput {...props} step={0.01} />,
  boolean: (_, { props }) => <BooleanInput {...props} />,
  date: (_, { props }) => <DateTextInput {...props} />,
  datetime: (_, { props }) => <DateTimeInput {...props} />,
  enum: (field, { resource, props }) => <SelectInput {...props} choices={formChoices(resource, field)} />,
  reference: (field, { props, dependents }) => (
    <ReferenceFieldInput field={field} validate={props.validate} dependents={dependents} />
  ),
  imageList: (_, { props }) => <ImageListInput {...props} />,
};

interface DeclaredInputProps {
  resource: string;
  field: FieldDeclaration;
  label?: string;
  dependents?: readonly string[];
}

/** The input of one declared field, with its generated validators. */
export const DeclaredInput = ({ resource, field, label, dependents = [] }: DeclaredInputProps) => {
  const validate = useFieldValidators(resource, field);
  if (field.files)
    return (
      <FileInput source={field.source} label={label} validate={validate} multiple maxSize={field.maxBytes}>
        <FileField source="src" title="title" />
      </FileInput>
    );
  if (field.byCode)
    return <CodeReferenceInput resource={resource} field={field} validate={validate} label={label} />;
  if (field.optionsFrom)
    return (
      <ActionOptionsInput
        resource={resource}
        field={field}
        optionsFrom={field.optionsFrom}
        validate={validate}
        label={label}
        dependents={dependents}
      />
    );
  return inputComponents[field.type](field, {
    resource,
    props: { source: field.source, validate, label },
    dependents,
  });
};
