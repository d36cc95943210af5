import { translatedLocales, translationSource } from './types';
import type {
  ActionDeclaration,
  DetailTab,
  FieldDeclaration,
  FieldType,
  HttpMethod,
  Operation,
  Operations,
  ResourceDeclaration,
} from './types';
import type { CatalogueGroup } from './access';

type FieldOptions = Omit<FieldDeclaration, 'source' | 'type'>;

/** A default value a field may declare. */
export type DefaultValue = FieldDeclaration['defaultValue'];

/**
 * A field's options, its `required` and `defaultValue` kept as literals (`DeclaredField`): what a
 * helper that builds fields of its own takes, so that the records typed from them stay exact.
 */
export type DeclaredOptions<
  R extends boolean = boolean,
  D extends DefaultValue = DefaultValue,
> = FieldOptions & {
  readonly required?: R;
  readonly defaultValue?: D;
};

/**
 * What a field's type keeps of its declaration besides `FieldDeclaration`, as literals: its source
 * `S`, type `T`, whether it is required `R`, its default `D` and its choices `C`, so that a record's
 * type is derived from its declared fields (resources/recordOf.ts `RecordOf`). The options are still
 * checked as `FieldDeclaration`'s, excess properties included; what the helpers answer is typed with
 * `NoInfer`, so that a context expecting a plain `FieldDeclaration` does not widen `R` and `D`.
 */
export type DeclaredField<
  S extends string = string,
  T extends FieldType = FieldType,
  R extends boolean = boolean,
  D extends DefaultValue = DefaultValue,
  C extends string = string,
> = FieldDeclaration & {
  readonly source: S;
  readonly type: T;
  readonly required?: R;
  readonly defaultValue?: D;
  readonly choices?: readonly C[];
};

/** A field of the given type: `field('swiftCode', 'text', { maxLength: 11 })`. */
export const field = <
  const S extends string,
  const T extends FieldType,
  const R extends boolean = false,
  const D extends DefaultValue = never,
>(
  source: S,
  type: T,
  options: DeclaredOptions<R, D> = {},
): DeclaredField<S, T, NoInfer<R>, NoInfer<D>> => ({ source, type, ...options }) as DeclaredField<S, T, R, D>;

/** A reference to another resource's id: `ref('countryId', 'country')`. */
export const ref = <const S extends string, const R extends boolean = false>(
  source: S,
  reference: string,
  options: FieldOptions & { readonly required?: R } = {},
): DeclaredField<S, 'reference', NoInfer<R>, never> =>
  ({ source, type: 'reference', reference, filter: true, ...options }) as DeclaredField<
    S,
    'reference',
    R,
    never
  >;

/** An enum field with its allowed values, kept as literals as `field` keeps them. */
export const oneOf = <
  const S extends string,
  const C extends string,
  const R extends boolean = false,
  const D extends DefaultValue = never,
>(
  source: S,
  choices: readonly C[],
  options: DeclaredOptions<R, D> = {},
): DeclaredField<S, 'enum', NoInfer<R>, NoInfer<D>, C> =>
  ({ source, type: 'enum', choices, ...options }) as DeclaredField<S, 'enum', R, D, C>;

/**
 * Grams and centimetres: a parcel a warehouse takes (a pallet at most). Ours: the seed gives no
 * bounds. Package tracking and order packages weigh and measure the same parcels.
 */
export const grams = (source: string, options: FieldOptions = {}) =>
  field(source, 'number', { min: 0, max: 1_000_000, list: false, ...options });
export const centimetres = (source: string, options: FieldOptions = {}) =>
  field(source, 'number', { min: 0, max: 1_000, list: false, ...options });

/**
 * A text in the three interface languages: the field itself holds the Vietnamese (as declared:
 * required, bounds), `<source>En` and `<source>Ja` the others, optional, with the same bounds and
 * shown on the form only (the list and the detail show the interface language's text in the
 * field's own place).
 */
export const localizedText = (source: string, options: FieldOptions = {}): FieldDeclaration[] => [
  field(source, 'text', { ...options, localized: true }),
  ...translatedLocales.map((locale) =>
    field(translationSource(source, locale), 'text', {
      ...(options.maxLength === undefined ? {} : { maxLength: options.maxLength }),
      list: false,
      // The detail shows the name in the interface language; the form edits the three.
      show: false,
      translates: { of: source, locale },
    }),
  ),
];

/** Fields every catalogue record carries besides its own: its name in the three languages. */
export const catalogueCommonFields: readonly FieldDeclaration[] = [
  field('code', 'text', { required: true, maxLength: 50, unique: true }),
  ...localizedText('name', { required: true, maxLength: 255 }),
  field('active', 'boolean', { defaultValue: true, filter: true }),
  field('displayOrder', 'number', { integer: true, min: 0, defaultValue: 0 }),
];

/**
 * The same fields with these list columns waiting for the columns button (`list: 'onDemand'`); a
 * field that is no list column stays none.
 */
