import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { Locale } from '../../i18n/languages';
import { labelledFieldSources } from '../../i18n/resourceMessages';
import { hasKey, translate } from '../../i18n/translate';
import {
  declaredFieldLabelKey,
  type FieldDeclaration,
  type FieldType,
  type ResourceDeclaration,
} from '../../resources/index';
import { plainTextKeyword } from './hardenSchemas';

type Params = Record<string, string | number>;

/**
 * Collects translated messages per field, each message once. A null-prototype object: a field
 * named like a built-in member (`constructor`, `toString`, `__proto__`, from a query or body key)
 * is a key like any other, where `{}[name]` would find Object.prototype's member.
 */
export class FieldErrors {
  readonly byField: Record<string, string[]> = Object.create(null) as Record<string, string[]>;

  constructor(
    readonly locale: Locale,
    readonly declaration: ResourceDeclaration | undefined,
  ) {}

  /** The key of the field's label, if this collector's area has one for it. */
  protected labelKey(source: string): string | undefined {
    const known = this.declaration !== undefined && labelledFieldSources(this.declaration).includes(source);
    return known && this.declaration ? declaredFieldLabelKey(this.declaration, source) : undefined;
  }

  /**
   * The field's label in this language; a list's paging, sorting and search parameters by their
   * own (`kago.validation.listQuery`). A field without one (a key the client made up, such as
   * `constructor`) keeps its name as sent: never a raw label key.
   */
  label(source: string) {
    const key = this.labelKey(source) ?? `kago.validation.listQuery.${source}`;
    return hasKey(this.locale, key) ? translate(this.locale, key) : source;
  }

  /** `key` is a `kago.validation.*` name, or a full key when it has a dot. */
  add(source: string, key: string, params: Params = {}) {
    const fullKey = key.includes('.') ? key : `kago.validation.${key}`;
    const message = translate(this.locale, fullKey, { field: this.label(source), ...params });
    const messages = (this.byField[source] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }

  get empty() {
    return Object.keys(this.byField).length === 0;
  }
}

/** The validation key for a field whose format or pattern did not match, by its declared type. */
const formatKeys: Partial<Record<FieldType, string>> = {
  email: 'email',
  url: 'url',
  phone: 'phone',
  date: 'date',
  datetime: 'date',
};

const typeKeys = new Map([
  ['integer', 'integer'],
  ['number', 'number'],
]);

type Mapping = (
  error: FastifySchemaValidationError,
  field: FieldDeclaration | undefined,
) => [string, Params?];

/** One entry per ajv keyword our generated schemas use: which `kago.validation.*` key it means. */
const keywordMappings: Record<string, Mapping> = {
  required: () => ['required'],
  minItems: () => ['required'],
  maxItems: ({ params }) => ['kago.server.tooMany', { max: Number(params.limit) }],
  additionalProperties: ({ params }) => ['unknownField', { field: String(params.additionalProperty) }],
  minLength: ({ params }) =>
    params.limit === 1 ? ['required'] : ['minLength', { length: Number(params.limit) }],
  maxLength: ({ params }) => ['maxLength', { length: Number(params.limit) }],
  minimum: ({ params }) => ['min', { min: Number(params.limit) }],
  maximum: ({ params }) => ['max', { max: Number(params.limit) }],
  enum: () => ['choice'],
  type: ({ params }) => [typeKeys.get(String(params.type).split(',')[0]) ?? 'invalid'],
  // Schemas not generated from a declaration (order writes, customers) still name the format.
  format: ({ params }, field) => [
    (field ? formatKeys[field.type] : formatKeys[String(params.format) as FieldType]) ?? 'invalid',
  ],
  pattern: (_error, field) => [
    field?.pattern
      ? `kago.validation.patterns.${field.pattern}`
      : ((field && formatKeys[field.type]) ?? 'invalid'),
  ],
  // server/http/hardenSchemas.ts gives every text this keyword.
  [plainTextKeyword]: () => ['kago.hardeningServer.controlCharacters'],
};

const sourceOf = ({ keyword, params, instancePath }: FastifySchemaValidationError) => {
  if (keyword === 'required') return String(params.missingProperty);
  if (keyword === 'additionalProperties') return String(params.additionalProperty);
  return instancePath.split('/')[1] ?? '';
};

/**
 * Fastify/ajv schema errors as translated messages per field. Areas that are not declarations
 * (customers...) pass their own collector (which labels their fields) and their fields' types.
 */
export const schemaFieldErrors = (
  locale: Locale,
  declaration: ResourceDeclaration | undefined,
  validation: readonly FastifySchemaValidationError[],
  {
    errors = new FieldErrors(locale, declaration),
    fields = declaration?.fields ?? [],
  }: { errors?: FieldErrors; fields?: readonly FieldDeclaration[] } = {},
) => {
  const empty = new Set<string>();
  const mapped = validation.map((error) => {
    const source = sourceOf(error);
    const field = fields.find((candidate) => candidate.source === source);
    const [key, params] = (keywordMappings[error.keyword] ?? (() => ['invalid']))(error, field);
    if (key === 'required') empty.add(source);
    return { source, key, params };
  });
  // An empty field is just empty: its format or length is not worth a second message (as in the browser).
  for (const { source, key, params } of mapped) {
    if (!empty.has(source) || key === 'required') errors.add(source, key, params);
  }
  return errors.byField;
};

/**
 * The seed's error codes (section 8) of the declared fields whose bounds the schema refused: a field
 * with a `boundErrorCode` answers it in `DetailErrors` beside its field message (a buyer
 * configuration's tax percent outside 0..100: `TAX_VALUE_IS_NOT_VALID`).
 */
export const boundErrorCodes = (
  declaration: ResourceDeclaration | undefined,
  validation: readonly FastifySchemaValidationError[],
): string[] => {
  const codes = validation.flatMap((error) => {
    if (error.keyword !== 'minimum' && error.keyword !== 'maximum') return [];
    const source = sourceOf(error);
    const code = declaration?.fields.find((candidate) => candidate.source === source)?.boundErrorCode;
    return code ? [code] : [];
  });
  return [...new Set(codes)];
};
