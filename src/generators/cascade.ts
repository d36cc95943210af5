import { parentExtras, type FieldDeclaration } from '../../resources';

/**
 * Every field whose options depend, directly or through another, on `source` (country ->
 * state/province -> district, by `dependsOn` or `optionsFrom.parent`): changing `source` must clear
 * them all.
 */
export const dependentsOf = (fields: readonly FieldDeclaration[], source: string): string[] => {
  const direct = fields
    .filter((field) => (field.dependsOn?.field ?? field.optionsFrom?.parent) === source)
    .map((field) => field.source);
  return direct.flatMap((dependent) => [dependent, ...dependentsOf(fields, dependent)]);
};

/** The filter a cascading reference loads its options with: the parent extra's param = parent value. */
export const cascadeFilter = (field: FieldDeclaration, parentValue: unknown) =>
  field.dependsOn ? { [parentExtras[field.dependsOn.extra].param]: parentValue } : {};

export const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';
