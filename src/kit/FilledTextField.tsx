import FilledInput, { type FilledInputProps } from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import { useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from 'react';

export interface FilledTextFieldProps {
  id?: string;
  name?: string;
  className?: string;
  sx?: SxProps<Theme>;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  type?: string;
  value?: unknown;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  slotProps?: {
    /** The `<input>` element's own attributes. */
    htmlInput?: FilledInputProps['inputProps'];
    /** The input's props (adornments...). */
    input?: Partial<FilledInputProps>;
    inputLabel?: Partial<InputLabelProps>;
  };
}

/** What the field's frame (MUI's FormControl) takes, and what its input takes. */
const controlProps = [
  'className',
  'sx',
  'error',
  'required',
  'disabled',
  'fullWidth',
  'size',
  'margin',
  'onKeyDown',
] as const;
const inputProps = ['name', 'type', 'value', 'placeholder', 'inputRef', 'onChange', 'onBlur'] as const;

/**
 * Only the named props: the theme's defaults for MuiTextField may carry more (a `variant`) than
 * the frame and the input take, and a prop they do not know would reach the page's elements.
 */
const pick = <K extends keyof FilledTextFieldProps>(props: FilledTextFieldProps, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, props[key]])) as Pick<FilledTextFieldProps, K>;

/**
 * MUI's TextField in the filled variant the theme gives every field (react-admin's defaults:
 * `MuiTextField` filled, dense, small, full width, read here as TextField reads them), made of the
 * pieces TextField draws. TextField itself imports Select, NativeSelect and the outlined and
 * standard inputs for its other variants: about 5 kB gzip that the first load (sign-in and
 * dashboard: the menu's search box and the dashboard's dates, tests/e2e/loading.test.ts) never uses.
 */
export const FilledTextField = (inProps: FilledTextFieldProps) => {
  const props = useThemeProps({ props: inProps, name: 'MuiTextField' }) as FilledTextFieldProps;
  const { label, helperText, slotProps } = props;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  return (
    <FormControl {...pick(props, controlProps)} variant="filled">
      {label !== undefined && label !== null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...slotProps?.inputLabel}>
          {label}
        </InputLabel>
      )}
      <FilledInput
        {...pick(props, inputProps)}
        id={id}
        aria-describedby={helperTextId}
        inputProps={slotProps?.htmlInput}
        {...slotProps?.input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
