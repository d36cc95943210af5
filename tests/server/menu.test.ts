import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueDeclarations, resourceDeclarations } from '../../resources/index';
import { builtRoutes } from '../../contract/builtRoutes';
import type { ServedMenu, ServedMenuItem } from '../../contract/visibleMenu';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient } from './support/api';

/** The menus the server serves per role and language, and the access they agree with. */
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await processTestServer();
  for (const user of ['admin', 'viewer', 'accountant']) {
    tokens[user] = (await signIn(server.url, user, user)).accessToken;
  }
});
afterAll(() => server?.close());

const groupOf = (menu: ServedMenu, key: string) => menu.items.find((item) => item.key === key);
const leafPaths = (items: readonly ServedMenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? leafPaths(item.children) : [item.path ?? '(none)']));

const operationsMenu = async (user: string, locale: 'vi' | 'en' | 'ja' = 'en') => {
  const answer = await apiClient(server.url, tokens[user], locale).get<ServedMenu>(
    '/api/Resources/GetByKey',
    {
      key: 'menu.operations',
    },
  );
  expect(answer.status).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.data;
};

describe('server-driven menus', () => {
  it('serves an admin the dashboard, then the catalogue and setting groups', async () => {
    const menu = await operationsMenu('admin');
    expect(menu.key).toBe('menu.operations');
    expect(menu.items.map((item) => item.key)).toEqual([
      'dashboard',
      'order',
      'operations',
      'payments',
      'log-event',
      'reports',
      'utils',
      'catalogue',
      'setting',
      'test',
      'utilities',
      'notification',
      'customer-management',
      'statistics',
      'suppliers',
    ]);
    expect(menu.items[0]).toEqual({
      key: 'dashboard',
      label: 'Dashboard',
      // The other languages' labels, which the sidebar's search matches too.
      aliases: ['Tổng quan', 'ダッシュボード'],
      icon: 'Dashboard',
      path: '/',
    });
    expect(groupOf(menu, 'catalogue')?.label).toBe('Catalogues');
    expect(groupOf(menu, 'setting')?.children).toContainEqual({
      key: 'currency',
      label: 'Currencies',
      aliases: [expect.any(String), expect.any(String)],
      icon: 'CurrencyExchange',
      path: '/currency',
    });
    // Every catalogue has its one place in this menu, beside the customer and shipping order
    // screens, the suppliers, the payments, their report and transactions, the statistics and the partner
    // event log (the seed's log-event).
    expect(leafPaths(menu.items).sort()).toEqual(
      [
        '/',
        '/transactions',
        '/management-payment',
        '/management-payment/create',
        '/report-payment',
        // The statistics, and the menu's reports: the same screen split by stage.
        '/statistics',
        '/reports',
        '/event-log-list',
        '/access-history',
        '/customer-information',
        '/suppliers',
        '/notification',
        '/test',
        '/utils',
        '/utilities',
        '/management-order/create',
        '/management-order',
        // The operations' work queues and trace (src/operations/); the utilities are above.
        ...['/receive', '/handling', '/dispatch', '/charge', '/doc', '/delivery', '/trace'],
        ...catalogueDeclarations.map((declaration) => `/${declaration.name}`),
      ].sort(),
    );
  });

  it('serves a viewer no setting group, and the API refuses it the settings too', async () => {
    const menu = await operationsMenu('viewer');
    expect(menu.items.map((item) => item.key)).toEqual([
      'dashboard',
      'order',
      'operations',
      'log-event',
      'catalogue',
      'notification',
      'customer-management',
      'suppliers',
    ]);
    expect(leafPaths(menu.items)).not.toContain('/currency');
    const viewer = apiClient(server.url, tokens.viewer, 'en');
    expect((await viewer.get('/api/currency/get')).status).toBe(403);
    expect((await viewer.get('/api/delivery-time/get-all')).status).toBe(403);
    expect((await viewer.get('/api/bank/get')).status).toBe(200);
  });

  it('serves an accountant the settings to read, and the API agrees', async () => {
    const menu = await operationsMenu('accountant');
    expect(menu.items.map((item) => item.key)).toEqual([
      'dashboard',
      'order',
      'operations',
      'payments',
      'log-event',
      'reports',
      'utils',
      'catalogue',
      'setting',
      'test',
      'utilities',
      'notification',
      'customer-management',
      'statistics',
      'suppliers',
    ]);
    const accountant = apiClient(server.url, tokens.accountant, 'en');
    expect((await accountant.get('/api/currency/get')).status).toBe(200);
    expect((await accountant.post('/api/currency/deletes', { ids: [987654] })).status).toBe(403);
  });

  it('translates labels into the language of the request', async () => {
    const vietnamese = await operationsMenu('admin', 'vi');
    expect(vietnamese.items[0].label).toBe('Tổng quan');
    expect(groupOf(vietnamese, 'catalogue')?.label).toBe('Danh mục');
    expect(groupOf(vietnamese, 'setting')?.label).toBe('Thiết lập');
    const english = await operationsMenu('admin', 'en');
    expect(groupOf(english, 'setting')?.label).toBe('Settings');
    const bank = (menu: ServedMenu) =>
      groupOf(menu, 'catalogue')?.children?.find((item) => item.key === 'bank');
    expect(bank(english)?.label).toBe('Banks');
    expect(bank(vietnamese)?.label).not.toBe(bank(english)?.label);
  });

  it('serves both menus at once, with nothing that is not built', async () => {
    const answer = await apiClient(server.url, tokens.admin, 'en').get<ServedMenu[]>(
      '/api/Menu/GetAllCrmMenu',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((menu) => menu.key)).toEqual(['menu.purchasing', 'menu.operations']);
    // The first menu: the dashboard, then the order screens, packages and reports; what is not built
    // yet has no placeholder.
    expect(answer.body.data[0].items[0]).toEqual({
      key: 'dashboard',
      label: 'Dashboard',
      aliases: ['Tổng quan', 'ダッシュボード'],
      icon: 'Dashboard',
      path: '/',
    });
    const paths = answer.body.data.flatMap((menu) => leafPaths(menu.items));
    expect(paths).toEqual(
      expect.arrayContaining(['/search-order', '/purchase-waiting-order-ichiba', '/order-purchase-report']),
    );
    for (const unbuilt of ['/kpi']) {
      expect(paths).not.toContain(unbuilt);
    }
    // A declaration's own leaf goes where it says: sellers right after buyer-config.
    const purchasing = answer.body.data[0].items.map((item) => item.key);
    const sellersAt = purchasing.indexOf('sellers');
    expect(purchasing.slice(sellersAt - 1, sellersAt + 1)).toEqual(['buyer-config', 'sellers']);
    expect(answer.body.data[0].items[sellersAt]).toEqual({
      key: 'sellers',
      label: 'Sellers',
      aliases: [expect.any(String), expect.any(String)],
      icon: 'Store',
      path: '/sellers',
    });
    expect(
      paths.every(
        (path) =>
          path === '/' ||
          resourceDeclarations.some((d) => path === `/${d.name}`) ||
          builtRoutes.some((built) => path === built.path),
      ),
    ).toBe(true);
  });

  it('answers 404 for an unknown menu key, 400 without one', async () => {
    const admin = apiClient(server.url, tokens.admin, 'en');
    const unknown = await admin.get('/api/Resources/GetByKey', { key: 'menu.nothing' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, data: null, message: 'This menu does not exist.' });
    expect((await admin.get('/api/Resources/GetByKey')).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const anonymous = apiClient(server.url, null, 'en');
    for (const path of [
      '/api/Menu/GetAllCrmMenu',
      '/api/Resources/GetByKey?key=menu.operations',
      '/api/Menu/GetMenuBadges',
    ]) {
      const answer = await anonymous.get(path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.message).toBe('Your session has ended. Please sign in again.');
    }
  });

  it('documents the menu calls in OpenAPI', async () => {
    const response = await fetch(`${server.url}/api/docs/json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/Resources/GetByKey',
        '/api/Menu/GetAllCrmMenu',
        '/api/Menu/GetMenuBadges',
      ]),
    );
  });

  it('badges the order groups with the orders of their stage still waiting for work, one count for every group', async () => {
    const admin = apiClient(server.url, tokens.admin, 'en');
    const badges = await admin.get<Record<string, number>>('/api/Menu/GetMenuBadges');
    expect(badges.status).toBe(200);
    expect(Object.keys(badges.body.data).sort()).toEqual(
      [
        'order-arrived-in-storage',
        'order-cancel',
        'order-domestic-shipping',
        'purchase-waiting',
        'purchased',
        'waiting-delivery-and-delivered',
      ].sort(),
    );
    // Waiting for purchase: every order its plain list shows (none of its statuses is final).
    const waiting = await admin.get<{ total: number; totalIsEstimate: boolean }>(
      '/api/OrderPurchase/getorders',
      { take: 1 },
    );
    expect(waiting.body.data.totalIsEstimate).toBe(false);
    expect(badges.body.data['purchase-waiting']).toBe(waiting.body.data.total);
    expect(badges.body.data['purchase-waiting']).toBeGreaterThan(0);
    // Cancelled orders are done with: the cancel group counts only the requests still to decide.
    const requested = await admin.get<{ total: number }>('/api/OrderCancel/getorders', {
      take: 1,
      status: 'cancellationRequested',
    });
    expect(badges.body.data['order-cancel']).toBe(requested.body.data.total);
  });
});
