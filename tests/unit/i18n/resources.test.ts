import { describe, expect, it } from 'vitest';
import { resourceDeclarations } from '../../../resources';
import {
  fieldChoiceLabelKey,
  fieldLabelKey,
  resourceLabelKey,
  type ResourceDeclaration,
} from '../../../resources/types';
import { buildResourceMessages, labelledFieldSources } from '../../../i18n/resourceMessages';
import { flatMessages, locales } from './catalogues';

/** Every label key the generated screens of a declaration ask for. */
const labelKeys = (declaration: ResourceDeclaration) => [
  resourceLabelKey(declaration.name),
  ...labelledFieldSources(declaration).map((source) => fieldLabelKey(declaration.name, source)),
  ...declaration.fields.flatMap((field) =>
    (field.choices ?? []).map((value) => fieldChoiceLabelKey(declaration.name, field, value)),
  ),
];

describe('resource labels', () => {
  it('covers the 40 catalogues at least', () => {
    expect(resourceDeclarations.length).toBeGreaterThanOrEqual(40);
  });

  it.each(locales)('%s labels every declared resource, field and choice', (locale) => {
    const missing = resourceDeclarations.flatMap(labelKeys).filter((key) => !flatMessages[locale][key]);
    expect(missing).toEqual([]);
  });

  it.each(locales)('%s names each resource in a singular and a plural form', (locale) => {
    for (const declaration of resourceDeclarations) {
      const forms = flatMessages[locale][resourceLabelKey(declaration.name)].split(' |||| ');
      expect(forms, declaration.name).toHaveLength(2);
      // Vietnamese and Japanese have no plural: the one form is repeated.
      if (locale !== 'en') expect(forms[1], declaration.name).toBe(forms[0]);
    }
  });

  it('labels a field alike in every resource unless the resource says otherwise', () => {
    expect(flatMessages.en['resources.shipper.fields.countryId']).toBe('Country');
    expect(flatMessages.ja['resources.ward.fields.districtId']).toBe('区・郡');
    expect(flatMessages.en['resources.currency.fields.rate']).toBe('Exchange rate');
    expect(flatMessages.en['resources.vat-type.fields.rate']).toBe('Rate (%)');
  });

  it('leaves a label out when the tables lack it, rather than inventing one', () => {
    const declaration: ResourceDeclaration = {
      name: 'parcel',
      api: 'master',
      operations: {},
      access: { area: 'catalogue' },
      icon: 'Inbox',
      fields: [
        { source: 'code', type: 'text' },
        { source: 'weightGrams', type: 'number' },
        { source: 'size', type: 'enum', choices: ['small', 'large'] },
      ],
    };
    const tree = buildResourceMessages([declaration], {
      commonFields: { code: 'Code' },
      resources: { parcel: { name: 'Parcel |||| Parcels', choices: { size: { small: 'Small' } } } },
    });
    expect(tree).toEqual({
      parcel: {
        name: 'Parcel |||| Parcels',
        fields: { code: 'Code' },
        choices: { size: { small: 'Small' } },
      },
    });
    const withoutName = buildResourceMessages([declaration], { commonFields: {}, resources: {} });
    expect(withoutName).toEqual({ parcel: { fields: {} } });
  });
});
