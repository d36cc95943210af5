import type { FieldDeclaration, FieldType, ResourceDeclaration } from './types';

type FieldOptions = Omit<FieldDeclaration, 'source' | 'type'>;

/** A field of the given type: `field('swiftCode', 'text', { maxLength: 11 })`. */
export const field = (source: string, type: FieldType, options: FieldOptions = {}): FieldDeclaration => ({
  source,
  type,
  ...options,
});

/** A reference to another resource's id: `ref('countryId', 'country')`. */
export const ref = (source: string, reference: string, options: FieldOptions = {}): FieldDeclaration => ({
  source,
  type: 'reference',
  reference,
  filter: true,
  ...options,
});

/** An enum field with its allowed values. */
export const oneOf = (source: string, choices: readonly string[], options: FieldOptions = {}) =>
  field(source, 'enum', { choices, ...options });

/** Fields every catalogue record carries besides its own. */
export const catalogueCommonFields: readonly FieldDeclaration[] = [
  field('code', 'text', { required: true, maxLength: 50, unique: true }),
  field('name', 'text', { required: true, maxLength: 255 }),
  field('active', 'boolean', { defaultValue: true, filter: true }),
  field('displayOrder', 'number', { integer: true, min: 0, defaultValue: 0 }),
];

type CatalogueOptions = Omit<ResourceDeclaration, 'name' | 'api' | 'fields' | 'menuGroup' | 'icon'> & {
  readonly menuGroup?: ResourceDeclaration['menuGroup'];
};

/**
 * A master-data catalogue on the master API: the common fields, then its own.
 * `catalogue('bank', 'AccountBalance', [field('swiftCode', 'text', { maxLength: 11 })])`
 */
export const catalogue = (
  name: string,
  icon: string,
  ownFields: readonly FieldDeclaration[] = [],
  options: CatalogueOptions = {},
): ResourceDeclaration => ({
  name,
  api: 'master',
  menuGroup: 'catalogue',
  icon,
  fields: [...catalogueCommonFields, ...ownFields],
  sort: { field: 'displayOrder', order: 'ASC' },
  ...options,
});
