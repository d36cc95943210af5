import type { FieldDeclaration, FieldType } from './types';

/**
 * Each field type's value on the wire (JSON): dates and times as ISO strings, a reference as the
 * id it names, an image list as its stored text, a map of names to texts as an object.
 */
interface WireValues {
  readonly text: string;
  readonly textarea: string;
  readonly email: string;
  readonly phone: string;
  readonly url: string;
  readonly date: string;
  readonly datetime: string;
  readonly imageList: string;
  readonly number: number;
  readonly money: number;
  /** Whole seconds. */
  readonly duration: number;
  readonly reference: number;
  readonly boolean: boolean;
  readonly enum: string;
  readonly status: string;
  readonly keyValues: Record<string, string>;
}

/** A field's value: one of its choices where it declares them as literals (resources/fields.ts `oneOf`). */
type ValueOf<Field extends FieldDeclaration> = Field['type'] extends 'enum' | 'status'
  ? Field extends { readonly choices?: readonly (infer Choice extends string)[] }
    ? Choice
    : string
  : WireValues[Field['type'] & FieldType];

/**
 * Never null: a required field, or one with a default value, which every stored record has (the same
 * rule as the table builder's NOT NULL, server/db/tables.ts). A field declared without literals
 * (not through resources/fields.ts) may be null.
 */
type NeverNull<Field extends FieldDeclaration> = [Exclude<Field['required'], undefined>] extends [true]
  ? true
  : [Exclude<Field['defaultValue'], undefined>] extends [never]
    ? false
    : true;

/**
 * A record's type from its declared fields, each by its source: `RecordOf<typeof declaration.fields>`.
 * A field's type is described once, in its declaration; what a record carries beyond its declared
 * fields is an explicit extension beside the record's type, saying why it is not a declared field.
 * (A query's values are `QueryValues`, resources/types.ts: each optional, a status filter several.)
 */
export type RecordOf<Fields extends readonly FieldDeclaration[]> = {
  -readonly [Field in Fields[number] as Field['source']]: NeverNull<Field> extends true
    ? ValueOf<Field>
    : ValueOf<Field> | null;
};

/** What every stored record of a declaration carries: its id and its version (optimistic locking). */
export interface StoredRecord {
  id: number;
  version: number;
}
