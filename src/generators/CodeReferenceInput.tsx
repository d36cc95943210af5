import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  FieldTitle,
  InputHelperText,
  RecordContextProvider,
  useGetList,
  useInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { focusNextField } from '../kit/focusNextField';
import { optionRenderers } from './optionRenderers';
import type { Validator } from './validators';

/** The options asked for at once: enough to choose among, few enough to read. */
const optionCount = 10;
/** A pause in typing before the search is sent (a scanner types a whole code well within it). */
const typingPause = 250;

const codeOf = (option: RaRecord) => String(option.code ?? option.id);
const sameCode = (typed: string, option: RaRecord) =>
  codeOf(option).toLocaleLowerCase() === typed.trim().toLocaleLowerCase();

/**
 * The input of a reference staff know by its code (`byCode`, resources/types.ts): typed or scanned,
 * searched on the server in the list resource the field names (its keyword), each option drawn by its
 * renderer (code, title, customer); the form keeps the id. A scanner's Enter after a whole code picks
 * the record with that code, once the search has answered, and moves to the next input.
 */
export const CodeReferenceInput = ({
  resource,
  field,
  validate,
  label,
}: {
  resource: string;
  field: FieldDeclaration;
  validate: Validator[];
  label?: string;
}) => {
  const byCode = field.byCode!;
  const translate = useTranslate();
  const record = useRecordContext();
  const { field: input, fieldState, isRequired, id } = useInput({ source: field.source, validate, resource });
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<RaRecord | null>(null);
  // The code a scanner's Enter came after while its search was still on its way.
  const pendingEnter = useRef<string | null>(null);
  const textBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), typingPause);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data = [], isFetching } = useGetList(
    byCode.search,
    { pagination: { page: 1, perPage: optionCount }, filter: { q: keyword } },
    { enabled: keyword.length >= 2 },
  );

  // The chosen record: the one picked here, or the one the record names (an edit starts from it).
  const current = useMemo<RaRecord | null>(() => {
    if (input.value === null || input.value === undefined || input.value === '') return null;
    if (picked && picked.id === input.value) return picked;
    return { id: input.value, code: record?.[byCode.codeField] ?? input.value };
  }, [input.value, picked, record, byCode.codeField]);

  const choose = (option: RaRecord | null) => {
    setPicked(option);
    input.onChange(option ? option.id : null);
  };

  const moveOn = () => {
    const form_ = textBox.current?.closest('form');
    if (textBox.current && form_) focusNextField(textBox.current, form_);
  };

  // A scanned code whose search answered after its Enter.
  useEffect(() => {
    const wanted = pendingEnter.current;
    if (wanted === null || isFetching || keyword !== wanted.trim()) return;
    pendingEnter.current = null;
    const match = data.find((option) => sameCode(wanted, option));
    if (match) {
      choose(match);
      moveOn();
    }
    // `choose` and `moveOn` read only refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, isFetching, keyword]);

  const renderer = byCode.render ? optionRenderers[byCode.render] : undefined;
  const options = current && !data.some((option) => option.id === current.id) ? [current, ...data] : data;
  const error = fieldState.error?.message;
  return (
    <Autocomplete<RaRecord, false, false, false>
      id={id}
      options={options}
      value={current}
      onChange={(_, option) => choose(option)}
      inputValue={typed || (current ? codeOf(current) : '')}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setTyped(value);
      }}
      onBlur={() => {
        setTyped('');
        input.onBlur();
      }}
      filterOptions={(shown) => shown}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={codeOf}
      loading={isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate(
        keyword.length >= 2 ? 'ra.navigation.no_results' : 'kago.packageTracking.codeInput.typeCode',
      )}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {renderer ? (
            <RecordContextProvider value={option}>{renderer.optionText}</RecordContextProvider>
          ) : (
            codeOf(option)
          )}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={textBox}
          name={field.source}
          label={
            <FieldTitle label={label} source={field.source} resource={resource} isRequired={isRequired} />
          }
          error={Boolean(error)}
          helperText={<InputHelperText error={error} />}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            const box = event.target as HTMLInputElement;
            // An option chosen with the arrows is the suggestion list's to take.
            if (box.getAttribute('aria-activedescendant')) return;
            const text = box.value;
            if (!text.trim()) return;
            event.preventDefault();
            event.stopPropagation();
            const match = data.find((option) => sameCode(text, option));
            if (match && keyword === text.trim()) {
              choose(match);
              setTyped('');
              moveOn();
            } else {
              pendingEnter.current = text;
              setKeyword(text.trim());
            }
          }}
        />
      )}
    />
  );
};
