import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rightOfAction, roleActions } from '../../contract/access';
import { customerActions, customerDeclaration, type CustomerActionName } from '../../resources/customers';
import {
  operationPath,
  type FieldDeclaration,
  type Operation,
  type OperationRole,
  type ResourceDeclaration,
} from '../../resources/index';
import { requireRight, type Right } from '../auth/index';
import { normalisedBody } from '../resources/records';
import type { JsonSchema } from '../resources/schemas';
import { envelopeSchema, ok } from '../http/envelope';
import { schemaErrorsOf } from './fields';

/**
 * The customer area's routes (customers, notifications, access history) as rows of data: method,
 * literal path, schemas, the right needed in the `customers` access area, and the handler. One
 * function turns the rows into Fastify routes, so every call has the same checks in the same order.
 */
export interface AreaRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  tag: string;
  summary: string;
  right: Right;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /**
   * Fields read as the browser's validators read a form (server/resources/records.ts): trimmed, an
   * emptied input ("") no value, before the schema sees them.
   */
  emptiable?: readonly FieldDeclaration[];
  /** The body is multipart/form-data, read by the handler itself (after the rights check). */
  multipart?: boolean;
  /** The handler answers with the reply itself (a file) rather than data for the envelope. */
  raw?: boolean;
  handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/**
 * A call a customer area declaration (resources/customers.ts) names: its method, its literal path,
 * and the right its action needs there, the one `canAccess` answers with in the browser.
 */
export const declaredCall = (
  action: string,
  operation: Operation,
  declaration: ResourceDeclaration = customerDeclaration,
) => ({
  method: operation.method,
  url: operationPath(declaration, operation),
  right: rightOfAction(declaration, action),
});

/** One of a declaration's standard operations (a customer's address's), checked as its action. */
export const standardCall = (declaration: ResourceDeclaration, role: OperationRole) =>
  declaredCall(roleActions[role], declaration.operations[role]!, declaration);

/** One of the declaration's own calls (its action table), by its action's name. */
export const customerCall = (name: CustomerActionName) =>
  declaredCall(name, customerActions.find((action) => action.name === name)!.operation);

/** A querystring schema: these values, `languageId` (the seed's calls send it), nothing else. */
export const querySchema = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties: { languageId: { type: 'string', maxLength: 64 }, ...properties },
  required,
  additionalProperties: false,
});

export const objectSchema = (
  properties: Record<string, JsonSchema>,
  required: string[] = [],
): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

export const idValue: JsonSchema = { type: 'integer', minimum: 1 };
export const idList: JsonSchema = { type: 'array', items: idValue, minItems: 1, maxItems: 500 };
export const paging = {
  skip: { type: 'integer', minimum: 0, default: 0 },
  take: { type: 'integer', minimum: 1, default: 25 },
};

/**
 * Registers the rows on `scope`, an encapsulated plugin of the customer area: schema errors there
 * are labelled with the customer screens' field names instead of the catalogues' (see customerArea).
 */
export const registerAreaRoutes = (scope: FastifyInstance, routes: readonly AreaRoute[]) => {
  for (const route of routes) {
    scope.route({
      method: route.method,
      url: route.url,
      attachValidation: true,
      schema: {
        tags: [route.tag],
        summary: route.summary,
        security: [{ bearer: [] }],
        ...(route.querystring ? { querystring: route.querystring } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
        ...(route.raw ? {} : { response: { 200: envelopeSchema({}) } }),
      },
      // Rights are checked before the input, so a reader learns nothing from a write's validation.
      preValidation: [
        requireRight(route.right, 'customers'),
        ...(route.emptiable
          ? [
              async (request: FastifyRequest) => {
                request.body = normalisedBody({ fields: route.emptiable ?? [] }, request.body);
              },
            ]
          : []),
      ],
      preHandler: async (request) => {
        if (request.validationError) throw schemaErrorsOf(request, request.validationError.validation);
      },
      handler: async (request, reply) => {
        const data = await route.handle(request, reply);
        return route.raw ? reply : ok(data);
      },
    });
  }
};
