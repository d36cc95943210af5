import { describe, expect, it } from 'vitest';
import { childRelations } from '../../../resources/relations';
import { catalogue, ref } from '../../../resources/fields';

describe('childRelations', () => {
  it('finds the children reached through parent extras in the real declarations', () => {
    expect(childRelations('state-province')).toEqual([
      { resource: 'district', field: 'stateProvinceId', extra: 'get-by-state-province-id' },
    ]);
    expect(childRelations('payment-term').map(({ resource }) => resource)).toEqual(['shipper', 'vendor']);
    expect(childRelations('shipping-agent')).toEqual([
      { resource: 'shipping-provider-customer', field: 'shippingAgentId', extra: 'get-by-shipping-agent-id' },
    ]);
    expect(childRelations('country').map(({ resource }) => resource)).toEqual([
      'airport',
      'port',
      'seaport',
      'state-province',
    ]);
  });

  it('needs both the extra and a reference to the parent', () => {
    const withoutExtra = catalogue('branch', 'Store', [ref('countryId', 'country')]);
    const otherTarget = catalogue('depot', 'Store', [ref('countryId', 'global-zone')], {
      extras: ['get-by-country-id'],
    });
    expect(childRelations('country', [withoutExtra, otherTarget])).toEqual([]);
  });
});
