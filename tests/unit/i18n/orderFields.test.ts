import { describe, expect, it } from 'vitest';
import * as declared from '../../../resources/orders/orderFields';
import type { FieldDeclaration } from '../../../resources/types';
import { flatMessages, locales } from './catalogues';

/** Every field the order detail's tabs may show (resources/orders/orderFields.ts). */
const fields = Object.values(declared).filter((value): value is readonly FieldDeclaration[] =>
  Array.isArray(value),
);

/** What the order screens ask for: each field's label and each of its choices' labels. */
const labelKeys = fields
  .flat()
  .flatMap((field) => [
    `kago.orders.fields.${field.source}`,
    ...(field.choices ?? []).map(
      (value) => `${field.choiceLabels ?? `kago.orders.choices.${field.source}`}.${value}`,
    ),
    ...(declared.orderCountdowns[field.source]
      ? [declared.orderCountdowns[field.source].left, declared.orderCountdowns[field.source].ended]
      : []),
  ]);

describe("the order's declared fields", () => {
  it('are found', () => {
    expect(fields.length).toBeGreaterThan(10);
  });

  it.each(locales)('%s labels each of them and each of their choices', (locale) => {
    expect(labelKeys.filter((key) => !flatMessages[locale][key])).toEqual([]);
  });

  it('refuse a tab that names a field no declaration has', () => {
    expect(() => declared.fieldsNamed(declared.orderFields, ['code', 'colour'])).toThrow(
      /colour is not a declared field/,
    );
  });
});
