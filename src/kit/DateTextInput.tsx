import { useMemo, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
// Its own module: the dashboard's range uses the field without react-admin's form machinery
// (react-hook-form), which the first load does not ship.
import { DateTextField, useDateCheck } from './DateTextField';

type DateTextInputProps = Pick<
  InputProps,
  'source' | 'validate' | 'resource' | 'defaultValue' | 'disabled' | 'readOnly'
> & {
  label?: ReactNode;
  helperText?: ReactNode;
  className?: string;
  /** Read by react-admin's filter form from the element, not used here. */
  alwaysOn?: boolean;
};

/**
 * react-admin's date input in the interface language: THE date input of forms and filters
 * (generated forms, range filters, order filters). The value stays a wire date (`yyyy-MM-dd`);
 * text that is not a date is kept as typed and refused with a translated message naming the
 * pattern (`kago.validation.dateText`), so a filter is not applied and a form is not sent with it.
 */
export const DateTextInput = ({
  source,
  validate,
  resource,
  defaultValue,
  disabled,
  readOnly,
  label,
  helperText,
  className,
}: DateTextInputProps) => {
  const dateCheck = useDateCheck();
  const validators = useMemo(
    () => [...(Array.isArray(validate) ? validate : validate ? [validate] : []), dateCheck],
    [validate, dateCheck],
  );
  const { field, fieldState, id, isRequired } = useInput({
    source,
    resource,
    defaultValue,
    disabled,
    readOnly,
    validate: validators,
  });
  const { error, invalid } = fieldState;
  return (
    <DateTextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      size="small"
      error={invalid}
      disabled={disabled}
      slotProps={{ htmlInput: { readOnly } }}
      label={
        label === '' || label === false ? null : (
          <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />
        )
      }
      helperText={
        helperText !== false || invalid ? (
          <InputHelperText error={error?.message} helperText={helperText} />
        ) : null
      }
    />
  );
};
