import { translatedLocales, translationSource } from './types';
import type {
  ActionDeclaration,
  FieldDeclaration,
  FieldType,
  HttpMethod,
  Operation,
  Operations,
  ResourceDeclaration,
} from './types';
import type { CatalogueGroup } from './access';

type FieldOptions = Omit<FieldDeclaration, 'source' | 'type'>;

/**
 * A field's options, its `required` and `defaultValue` kept as literals (`DeclaredField`): what a
 * helper that builds fields of its own takes, so that the records typed from them stay exact.
 */
export type DeclaredOptions<
  Required extends boolean = boolean,
  Default extends FieldDeclaration['defaultValue'] = FieldDeclaration['defaultValue'],
> = FieldOptions & { readonly required?: Required; readonly defaultValue?: Default };

/**
 * What a field's type keeps of its declaration besides `FieldDeclaration`: its source, type, choices
 * and whether it is required or has a default, as literals, so that a record's type is derived from
 * its declared fields (resources/recordOf.ts `RecordOf`). The options are still checked as
 * `FieldDeclaration`'s, excess properties included.
 */
export type DeclaredField<
  Source extends string = string,
  Type extends FieldType = FieldType,
  Required extends boolean = boolean,
  Default extends FieldDeclaration['defaultValue'] = FieldDeclaration['defaultValue'],
  Choice extends string = string,
> = FieldDeclaration & {
  readonly source: Source;
  readonly type: Type;
  readonly required?: Required;
  readonly defaultValue?: Default;
  readonly choices?: readonly Choice[];
};

/** A field of the given type: `field('swiftCode', 'text', { maxLength: 11 })`. */
export const field = <
  const Source extends string,
  const Type extends FieldType,
  const Required extends boolean = false,
  const Default extends FieldDeclaration['defaultValue'] = never,
>(
  source: Source,
  type: Type,
  options: DeclaredOptions<Required, Default> = {},
): DeclaredField<Source, Type, NoInfer<Required>, NoInfer<Default>> =>
  ({ source, type, ...options }) as DeclaredField<Source, Type, Required, Default>;

/** A reference to another resource's id: `ref('countryId', 'country')`. */
export const ref = <const Source extends string, const Required extends boolean = false>(
  source: Source,
  reference: string,
  options: FieldOptions & { readonly required?: Required } = {},
): DeclaredField<Source, 'reference', NoInfer<Required>, never> =>
  ({
    source,
    type: 'reference',
    reference,
    filter: true,
    ...options,
  }) as DeclaredField<Source, 'reference', Required, never>;

/** An enum field with its allowed values. */
export const oneOf = <
  const Source extends string,
  const Choice extends string,
  const Required extends boolean = false,
  const Default extends FieldDeclaration['defaultValue'] = never,
>(
  source: Source,
  choices: readonly Choice[],
  options: DeclaredOptions<Required, Default> = {},
): DeclaredField<Source, 'enum', NoInfer<Required>, NoInfer<Default>, Choice> =>
  ({ source, type: 'enum', choices, ...options }) as DeclaredField<Source, 'enum', Required, Default, Choice>;

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

/** A call on the wire: `operation('GetsPaging')`, `operation('Update', 'POST')`. */
export const operation = (name: string, method: HttpMethod = 'GET'): Operation => ({ name, method });

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
 * A read of a resource's action table, offered as no button: a form input's options, a list filter's,
 * a screen's lookup, a report's figures. A GET of the read right under the resource's base, of the
 * wire name `call` (default its name), or at the catalogue's own `path` where that base is another
 * (`/api/Common/GetAllBidConfig`), taking the query `inputs` where it takes any.
 */
export const readAction = <Name extends string>(
  name: Name,
  {
    call = name,
    path,
    inputs,
  }: { readonly call?: string; readonly path?: string; readonly inputs?: readonly FieldDeclaration[] } = {},
) =>
  ({
    name,
    operation: path ? { ...operation(call), path } : operation(call),
    places: [],
    right: 'read',
    scope: 'resource',
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
