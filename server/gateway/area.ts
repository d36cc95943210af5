import { areaOf, areaOfAction } from '../../contract/access';
import type { AccessArea } from '../../resources/access';
import { apiPath, areaDeclarations, operationPath, type ResourceDeclaration } from '../../resources/index';
import { field, oneOf } from '../../resources/fields';
import { callsDeclaration, pathCall } from '../resources/pathCall';
import type { ResourceRules } from '../resources/rules';
import { answerSchema, arrayOf } from '../resources/schemas';

/** One route of the gateway's answer. */
export interface GatewayRoute {
  readonly path: string;
  readonly method: string;
  readonly area: AccessArea;
}

/**
 * The public gateway's `GET /wh/get-all-routes` (call catalogue 7.10; seed 000 section 7 gives no
 * method and no payload, so this is our reading): the routes the declarations generate, each with
 * its path, method and the access area whose rights it needs (resources/access.ts), sorted. Only
 * what a client of the gateway may learn anyway from the published OpenAPI document: no roles, no
 * rights per role, no schemas, no records, and nothing of the routes that are not declared.
 */
export const gatewayRoutes = (declarations: readonly ResourceDeclaration[]): GatewayRoute[] => {
  const routes = [...declarations, ...areaDeclarations].flatMap((declaration) => {
    const area = areaOf(declaration);
    const calls = [
      ...Object.values(declaration.operations).map((operation) => ({ operation, area })),
      // An action judged in an area of its own (a shipping order's charge) says so.
      ...(declaration.actions ?? []).map((action) => ({
        operation: action.operation,
        area: areaOfAction(declaration, action.name),
      })),
    ].map(({ operation, area: needed }) => ({
      path: operationPath(declaration, operation),
      method: operation.method,
      area: needed,
    }));
    const extras = (declaration.extras ?? []).map((extra) => ({
      path: `/api/${apiPath(declaration)}/${extra}`,
      method: 'GET',
      area,
    }));
    return [...calls, ...extras];
  });
  const unique = new Map(routes.map((route) => [`${route.method} ${route.path}`, route]));
  return [...unique.values()].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
};

/** One route as the answer carries it: the fields of `GatewayRoute`. */
const routeFields = [
  field('path', 'text', { required: true }),
  oneOf('method', ['GET', 'POST', 'PUT', 'DELETE'], { required: true }),
  field('area', 'text', { required: true }),
];
const routeSchema = answerSchema(routeFields, {
  described: {
    path: { examples: ['/api/BuyerConfig/Get'] },
    area: { description: 'The access area whose rights the route needs.' },
  },
});

const allRoutes = pathCall('/wh/get-all-routes', 'GET', 'read');

/**
 * The gateway's call as a declaration of the one registrar, in the `public` area (resources/access.ts):
 * no token, no right, outside `/api/`. No screen or menu reads it: of its screen knobs it says only what
 * the type requires.
 */
const gatewayDeclaration = callsDeclaration('gateway', 'public', 'Hub', [allRoutes]);

/**
 * What server/app.ts hands the one registrar for the gateway; its answer is computed once, at start,
 * from the declarations served (the gateway's own is not one of them, so it lists no route of its own).
 */
export const gatewayArea = (declarations: readonly ResourceDeclaration[]) => {
  const routes = gatewayRoutes(declarations);
  const rules: ResourceRules = {
    actions: {
      [allRoutes.name]: {
        summary:
          "The declared routes: path, method and access area (public; our reading of the seed's gateway call).",
        answer: arrayOf(routeSchema),
        handle: async () => routes,
      },
    },
  };
  return { declarations: [gatewayDeclaration], rules: { [gatewayDeclaration.name]: rules } };
};
