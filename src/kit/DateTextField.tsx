import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useMemo, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { findLanguage } from '../../i18n/languages';
import { dateTextHint, formatDateText, isoDateOf, parseDateText } from './dateText';
import { FilledTextField, type FilledTextFieldProps } from './FilledTextField';

/**
 * The check every date input makes: typed text that is not a date of the interface language's
 * order, refused with a message naming the pattern (`kago.validation.dateText`).
 */
export const useDateCheck = () => {
  const [language] = useLocaleState();
  const hint = dateTextHint(findLanguage(language).locale);
  return useMemo(
    () => (value: unknown) =>
      value === null || value === undefined || value === '' || isoDateOf(value) !== null
        ? undefined
        : { message: 'kago.validation.dateText', args: { hint } },
    [hint],
  );
};

/** Whether this browser opens its own calendar on request (a button that could not would be dead). */
const canShowPicker = typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

// The browser's own date input, out of sight, only to lend its calendar to the button.
const pickerStyle = {
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 1,
  height: 1,
  opacity: 0,
  border: 0,
  padding: 0,
  pointerEvents: 'none',
} as const;

export type DateTextFieldProps = Omit<FilledTextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** A wire date (`yyyy-MM-dd`), `''`/null for none, or text the user typed that is not a date. */
  value: unknown;
  /** Called as the user types: a wire date, `''` when cleared, or the typed text when it is not a date. */
  onChange: (value: string) => void;
};

/**
 * A date typed and shown in the interface language's order (src/kit/dateText.ts), not in the
 * browser's as `<input type="date">` would: vi 05/01/2026, en 01/05/2026, ja 2026/01/05. While the
 * user types, the text stays as typed; a complete date is passed on at once, and the field shows
 * it in the language's order when it loses the focus. Text that is not a date is passed on as it
 * is, for the form's check to name it. A calendar button opens the browser's own date picker
 * where the browser can (no date library to load).
 */
export const DateTextField = ({
  value,
  onChange,
  onBlur,
  slotProps,
  disabled,
  ...props
}: DateTextFieldProps) => {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const locale = findLanguage(language).locale;
  const [draft, setDraft] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const readOnly = Boolean((slotProps?.htmlInput as { readOnly?: boolean } | undefined)?.readOnly);
  const calendar =
    canShowPicker && !disabled && !readOnly ? (
      <InputAdornment position="end" sx={{ position: 'relative' }}>
        <IconButton
          size="small"
          edge="end"
          aria-label={translate('kago.dateInput.pick')}
          onClick={() => picker.current?.showPicker()}
        >
          <EventIcon fontSize="small" />
        </IconButton>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden
          style={pickerStyle}
          value={isoDateOf(value) ?? ''}
          onChange={(event) => {
            setDraft(null);
            onChange(event.target.value);
          }}
        />
      </InputAdornment>
    ) : null;
  return (
    <FilledTextField
      {...props}
      disabled={disabled}
      value={draft ?? formatDateText(value, locale)}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parseDateText(event.target.value, locale) ?? event.target.value);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...slotProps?.inputLabel },
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          placeholder: dateTextHint(locale),
          ...slotProps?.htmlInput,
        },
        input: { endAdornment: calendar, ...slotProps?.input },
      }}
    />
  );
};
