import { catalogueCommonFields, catalogueOperations, field, operation } from './fields';
import type { ActionDeclaration, ResourceDeclaration } from './types';

/**
 * The call catalogue's generic test calls (7.10: `GET`/`POST /test/create`, `GET /test/edit?id=`,
 * `POST /test/edit`, `POST /test/deletes`, `GET /test/get-types?showHidden=`) as the declared
 * example the README's recipe ("Declaring any other record") walks through: a record with a code, a
 * name and a type chosen from a read of its own. The list (`test/get`) is ours, in the catalogue's
 * pattern, as a screen needs one. A type may be hidden: `get-types` leaves it out unless asked to
 * show hidden ones, so forms never offer it while records that have it keep it.
 */
export const testTypes = ['sample', 'demo', 'archived'] as const;
export const hiddenTestTypes: readonly string[] = ['archived'];

export const testTypesRead = {
  name: 'get-types',
  operation: operation('get-types'),
  places: [],
  inputs: [field('showHidden', 'boolean')],
  right: 'read',
  scope: 'resource',
} as const satisfies ActionDeclaration;

export const testDeclaration: ResourceDeclaration = {
  name: 'test',
  path: 'test',
  api: 'master',
  operations: catalogueOperations(false),
  access: { area: 'setting' },
  icon: 'Science',
  menu: { menu: 'menu.operations', after: 'setting' },
  fields: [
    ...catalogueCommonFields.filter((each) => each.source === 'code' || each.source === 'name'),
    field('type', 'text', {
      required: true,
      maxLength: 20,
      filter: true,
      defaultValue: 'sample',
      optionsFrom: { read: testTypesRead.name, value: 'code', label: 'name' },
    }),
  ],
  actions: [testTypesRead],
  sort: { field: 'code', order: 'ASC' },
};
