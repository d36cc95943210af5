import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '../../resources/access';
import { actionOperations } from '../../contract/access';
import { canDo } from '../../contract/resourceAccess';
import {
  areaDeclarations,
  operationPath,
  resourceDeclarations,
  type ResourceAction,
} from '../../resources/index';
import { familyActionPath, findOrderFamilyByRoute } from '../../resources/orders/index';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * Every role x every declared resource x every action: what the browser's `canAccess` answers
 * (contract/resourceAccess.ts) is what the server does. The server checks rights before it reads
 * the input, so an empty call tells: 403 refused, 404 not offered, anything else allowed (and an
 * empty write changes nothing).
 */

let server: TestServer;
const clients = new Map<Role, ApiClient>();

beforeAll(async () => {
  server = await processTestServer();
  for (const role of roles)
    clients.set(role, apiClient(server.url, (await signIn(server.url, role, role)).accessToken));
});
afterAll(() => server?.close());

/** The generic resources, and those their area serves (customers): the server checks both alike. */
const declarations = [...resourceDeclarations, ...areaDeclarations];

const serverAllows = async (role: Role, name: string, action: string) => {
  const declaration = declarations.find((candidate) => candidate.name === name)!;
  const custom = declaration.actions?.find((candidate) => candidate.name === action);
  const operation = custom
    ? custom.operation
    : actionOperations[action as ResourceAction].map((call) => declaration.operations[call]).find(Boolean);
  if (!operation) return false;
  const api = clients.get(role)!;
  const path = operationPath(declaration, operation);
  const { status } =
    operation.method === 'GET' ? await api.get(path) : await api.send(operation.method, path, {});
  expect([200, 400, 403], `${role} ${operation.method} ${path}`).toContain(status);
  return status !== 403;
};

describe('access per resource and action', () => {
  it.each(roles)('the browser offers %s exactly what the server allows', async (role) => {
    const disagreements: string[] = [];
    for (const declaration of declarations) {
      // The standard actions, and every custom action of the resource's action table.
      const actions = [
        ...Object.keys(actionOperations),
        ...(declaration.actions ?? []).map((action) => action.name),
      ];
      for (const action of actions) {
        const browser = canDo([role], declaration.name, action);
        const allowed = await serverAllows(role, declaration.name, action);
        if (browser !== allowed)
          disagreements.push(`${declaration.name} ${action}: browser ${browser}, server ${allowed}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each(roles)(
    'the browser offers %s the order actions the server allows, family by family',
    async (role) => {
      const disagreements: string[] = [];
      for (const route of ['purchased-order-ichiba', 'order-cancel-mer', 'order-arrived-in-storage-jan']) {
        const family = findOrderFamilyByRoute(route)!;
        for (const action of ['UpdatePrice', 'UpdateBidAccount', 'CancelOrder']) {
          const browser = canDo([role], route, action);
          // Rights are checked before the body: 403 refused, 404 not offered here, 400 allowed.
          const { status } = await clients.get(role)!.post(familyActionPath(family.path, action), {});
          expect([400, 403, 404], `${role} ${route} ${action}`).toContain(status);
          if (browser !== (status === 400))
            disagreements.push(`${route} ${action}: browser ${browser}, server ${status}`);
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it('gives each role what resources/access.ts says (spot checks)', () => {
    expect(canDo(['purchaser'], 'purchased-order-ichiba', 'UpdatePrice')).toBe(true);
    expect(canDo(['purchaser'], 'order-cancel-ichiba', 'UpdatePrice')).toBe(false);
    expect(canDo(['warehouse'], 'purchased-order-ichiba', 'UpdatePrice')).toBe(false);
    expect(canDo(['warehouse'], 'order-arrived-in-storage-ichiba', 'UpdateBidAccount')).toBe(true);
    expect(canDo(['viewer'], 'purchased-order-ichiba', 'list')).toBe(true);
    expect(canDo(['purchaser'], 'bank', 'create')).toBe(false);
    expect(canDo(['purchaser'], 'sellers', 'edit')).toBe(true);
    expect(canDo(['warehouse'], 'sellers', 'edit')).toBe(false);
    expect(canDo(['admin'], 'sellers', 'create')).toBe(false);
    expect(canDo(['viewer'], 'currency', 'list')).toBe(false);
    expect(canDo(['accountant'], 'currency', 'list')).toBe(true);
    expect(canDo(['warehouse'], 'manage-packageFromWH', 'cancel')).toBe(true);
    expect(canDo(['purchaser'], 'manage-packageFromWH', 'cancel')).toBe(false);
    expect(canDo(['viewer'], 'manage-packageFromWH', 'list')).toBe(true);
    expect(canDo(['viewer'], 'manage-packageFromWH', 'servicesByType')).toBe(true);
    expect(canDo(['accountant'], 'manage-packageFromWH', 'create')).toBe(false);
    expect(canDo(['admin'], 'manage-packageFromWH', 'delete')).toBe(false);
    expect(canDo(['accountant'], 'customer-information', 'activate')).toBe(true);
    expect(canDo(['purchaser'], 'customer-information', 'activate')).toBe(false);
    expect(canDo(['viewer'], 'customer-information', 'customerInfo')).toBe(true);
    expect(canDo(['viewer'], 'customer-information', 'edit')).toBe(false);
  });
});
