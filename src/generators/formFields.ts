import type { ResourceDeclaration } from '../../resources';

export { listFields } from '../../resources/types';

/** Fields a view shows: each flag defaults to true except `filter`. */
export const formFields = (declaration: ResourceDeclaration) =>
  declaration.fields.filter((field) => field.form !== false);
export const showFields = (declaration: ResourceDeclaration) =>
  declaration.fields.filter((field) => field.show !== false);
export const filterFields = (declaration: ResourceDeclaration) =>
  declaration.fields.filter((field) => field.filter === true);
