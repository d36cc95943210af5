import { useContext, useState } from 'react';
import { AutocompleteInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldDeclaration } from '../../resources';
import { hasValue } from './cascade';
import { enumChoices } from './choices';
import { formAutocomplete } from './formAutocomplete';
import { optionRenderers } from './optionRenderers';
import { useClearDependents } from './ReferenceFieldInput';
import { OptionsReadContext } from './optionsRead';
import type { Validator } from './validators';

type OptionsFrom = NonNullable<FieldDeclaration['optionsFrom']>;

/** How many options a searched read (`searchBy`) answers at a time. */
const searchPage = 20;

/**
 * A choice among the rows a read action of the same resource answers (`optionsFrom`): a package
 * tracking's warehouse among the post offices `GetOffice` answers, not typed; searchable by typing
 * where the declaration says `search` (a customer's supporter), each option drawn by its named
 * renderer (`render`: a country with its flag); in a cascade (`parent`), the children of another
 * input's value, disabled until it has one, and emptying the inputs below it when it changes
 * (`dependents`); a read of another resource where it names one (`resource`: a customer's geography
 * for its address); read where the screen says (`OptionsReadContext`: an order family's reads). Read once per resource, action and parent value while the screen lives.
 * A read that searches (`searchBy`: a support change's care-by among the staff, `GetEmployeePaging`)
 * is sent what is typed and answers a page of matches.
 * An enum field's read answers which of its values are offered (a tracking's cargo services for its
 * shipping method, `GetServiceByType`): they keep the field's own translated labels. Rows that
 * repeat a value (bid accounts across the buyer configuration) are offered once.
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
  const { parent, searchBy } = optionsFrom;
  // Without a parent, watching the field itself keeps the hook order alike and changes nothing.
  const parentValue: unknown = useWatch({ name: parent ?? field.source });
  const value: unknown = useWatch({ name: field.source });
  const [typed, setTyped] = useState('');
  const waiting = parent !== undefined && !hasValue(parentValue);
  const inputs = {
    ...(parent ? { [parent]: parentValue } : {}),
    // Nothing typed asks for the first page (the keyword left out).
    ...(searchBy ? { [searchBy]: typed.trim() || undefined, take: searchPage } : {}),
  };
  const useOptionsRead = useContext(OptionsReadContext);
  const options = useOptionsRead<unknown[] | { items: unknown[] }>(
    optionsFrom.resource ?? resource,
    optionsFrom.read,
    inputs,
    !waiting,
  );
  const clearDependents = useClearDependents(dependents);
  const optionValue = optionsFrom.value ?? 'id';
  const valueOf = (row: unknown) =>
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[optionValue] : row;
  // A page read (`searchBy`) answers a page of matches: the chosen row keeps its label once the search
  // has moved on, as the first page (nothing typed) or the one picked gave it.
  const rowsOf = (data: unknown[] | { items: unknown[] } | undefined): unknown[] =>
    (Array.isArray(data) ? data : data?.items) ?? [];
  const rows = rowsOf(options.data);
  const firstPage = useOptionsRead<unknown[] | { items: unknown[] }>(
    optionsFrom.resource ?? resource,
    optionsFrom.read,
    { ...inputs, ...(searchBy ? { [searchBy]: undefined } : {}) },
    !waiting && searchBy !== undefined,
  );
  const [picked, setPicked] = useState<unknown>();
  const chosenRow = searchBy
    ? [picked, ...rowsOf(firstPage.data)].find((row) => row !== undefined && valueOf(row) === value)
    : undefined;
  const shown =
    chosenRow !== undefined && !rows.some((row) => valueOf(row) === value) ? [chosenRow, ...rows] : rows;
  const offered = new Set(rows.map(valueOf));
  const choices = field.choices
    ? enumChoices(resource, field).filter(({ id }) => offered.has(id))
    : [...new Map(shown.map((row) => [valueOf(row), row])).values()];
  const props = {
    source: field.source,
    label,
    validate,
    choices,
    optionValue: field.choices ? 'id' : optionValue,
    translateChoice: field.choices !== undefined,
    isPending: !waiting && options.isPending && !options.isError,
    disabled: waiting,
    onChange: dependents.length > 0 ? clearDependents : undefined,
  };
  const renderer = optionsFrom.render ? optionRenderers[optionsFrom.render] : undefined;
  if (searchBy)
    return (
      <AutocompleteInput
        {...props}
        {...formAutocomplete}
        optionText={optionsFrom.label ?? 'name'}
        // The server found them by what was typed (a name or a code): shown as it answered.
        matchSuggestion={() => true}
        setFilter={setTyped}
        onChange={(_: unknown, row: unknown) => {
          setPicked(row);
          if (dependents.length > 0) clearDependents();
        }}
        {...renderer}
      />
    );
  if (optionsFrom.search)
    return (
      <AutocompleteInput
        {...props}
        {...formAutocomplete}
        optionText={optionsFrom.label ?? 'name'}
        {...renderer}
      />
    );
  return <SelectInput {...props} optionText={field.choices ? 'name' : (optionsFrom.label ?? 'name')} />;
};
