import { describe, expect, it } from 'vitest';
import { languages } from '../../../i18n/languages';
import { hasKey, translate } from '../../../i18n/translate';
import { roles } from '../../../resources/access';
import { hasRight } from '../../../contract/access';
import { orderFamilyLabelKey } from '../../../contract/builtRoutes';
import { menuDefinitions, purchasingMenu, type MenuNode } from '../../../resources/menu';
import { orderFamilies } from '../../../resources/orders/index';
import { routeTarget, visibleMenu, type VisibleMenuNode } from '../../../contract/visibleMenu';
import { serveMenu } from '../../../server/menu/serveMenu';
import { resourceDeclarations } from '../../../resources/index';

const leavesOf = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => (node.children ? leavesOf(node.children) : [node]));
const visibleLeaves = (nodes: readonly VisibleMenuNode[]): VisibleMenuNode[] =>
  nodes.flatMap((node) => (node.children ? visibleLeaves(node.children) : [node]));

const orderPathsServedTo = (roleNames: string[]) => {
  const orderPaths = new Set(orderFamilies.map((family) => `/${family.route}`));
  return visibleLeaves(visibleMenu(purchasingMenu, roleNames).items)
    .map((leaf) => leaf.path ?? '')
    .filter((path) => orderPaths.has(path));
};

describe('order screens in the menus', () => {
  it('places every order family screen in the purchasing menu, once', () => {
    const routes = leavesOf(purchasingMenu.items).map((node) => node.route);
    for (const family of orderFamilies) {
      expect(
        routes.filter((route) => route === family.route),
        family.route,
      ).toHaveLength(1);
    }
  });

  it("makes each order route built, opening /<route> by its family's access area", () => {
    for (const family of orderFamilies) {
      expect(routeTarget(family.route), family.route).toMatchObject({
        path: `/${family.route}`,
        labelKey: orderFamilyLabelKey(family.route),
        area: family.area,
      });
    }
  });

  it('serves each role the order screens of the areas it may read (resources/access.ts)', () => {
    for (const role of roles) {
      const readable = orderFamilies
        .filter((family) => hasRight([role], 'read', family.area))
        .map((family) => `/${family.route}`);
      expect(orderPathsServedTo([role]).sort(), role).toEqual(readable.sort());
    }
    expect(orderPathsServedTo(['nobody'])).toEqual([]);
  });

  it('lets purchasers act on the screens of orders being bought, warehouse staff on stored ones', () => {
    const purchaseScreens = orderFamilies.filter((family) => family.area === 'orders');
    const storageScreens = orderFamilies.filter((family) => family.area === 'orderStorage');
    expect(purchaseScreens.map((family) => family.route)).toEqual(
      expect.arrayContaining(['purchase-waiting-order-ichiba', 'purchased-order-mer', 'order-cancel-pcs']),
    );
    expect(storageScreens.map((family) => family.route)).toEqual(
      expect.arrayContaining(['order-arrived-in-storage-jan', 'waiting-delivery-and-delivered']),
    );
    // Everyone with a role reads all 60 screens; what differs is who may write on them.
    expect(orderPathsServedTo(['viewer'])).toHaveLength(60);
    expect(orderPathsServedTo(['purchaser'])).toHaveLength(60);
    expect(orderPathsServedTo(['warehouse'])).toHaveLength(60);
    expect(hasRight(['purchaser'], 'write', 'orders')).toBe(true);
    expect(hasRight(['warehouse'], 'write', 'orderStorage')).toBe(true);
    expect(hasRight(['warehouse'], 'write', 'orders')).toBe(false);
    expect(hasRight(['viewer'], 'write', 'orders')).toBe(false);
    expect(hasRight(['viewer'], 'write', 'orderStorage')).toBe(false);
  });

  it('names every order screen in every language, by stage and source, each name once', () => {
    for (const { locale } of languages) {
      const names = orderFamilies.map((family) => {
        expect(hasKey(locale, orderFamilyLabelKey(family.route)), `${locale} ${family.route}`).toBe(true);
        return translate(locale, orderFamilyLabelKey(family.route));
      });
      expect(new Set(names).size, locale).toBe(names.length);
    }
    const english = (route: string) => translate('en', orderFamilyLabelKey(route));
    expect(english('purchased-order-mer')).toBe('Purchased — Mercari');
    expect(english('purchase-waiting-orders-auc')).toBe('Waiting for purchase — Auction');
    expect(english('order-cancel')).toBe('Cancelled — All sources');
    expect(english('order-arrived-in-storage-pcs')).toBe('Arrived in storage — PCS');
    expect(english('mercari-offer-ichiba')).toBe('Offers — Ichiba');
    expect(english('waiting-addpayment-order')).toBe('Waiting for additional payment');
    expect(english('search-orders')).toBe('Search orders');
    expect(translate('vi', orderFamilyLabelKey('purchased-order-mer'))).toBe('Đã mua hàng — Mercari');
    expect(translate('ja', orderFamilyLabelKey('purchased-order-mer'))).toBe('購入済み（メルカリ）');
  });

  it('serves the order screens with translated labels, in the group of their stage', () => {
    const [purchasing] = menuDefinitions.map((menu) =>
      serveMenu(menu, ['viewer'], 'en', resourceDeclarations),
    );
    const purchased = purchasing.items.find((item) => item.key === 'purchased');
    expect(purchased?.label).toBe('Purchased');
    expect(purchased?.children?.find((item) => item.key === 'purchased-order-mer')).toEqual({
      key: 'purchased-order-mer',
      label: 'Purchased — Mercari',
      aliases: ['Đã mua hàng — Mercari', '購入済み（メルカリ）'],
      icon: 'ShoppingCartCheckout',
      path: '/purchased-order-mer',
    });
    expect(purchasing.items.find((item) => item.key === 'auction-offer')).toMatchObject({
      label: 'Offers — Auction',
      path: '/auction-offer',
    });
  });
});
