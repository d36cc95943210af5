/**
 * The resource declaration: one plain-data description of a resource from which the app builds its
 * screens, the data provider its paths, and the reference server its table, routes and validation.
 *
 * No React and no I/O here: this module is imported by the browser bundle and by the server alike.
 * A maintainer reads this file and knows every knob a declaration has.
 */

/** How a field is stored, validated, edited and shown. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'email'
  | 'phone'
  | 'url'
  | 'imageList';

/** Which of the two private APIs serves a resource (base URLs come from runtime configuration). */
export type ApiBase = 'master' | 'op';

/**
 * Extra read calls a resource may offer besides `get`. Each is `GET /api/<path>/<extra>`.
 * - `get-all`: every active record, for small selects.
 * - `get-top-select`: the first records matching `keyword` (at most `take`), for autocompletes.
 * - `get-addresses-select`, `get-addresses-top-select`: the same, each option carrying its address.
 * - `get-by-*-id`: the active records whose parent field equals the query value (cascading selects).
 */
export type ExtraName =
  | 'get-all'
  | 'get-top-select'
  | 'get-addresses-select'
  | 'get-addresses-top-select'
  | 'get-by-payment-term-id'
  | 'get-by-country-id'
  | 'get-by-state-province-id'
  | 'get-by-district-id'
  | 'get-by-shipping-agent-id'
  | 'get-postoffice-address';

/** The parent-filter extras: the query parameter each takes and the field it filters on. */
export const parentExtras = {
  'get-by-payment-term-id': { param: 'paymentTermId' },
  'get-by-country-id': { param: 'countryId' },
  'get-by-state-province-id': { param: 'stateProvinceId' },
  'get-by-district-id': { param: 'districtId' },
  'get-by-shipping-agent-id': { param: 'shippingAgentId' },
} as const satisfies Partial<Record<ExtraName, { param: string }>>;

export type ParentExtraName = keyof typeof parentExtras;

export const isParentExtra = (extra: string): extra is ParentExtraName => Object.hasOwn(parentExtras, extra);

export interface FieldDeclaration {
  /** Name on the wire, in the record, in forms, and (snake_cased) in the database. */
  readonly source: string;
  readonly type: FieldType;
  readonly required?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Numeric bounds (number and money). */
  readonly min?: number;
  readonly max?: number;
  /** Whole numbers only (number). */
  readonly integer?: boolean;
  /** This field must be greater than or equal to that field of the same record (numbers, dates). */
  readonly greaterOrEqual?: string;
  /** Allowed values of an enum field; labels are `resources.<name>.choices.<source>.<value>`. */
  readonly choices?: readonly string[];
  /** Target resource name of a reference field (its value is the target's id). */
  readonly reference?: string;
  /** Which extra a reference input loads its options from (default `get-top-select`). */
  readonly referenceVia?: ExtraName;
  /**
   * Cascade: this reference's options depend on another field of the form, loaded through a
   * parent-filter extra of the target (country -> state/province -> district -> ward).
   */
  readonly dependsOn?: { readonly field: string; readonly extra: ParentExtraName };
  /** Value a new record starts with (served by `GET create`). */
  readonly defaultValue?: string | number | boolean;
  /** Where the field appears; each defaults to true, except `filter` which defaults to false. */
  readonly list?: boolean;
  readonly filter?: boolean;
  readonly form?: boolean;
  readonly show?: boolean;
  /** Sortable in the list (default true for list columns). */
  readonly sortable?: boolean;
  /** Unique across the resource (the server answers a translated validation error on clash). */
  readonly unique?: boolean;
}

/** Names of custom components (registered in src/) that replace a generated view. */
export interface CustomViews {
  readonly list?: string;
  readonly create?: string;
  readonly edit?: string;
  readonly show?: string;
}

export type MenuGroup = 'catalogue' | 'setting';

export interface ResourceDeclaration {
  /** Resource name: react-admin resource, route (`/<name>`), i18n key `resources.<name>`. */
  readonly name: string;
  /** Path segment under `/api/` (defaults to `name`). */
  readonly path?: string;
  readonly api: ApiBase;
  readonly menuGroup: MenuGroup;
  /** A Material icon name (file name under @mui/icons-material, e.g. `AccountBalance`). */
  readonly icon: string;
  readonly fields: readonly FieldDeclaration[];
  /** Offers `POST activates {ids, active}` (default true). */
  readonly activates?: boolean;
  readonly extras?: readonly ExtraName[];
  /** Field shown when another screen names a record of this resource (default `name`). */
  readonly recordRepresentation?: string;
  /** Default list order. */
  readonly sort?: { readonly field: string; readonly order: 'ASC' | 'DESC' };
  readonly views?: CustomViews;
}

/** Label key of a resource, by react-admin's convention. */
export const resourceLabelKey = (resource: string) => `resources.${resource}.name`;
/** Label key of a field, by react-admin's convention. */
export const fieldLabelKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;
/** Label key of an enum choice. */
export const choiceLabelKey = (resource: string, source: string, value: string) =>
  `resources.${resource}.choices.${source}.${value}`;

export const apiPath = (declaration: ResourceDeclaration) => declaration.path ?? declaration.name;
