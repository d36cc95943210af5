import { resourceDeclarations } from './index';
import { isParentExtra, parentExtras, type ParentExtraName, type ResourceDeclaration } from './types';

/** Records of another resource that belong to one record of this resource. */
export interface ChildRelation {
  /** The child resource (e.g. `district`). */
  readonly resource: string;
  /** Its field holding the parent's id (e.g. `stateProvinceId`). */
  readonly field: string;
  /** The extra that lists the children of one parent (e.g. `get-by-state-province-id`). */
  readonly extra: ParentExtraName;
}

/**
 * The children of a resource, read from the declarations: every resource that offers a parent
 * extra whose parameter is a reference to this one (a province's districts, a payment term's
 * vendors, a shipping agent's customers).
 */
export const childRelations = (
  parent: string,
  declarations: readonly ResourceDeclaration[] = resourceDeclarations,
): ChildRelation[] =>
  declarations.flatMap((declaration) =>
    (declaration.extras ?? []).filter(isParentExtra).flatMap((extra) => {
      const field = declaration.fields.find(
        (candidate) => candidate.source === parentExtras[extra].param && candidate.reference === parent,
      );
      return field ? [{ resource: declaration.name, field: field.source, extra }] : [];
    }),
  );
