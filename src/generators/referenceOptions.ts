import type { FieldDeclaration } from '../../resources';

/** Which extra a reference input loads its options from; the data provider reads `meta.extra`. */
export const referenceQueryOptions = (field: FieldDeclaration) => ({
  meta: { extra: field.dependsOn?.extra ?? field.referenceVia ?? 'get-top-select' },
});