export const columnsOnDemand = (
  fields: readonly FieldDeclaration[],
  sources: readonly string[],
): FieldDeclaration[] =>
  fields.map((each) =>
    sources.includes(each.source) && each.list !== false ? { ...each, list: 'onDemand' } : each,
  );

/**
 * A detail's tabs or a form's sections in their order, each labelled `<labels>.<key>` (a field's
 * `tab` or `group` names one): `sections('kago.releaseNotes.tabs', ['summary', 'packages'])`.
 */
export const sections = (labels: string, keys: readonly string[]): DetailTab[] =>
  keys.map((key) => ({ key, label: `${labels}.${key}` }));

/** A call on the wire: `operation('GetsPaging')`, `operation('Update', 'POST')`. */
export const operation = (name: string, method: HttpMethod = 'GET'): Operation => ({ name, method });

/**
 * The export every list that offers one declares (`export` in resources/types.ts, served by
 * server/resources/exportFile.ts): `POST ExportExcel`, the list as filtered, as an .xlsx file.
 */
export const excelExport = operation('ExportExcel', 'POST');

/**
 * The catalogue pattern of DESIGN.md section 3: `GET get`, `GET create` (defaults), `POST create`,
 * `GET edit?id=`, `POST edit`, `POST deletes` unless the record is never deleted (a supplier, which
 * orders keep naming), and `POST activates` unless the catalogue has none (the currency list, the
 * /test example).
 */
export const catalogueOperations = (activates = true, deletes = true): Operations => ({
  list: operation('get'),
  createForm: operation('create'),
  create: operation('create', 'POST'),
  read: operation('edit'),
  update: operation('edit', 'POST'),
  ...(deletes ? { deletes: operation('deletes', 'POST') } : {}),
  ...(activates ? { activates: operation('activates', 'POST') } : {}),
});

/**
 * Inputs that change the record's own values: each starts from the record's current value of its
 * field (or of the field its `startsFrom` names), so that a dialog shows what it changes and sends
 * back what the user leaves alone. An action that adds or names a record of its own (a service, a
 * document, a package) leaves its inputs without `startsFrom`: they start empty.
 */
export const fromRecord = (...inputs: FieldDeclaration[]): FieldDeclaration[] =>
  inputs.map((input) => ({ startsFrom: input.source, ...input }));

/**
 * A read of a resource's action table, offered as no button: a form input's options, a list filter's,
 * a screen's lookup, a report's figures. A GET of the read right under the resource's base, of the
 * wire name `call` (default its name), or at the catalogue's own `path` where that base is another
 * (`/api/Common/GetAllBidConfig`), taking the query `inputs` where it takes any. With `scope:
 * 'record'` (an action's default scope, so left unsaid in what it answers), a read of one record, its
 * `id` in the query: what a detail's tab or print button shows of it (a package's event log, a
 * release note's packages and PDF, a shipping order's timeline).
 */
export const readAction = <Name extends string>(
  name: Name,
  {
    call = name,
    path,
    inputs,
    scope = 'resource',
  }: {
    readonly call?: string;
    readonly path?: string;
    readonly inputs?: readonly FieldDeclaration[];
    readonly scope?: 'record' | 'resource';
  } = {},
) =>
  ({
    name,
    operation: path ? { ...operation(call), path } : operation(call),
    places: [],
    right: 'read',
    ...(scope === 'resource' ? { scope } : {}),
    ...(inputs ? { inputs } : {}),
  }) satisfies ActionDeclaration;

type CatalogueOptions = Omit<
  ResourceDeclaration,
  'name' | 'api' | 'fields' | 'icon' | 'operations' | 'access'
> & {
  readonly menuGroup?: CatalogueGroup;
  /** Offers `POST activates {ids, active}` (default true; the currency list has none). */
  readonly activates?: boolean;
  /**
   * The list columns, common or its own, that wait for the columns button (`list: 'onDemand'`): what
   * a 1280 px desk with the menu open has no room for beside the rest (tests/e2e/fit.test.ts).
   */
  readonly onDemand?: readonly string[];
};

/**
 * A master-data catalogue on the master API: the common fields, then its own.
 * `catalogue('bank', 'AccountBalance', [field('swiftCode', 'text', { maxLength: 11 })])`
 */
export const catalogue = (
  name: string,
  icon: string,
  ownFields: readonly FieldDeclaration[] = [],
  { menuGroup = 'catalogue', activates = true, onDemand = [], ...options }: CatalogueOptions = {},
): ResourceDeclaration => ({
  name,
  api: 'master',
  operations: catalogueOperations(activates),
  access: { area: menuGroup },
  icon,
  fields: columnsOnDemand([...catalogueCommonFields, ...ownFields], onDemand),
  sort: { field: 'displayOrder', order: 'ASC' },
  ...options,
});

/** The seed's generic message (section 8) for a warehouse (post office) not chosen yet: `neededFirst`. */
export const selectPostOfficeFirst = 'kago.errors.generic.selectPostOfficeFirst';
