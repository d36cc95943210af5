import type { FastifyRequest } from 'fastify';
import { menuCallPaths } from '../../contract/menu';
import { field, oneOf } from '../../resources/fields';
import { findMenu, menuDefinitions, type MenuDefinition } from '../../resources/menu';
import type { ResourceDeclaration } from '../../resources/types';
import { ApiError } from '../http/apiError';
import { localeOf } from '../http/locale';
import { callsDeclaration, pathCall } from '../resources/pathCall';
import type { ResourceRules } from '../resources/rules';
import { answerSchema, arrayOf, fieldSchema, valuesByKey } from '../resources/schemas';
import { menuBadges } from './badges';
import { serveMenu } from './serveMenu';

const menuItemSchemaId = 'KagoMenuItem';

/** A menu item, groups holding items of the same shape. */
const itemRef = { $ref: `${menuItemSchemaId}#` };
const menuItemSchema = {
  $id: menuItemSchemaId,
  ...answerSchema(
    [
      field('key', 'text', { required: true }),
      field('label', 'text', { required: true }),
      field('icon', 'text', { required: true }),
      field('path', 'text'),
    ],
    {
      extra: {
        aliases: {
          ...arrayOf(fieldSchema(field('alias', 'text', { required: true }))),
          description: "The label in the other interface languages, which the sidebar's search matches too.",
        },
        children: arrayOf(itemRef),
      },
      extraRequired: ['aliases'],
      described: {
        label: { description: 'Translated into the language of the LanguageId header.' },
        icon: { description: 'A Material icon name.' },
        path: { description: 'The app path a leaf opens; absent on groups.' },
      },
    },
  ),
};

const menuSchema = answerSchema(
  [
    oneOf(
      'key',
      menuDefinitions.map((menu) => menu.key),
      { required: true },
    ),
    field('label', 'text', { required: true }),
  ],
  { extra: { items: arrayOf(itemRef) }, extraRequired: ['items'] },
);

const byKey = pathCall(menuCallPaths.byKey, 'GET', 'read', [
  field('key', 'text', { required: true, maxLength: 100 }),
]);
const all = pathCall(menuCallPaths.all, 'GET', 'read');
const badges = pathCall(menuCallPaths.badges, 'GET', 'read');

/**
 * The menu calls of the call catalogue as a declaration of the one registrar: `Resources/GetByKey`
 * for one menu, `Menu/GetAllCrmMenu` for both, `Menu/GetMenuBadges` for the sidebar's counts, open
 * to every signed-in user (`signedIn`, resources/access.ts): what each serves is the user's own, the
 * menus of seed 000 section 2 as the user's roles may use them. No screen or menu reads the
 * declaration: of its screen knobs it says only what the type requires.
 */
const menuDeclaration = callsDeclaration('menu', 'signedIn', 'Menu', [byKey, all, badges]);

/**
 * The menus' rules: built screens the user's roles may read (the access table the API enforces), in
 * the request's language; `declarations` are the resources served, whose leaves the menus show.
 */
const menuRules = (declarations: readonly ResourceDeclaration[]): ResourceRules => {
  const serve = (request: FastifyRequest, menu: MenuDefinition) =>
    serveMenu(menu, request.principal?.roles ?? [], localeOf(request), declarations);
  return {
    actions: {
      [byKey.name]: {
        summary: "One menu (`menu.purchasing` or `menu.operations`) as the user's roles may use it.",
        answer: menuSchema,
        handle: async ({ request, input }) => {
          const menu = findMenu(input.key as string);
          if (!menu) throw new ApiError(404, 'kago.menu.unknownMenu');
          return serve(request, menu);
        },
      },
      [all.name]: {
        summary: "Every menu, in sidebar order, as the user's roles may use them.",
        answer: arrayOf(menuSchema),
        handle: async ({ request }) => menuDefinitions.map((menu) => serve(request, menu)),
      },
      [badges.name]: {
        summary:
          "The sidebar's badges: for each order group of the user's menus, how many orders of its stage still wait for work (counted at most every 30 s).",
        answer: valuesByKey(
          'Orders waiting, by menu group key (`purchase-waiting`, `purchased`...).',
          fieldSchema(field('count', 'number', { integer: true, required: true })),
        ),
        handle: ({ tx, request }) =>
          menuBadges(
            tx,
            menuDefinitions.map((menu) => serve(request, menu)),
          ),
      },
    },
  };
};

/** What server/app.ts hands the one registrar for the menus, and the menu item schema they name. */
export const menuArea = (declarations: readonly ResourceDeclaration[]) => ({
  declarations: [menuDeclaration],
  rules: { [menuDeclaration.name]: menuRules(declarations) },
  schemas: [menuItemSchema],
});
