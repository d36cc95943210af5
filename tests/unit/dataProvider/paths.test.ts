import { beforeEach, describe, expect, it } from 'vitest';
import { findDeclaration, type ResourceDeclaration } from '../../../resources';
import { catalogueOperations } from '../../../resources/fields';
import {
  familyActionPath,
  familyActionUrl,
  gatewayUrls,
  irregularPaths,
  orderFamilyPath,
  resourcePaths,
} from '../../../dataProvider/paths';
import { setRuntimeConfig } from '../../../contract/runtimeConfig';
import { testConfig, useTestConfig } from './recordingAdapter';

const declaration = (name: string) => findDeclaration(name) as ResourceDeclaration;

describe('path table', () => {
  beforeEach(useTestConfig);

  it('builds the catalogue pattern on the master base', () => {
    const { operation } = resourcePaths(declaration('bank-account'));
    expect(
      (['list', 'createForm', 'create', 'read', 'update', 'deletes', 'activates'] as const).map(operation),
    ).toEqual([
      'http://master.test/api/bank-account/get',
      'http://master.test/api/bank-account/create',
      'http://master.test/api/bank-account/create',
      'http://master.test/api/bank-account/edit',
      'http://master.test/api/bank-account/edit',
      'http://master.test/api/bank-account/deletes',
      'http://master.test/api/bank-account/activates',
    ]);
  });

  it('offers the declared extras and refuses the others', () => {
    const paths = resourcePaths(declaration('state-province'));
    expect(paths.extra('get-by-country-id')).toBe('http://master.test/api/state-province/get-by-country-id');
    expect(() => paths.extra('get-addresses-select')).toThrow(/declares no extra "get-addresses-select"/);
  });

  it('has no activate call for the currency list', () => {
    expect(resourcePaths(declaration('currency')).operation('activates')).toBeNull();
  });

  it('uses the op base for op resources and the declared path segment', () => {
    const spOrder: ResourceDeclaration = {
      name: 'sp-order',
      api: 'op',
      operations: catalogueOperations(),
      access: { area: 'catalogue' },
      icon: 'LocalShipping',
      fields: [],
      extras: ['get-postoffice-address'],
    };
    expect(resourcePaths(spOrder).operation('list')).toBe('http://op.test/api/sp-order/get');
    expect(resourcePaths(spOrder).extra('get-postoffice-address')).toBe(
      'http://op.test/api/sp-order/get-postoffice-address',
    );
    expect(resourcePaths({ ...spOrder, path: 'SpOrder' }).operation('deletes')).toBe(
      'http://op.test/api/SpOrder/deletes',
    );
  });

  it('does not double the slash when a base ends with one', () => {
    setRuntimeConfig({ ...testConfig, masterApiBase: 'https://api.kago.example/' });
    expect(resourcePaths(declaration('bank')).operation('list')).toBe(
      'https://api.kago.example/api/bank/get',
    );
  });

  it('names an order family as stage prefix + source suffix', () => {
    expect(orderFamilyPath('OrderPurchase', 'Ichiba')).toBe('OrderPurchaseIchiba');
    expect(orderFamilyPath('OrderCancel')).toBe('OrderCancel');
    expect(familyActionUrl(orderFamilyPath('OrderPurchased', 'Mercari'), 'UpdatePrice')).toBe(
      'http://master.test/api/OrderPurchasedMercari/UpdatePrice',
    );
  });

  describe('irregular paths of the call catalogue (7.12)', () => {
    it.each([
      [
        'OrderDomesticShippingIchiba',
        '/api/OrderDomesticShippingIchiba/OrderDomesticShippingIchibaOrderDetailUpdateProAtt',
      ],
      [
        'OrderDomesticShippingMercari',
        '/api/OrderDomesticShippingMercari/OrderDomesticShippingMercariOrderDetailUpdateProAtt',
      ],
      [
        'OrderDomesticShippingJan',
        '/api/OrderDomesticShippingJan/OrderDomesticShippingJanOrderDetailUpdateProAtt',
      ],
      [
        'OrderDomesticShippingAuction',
        '/api/OrderDomesticShippingAuction/OrderDomesticShippingAuctionOrderDetailUpdateProAtt',
      ],
    ])('%s doubles its family name in the product-attribute update: %s', (family, literal) => {
      expect(familyActionPath(family, 'OrderDetailUpdateProAtt')).toBe(literal);
    });

    it('the other domestic-shipping families keep the regular product-attribute path', () => {
      expect(familyActionPath('OrderDomesticShippingInternational', 'OrderDetailUpdateProAtt')).toBe(
        '/api/OrderDomesticShippingInternational/OrderDetailUpdateProAtt',
      );
      expect(familyActionPath('OrderDomesticShipping', 'OrderDetailUpdateProAtt')).toBe(
        '/api/OrderDomesticShipping/OrderDetailUpdateProAtt',
      );
    });

    it('the Ichiba delivered order-number update points to the International family path', () => {
      expect(familyActionPath('OrderDeliveryAndDeliveredIchiba', 'OrderUpdateOrderNumber')).toBe(
        '/api/OrderDeliveryAndDeliveredInternational/OrderUpdateOrderNumber',
      );
      expect(familyActionUrl('OrderDeliveryAndDeliveredIchiba', 'OrderUpdateOrderNumber')).toBe(
        'http://master.test/api/OrderDeliveryAndDeliveredInternational/OrderUpdateOrderNumber',
      );
      // Other Ichiba delivered actions stay on their own family.
      expect(familyActionPath('OrderDeliveryAndDeliveredIchiba', 'ExportExcel')).toBe(
        '/api/OrderDeliveryAndDeliveredIchiba/ExportExcel',
      );
    });

    it('holds exactly the five known irregularities', () => {
      expect(Object.keys(irregularPaths)).toHaveLength(5);
    });
  });

  it('puts the public gateway call on the gateway base', () => {
    expect(gatewayUrls.allRoutes()).toBe('http://gateway.test/wh/get-all-routes');
  });
});

describe('declared wire names', () => {
  beforeEach(useTestConfig);

  it('calls an operation by its own name and literal path', () => {
    const { operation } = resourcePaths({
      ...declaration('bank'),
      path: 'Sellers',
      operations: {
        list: { name: 'GetsPaging', method: 'GET' },
        update: { name: 'Update', method: 'POST', path: '/api/Other/Update' },
      },
    });
    expect(operation('list')).toBe('http://master.test/api/Sellers/GetsPaging');
    expect(operation('update')).toBe('http://master.test/api/Other/Update');
    expect(operation('create')).toBeNull();
  });
});
