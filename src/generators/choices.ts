import { fieldChoiceLabelKey, type FieldDeclaration } from '../../resources';

/** An enum field's choices for react-admin, named by translation key (react-admin translates them). */
export const enumChoices = (resource: string, field: FieldDeclaration) =>
  (field.choices ?? []).map((value) => ({ id: value, name: fieldChoiceLabelKey(resource, field, value) }));

/** Yes/no choices of a boolean filter; the ids are what goes on the wire (`active=true`). */
export const booleanChoices = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];
