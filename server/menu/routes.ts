import type { FastifyInstance, FastifyRequest } from 'fastify';
import { menuCallPaths } from '../../contract/menu';
import { findMenu, menuDefinitions, type MenuDefinition } from '../../resources/menu';
import type { ResourceDeclaration } from '../../resources/types';
import { requireRight } from '../auth/index';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { field, oneOf } from '../../resources/fields';
import { envelopeSchema, ok } from '../http/envelope';
import { localeOf } from '../http/locale';
import { answerSchema, arrayOf, fieldSchema, fieldsSchema, valuesByKey } from '../resources/schemas';
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
          ...arrayOf({ type: 'string' }),
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

const menuKey = field('key', 'text', { required: true, maxLength: 100 });
const byKeyQuerySchema = fieldsSchema([menuKey], {
  extra: { key: { ...fieldSchema(menuKey), examples: ['menu.operations'] } },
});

/**
 * The menus of seed 000 section 2 as the signed-in user may use them: built screens its roles may
 * read (the access table the API enforces), in the request's language. The menu calls of the call
 * catalogue: `Resources/GetByKey` for one menu, `Menu/GetAllCrmMenu` for both.
 */
export const registerMenuRoutes = (
  app: FastifyInstance,
  { declarations, db }: { declarations: readonly ResourceDeclaration[]; db: Database },
) => {
  app.addSchema(menuItemSchema);
  const serve = (request: FastifyRequest, menu: MenuDefinition) =>
    serveMenu(menu, request.principal?.roles ?? [], localeOf(request), declarations);
  const common = { tags: ['menu'], security: [{ bearer: [] }] };

  app.get(
    `/api/${menuCallPaths.byKey}`,
    {
      schema: {
        ...common,
        summary: "One menu (`menu.purchasing` or `menu.operations`) as the user's roles may use it.",
        querystring: byKeyQuerySchema,
        response: { 200: envelopeSchema(menuSchema) },
      },
      preValidation: requireRight('read'),
    },
    async (request) => {
      const menu = findMenu((request.query as { key: string }).key);
      if (!menu) throw new ApiError(404, 'kago.menu.unknownMenu');
      return ok(serve(request, menu));
    },
  );

  app.get(
    `/api/${menuCallPaths.all}`,
    {
      schema: {
        ...common,
        summary: "Every menu, in sidebar order, as the user's roles may use them.",
        response: { 200: envelopeSchema(arrayOf(menuSchema)) },
      },
      preValidation: requireRight('read'),
    },
    async (request) => ok(menuDefinitions.map((menu) => serve(request, menu))),
  );

  app.get(
    `/api/${menuCallPaths.badges}`,
    {
      schema: {
        ...common,
        summary:
          "The sidebar's badges: for each order group of the user's menus, how many orders of its stage still wait for work (counted at most every 30 s).",
        response: {
          200: envelopeSchema(
            valuesByKey(
              'Orders waiting, by menu group key (`purchase-waiting`, `purchased`...).',
              fieldSchema(field('count', 'number', { integer: true, required: true })),
            ),
          ),
        },
      },
      preValidation: requireRight('read'),
    },
    async (request) =>
      ok(
        await menuBadges(
          db,
          menuDefinitions.map((menu) => serve(request, menu)),
        ),
      ),
  );
};
