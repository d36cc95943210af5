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
import { fieldChoiceLabelKey, type FieldDeclaration, type FieldType } from '../../resources';
import { DateTextInput } from '../kit/DateTextInput';
import { ActionOptionsInput } from './ActionOptionsInput';
import { enumChoices } from './choices';
import { CodeReferenceInput } from './CodeReferenceInput';
import { ImageListInput } from './ImageListInput';
import { KeyValuesInput } from './KeyValuesInput';
import { ReferenceFieldInput, useClearDependents } from './ReferenceFieldInput';
import { useFieldValidators } from './useFieldValidators';
import type { Validator } from './validators';

interface InputContext {
  resource: string;
  /**
   * What every input takes: its source, validators and label key (undefined: react-admin's
   * `resources.<name>.fields.<source>`; a resource keeping its labels elsewhere names it).
   */
  props: { source: string; validate: Validator[]; label?: string; helperText?: string };
  dependents: readonly string[];
  /** The values a `status` input offers: the moves the record may make, where the screen knows them. */
  offered?: readonly string[];
}

type InputElement = (field: FieldDeclaration, context: InputContext) => ReactElement;

/** The values a form offers: not those an action of their own sets (`setByActions`). */
const formChoices = (resource: string, field: FieldDeclaration) =>
  enumChoices(resource, field).filter(({ id }) => !field.setByActions?.includes(id));

/** A choice among an enum's values; choosing another empties the inputs whose options follow it. */
const EnumInput = ({
  choices,
  dependents,
  ...props
}: InputContext['props'] & { choices: ReturnType<typeof formChoices>; dependents: readonly string[] }) => {
  const clearDependents = useClearDependents(dependents);
  return (
    <SelectInput
      {...props}
      choices={choices}
      onChange={dependents.length > 0 ? clearDependents : undefined}
    />
  );
};

/**
 * A moment typed in a `datetime-local` input (`yyyy-MM-ddThh:mm`, the browser's local time) as the
 * instant it names, in ISO 8601 with its zone, the `date-time` the server's schema asks for;
 * react-admin's DateTimeInput would keep the zoneless text, which no declared datetime accepts.
 */
const momentOf = (value: string) => {
  if (!value) return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : moment.toISOString();
};

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
  duration: (_, { props }) => <NumberInput {...props} step={1} />,
  // A switch always gives a value (false or true): nothing to check, and no "required" mark, which
  // would read as "must be switched on".
  boolean: (_, { props: { validate: _validate, ...props } }) => <BooleanInput {...props} />,
  date: (_, { props }) => <DateTextInput {...props} />,
  datetime: (_, { props }) => <DateTimeInput {...props} parse={momentOf} />,
  enum: (field, { resource, props, dependents }) => (
    <EnumInput {...props} choices={formChoices(resource, field)} dependents={dependents} />
  ),
  reference: (field, { props, dependents }) => (
    <ReferenceFieldInput
      field={field}
      validate={props.validate}
      dependents={dependents}
      label={props.label}
    />
  ),
  imageList: (_, { props }) => <ImageListInput {...props} />,
  status: (field, { resource, props, offered }) => (
    <SelectInput
      {...props}
      choices={
        offered
          ? offered.map((value) => ({ id: value, name: fieldChoiceLabelKey(resource, field, value) }))
          : formChoices(resource, field)
      }
    />
  ),
  keyValues: (field, { props }) => <KeyValuesInput field={field} label={props.label} />,
};

interface DeclaredInputProps {
  resource: string;
  field: FieldDeclaration;
  /** Its label key, where it is not where its resource keeps its labels. */
  label?: string;
  dependents?: readonly string[];
  /** The record an action's input is about: its current values may bound the input (`currentBound`). */
  record?: Readonly<Record<string, unknown>>;
  /** What is said beneath the input (the current value that bounds it). */
  helperText?: string;
  /** What a `status` input offers (see `InputContext`). */
  offered?: readonly string[];
}

/** The input of one declared field, with its generated validators. */
export const DeclaredInput = ({
  resource,
  field,
  label,
  dependents = [],
  record,
  helperText,
  offered,
}: DeclaredInputProps) => {
  const validate = useFieldValidators(resource, field, label, record);
  if (field.files)
    return (
      <FileInput source={field.source} label={label} validate={validate} multiple maxSize={field.maxBytes}>
        <FileField source="src" title="title" />
      </FileInput>
    );
  if (field.byCode)
    return <CodeReferenceInput resource={resource} field={field} validate={validate} label={label} />;
  if (field.optionsFrom && !field.optionsFrom.filterOnly)
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
    props: { source: field.source, validate, label, ...(helperText === undefined ? {} : { helperText }) },
    dependents,
    offered,
  });
};
