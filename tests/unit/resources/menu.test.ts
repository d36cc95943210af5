import { describe, expect, it } from 'vitest';
import { hasKey } from '../../../i18n/translate';
import { languages } from '../../../i18n/languages';
import { accessTable, roles } from '../../../resources/access';
import { hasRight } from '../../../contract/access';
import { catalogue } from '../../../resources/fields';
import { resourceDeclarations } from '../../../resources/index';
import { menuDefinitions, operationsMenu, purchasingMenu, type MenuNode } from '../../../resources/menu';
import {
  routeTarget,
  visibleMenu,
  withDeclaredLeaves,
  type VisibleMenuNode,
} from '../../../contract/visibleMenu';

const leavesOf = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.children ? leavesOf(node.children) : [node]));
const groupsOf = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.children ? [node, ...groupsOf(node.children)] : []));
const visiblePaths = (nodes: readonly VisibleMenuNode[]): string[] =>
  nodes.flatMap((node) => (node.children ? visiblePaths(node.children) : [node.path ?? '']));

describe('the menus of seed 000 section 2', () => {
  it('give every leaf a route and each route one place per menu', () => {
    for (const menu of menuDefinitions) {
      const routes = leavesOf(menu.items).map((node) => node.route);
      expect(
        routes.every((route) => typeof route === 'string' && route.length > 0),
        menu.key,
      ).toBe(true);
      expect(new Set(routes).size, menu.key).toBe(routes.length);
    }
  });

  it('hold every item the seed names', () => {
    const purchasing = leavesOf(purchasingMenu.items).map((node) => node.route);
    // The purchase-waiting group: the seed's 11 entries and the PCS screen of section 2.
    expect(purchasing).toHaveLength(3 + 12 + 1 + 5 * 9 + 2 + 4 + 2);
    expect(purchasing).toEqual(
      expect.arrayContaining([
        'search-orders',
        'purchase-waiting-orders-mer',
        'mercari-offer-ichiba',
        'waiting-addpayment-order',
        'auction-offer',
        'purchased-order-pcs',
        'order-cancel',
        'waiting-delivery-and-delivered-ezbuyvn',
        'manage-packageFromWH',
        'order-slow-buy-report',
        'event-log-list',
      ]),
    );
    const operations = leavesOf(operationsMenu.items).map((node) => node.route);
    expect(operations).toEqual(
      expect.arrayContaining([
        'create-order',
        'trace',
        'report-payment',
        // The seed's log-event entry opens the partner event log.
        'event-log-list',
        'kpi',
        'marketing-sms',
      ]),
    );
  });

  it('place every declared resource, so none is unreachable', () => {
    // The seed's tree names most routes; a declaration it does not name places its own leaf; a part
    // of another resource's records is reached through that resource's detail, a report the seed
    // leaves out of the menu from the screen that links to it.
    const routes = menuDefinitions.flatMap((menu) =>
      leavesOf(withDeclaredLeaves(menu).items).map((node) => node.route),
    );
    for (const declaration of resourceDeclarations)
      expect(routes).toContain(declaration.partOf ?? declaration.reachedFrom ?? declaration.name);
  });

  it('title every group in every language', () => {
    const keys = [
      ...menuDefinitions.map((menu) => menu.labelKey),
      ...menuDefinitions.flatMap((menu) => groupsOf(menu.items).map((node) => node.labelKey ?? '')),
    ];
    for (const { locale } of languages) {
      expect(
        keys.filter((key) => !hasKey(locale, key)),
        locale,
      ).toEqual([]);
    }
  });
});

describe('what a role is served', () => {
  const operationsFor = (roleNames: string[]) => visibleMenu(operationsMenu, roleNames);

  it('drops unbuilt screens and the groups they leave empty', () => {
    const purchasing = visibleMenu(purchasingMenu, ['admin']).items;
    expect(
      purchasing.find((node) => node.key === 'report-management')?.children?.map((node) => node.key),
    ).toEqual([
      'order-purchase-report',
      'order-report-number-tracking',
      'order-import-export-report',
      'order-slow-buy-report',
    ]);
    // Both package screens are built (declared), the event log list not yet.
    expect(
      purchasing.find((node) => node.key === 'package-management')?.children?.map((node) => node.key),
    ).toEqual(['manage-order-package', 'manage-packageFromWH']);
    expect(routeTarget('kpi')).toBeUndefined();
    expect(operationsFor(['admin']).items.map((node) => node.key)).toEqual([
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
  });

  it("serves the payments group's built screens to accounting and admins only", () => {
    for (const role of ['admin', 'accountant']) {
      const payments = operationsFor([role]).items.find((node) => node.key === 'payments');
      expect(
        payments?.children?.map((node) => node.key),
        role,
      ).toEqual(['create-payment', 'management-payment', 'report-payment', 'transactions']);
    }
    for (const role of ['viewer', 'purchaser', 'warehouse', 'operator'])
      expect(
        operationsFor([role]).items.map((node) => node.key),
        role,
      ).not.toContain('payments');
  });

  it('shows settings to those the access table lets read them', () => {
    expect(operationsFor(['viewer']).items.map((node) => node.key)).toEqual([
      'dashboard',
      'order',
      'operations',
      'log-event',
      'catalogue',
      'notification',
      'customer-management',
      'suppliers',
    ]);
    // The shipping orders (resources/shippingOrders.ts): their list and their create page.
    expect(
      operationsFor(['operator'])
        .items.find((node) => node.key === 'order')
        ?.children?.map((node) => node.key),
    ).toEqual(['create-order', 'management-order']);
    expect(operationsFor(['warehouse', 'accountant']).items.map((node) => node.key)).toContain('setting');
    expect(visiblePaths(operationsFor(['purchaser']).items)).not.toContain('/delivery-time');
    expect(operationsFor(['nobody']).items).toEqual([]);
  });

  it('serves a newly declared screen without a change to the menu code', () => {
    const declared = [...resourceDeclarations, catalogue('kpi', 'Inventory')];
    const served = visibleMenu(operationsMenu, ['viewer'], declared);
    expect(served.items.find((node) => node.key === 'kpi')).toEqual({
      key: 'kpi',
      labelKey: 'resources.kpi.name',
      icon: 'Inventory',
      path: '/kpi',
    });
  });
});

describe('the access table', () => {
  it('has a row per role; admin alone writes', () => {
    expect(Object.keys(accessTable).sort()).toEqual([...roles].sort());
    expect(roles.filter((role) => hasRight([role], 'write', 'catalogue'))).toEqual(['admin']);
    expect(roles.filter((role) => hasRight([role], 'read', 'catalogue'))).toEqual([...roles]);
    expect(roles.filter((role) => hasRight([role], 'read', 'setting'))).toEqual(['admin', 'accountant']);
  });

  it('unites the rights of several roles and grants nothing to unknown names', () => {
    expect(hasRight(['viewer', 'accountant'], 'read', 'setting')).toBe(true);
    expect(hasRight(['root'], 'read', 'catalogue')).toBe(false);
    expect(hasRight(['viewer'], 'write')).toBe(false);
    expect(hasRight(['admin'], 'write')).toBe(true);
  });
});
