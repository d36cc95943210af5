import ajvCompiler from '@fastify/ajv-compiler';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import {
  customerAddressFields,
  customerDeclaration,
  mailNotificationFields,
  webNotificationFields,
} from '../../resources/customers';
import { orderActions } from '../../resources/orders/index';
import {
  declaredFieldLabelKey,
  patterns,
  resourceDeclarations,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '../../resources';
import { ajvSetup } from '../../server/app';
import { normalisedBody } from '../../server/resources/records';
import { fieldSchema } from '../../server/resources/schemas';
import { schemaFieldErrors } from '../../server/http/fieldErrors';
import { buildValidators } from '../../src/generators/validators';

/**
 * Browser and server validate every declared field by the same rules: for each field of each
 * resource, values on both sides of every bound are accepted or refused alike, with the same message
 * in every language. (Cross-field, uniqueness and reference checks need the database: the server
 * tests cover them.)
 */
const compile = ajvCompiler()({}, ajvSetup);
const locales: readonly Locale[] = ['vi', 'en', 'ja'];

const repeat = (length: number) => 'x'.repeat(Math.max(length, 0));

/** Values a user can produce with the field's input, on both sides of each of its bounds. */
const samples = (field: FieldDeclaration): unknown[] => {
  const values: unknown[] = [undefined, ''];
  if (['text', 'textarea', 'email', 'phone', 'url', 'imageList'].includes(field.type)) {
    values.push('   ', 'ok');
    for (const length of [field.minLength, field.maxLength]) {
      if (length !== undefined) values.push(repeat(length - 1), repeat(length), repeat(length + 1));
    }
  }
  if (field.pattern) values.push('0123456789', '0123456789-001', '0123456789-1', '12345', ' 0123456789 ');
  if (field.type === 'email') values.push('someone@example.vn', 'someone@', 'no at all');
  if (field.type === 'url') values.push('https://kago.example/x', 'ftp://kago.example', 'kago.example');
  // What a select, a switch or a date picker gives.
  if (field.type === 'enum') values.push(...(field.choices ?? []), null);
  if (field.type === 'boolean') values.push(true, false, null);
  if (field.type === 'date') values.push('2024-02-29', null);
  if (field.type === 'reference') values.push(1, 42, null);
  if (['number', 'money', 'duration'].includes(field.type)) {
    values.push(0, 7, 12.5, -3);
    for (const bound of [field.min, field.max]) {
      if (bound !== undefined) values.push(bound - 1, bound, bound + 1);
    }
  }
  return values;
};

const browserMessages = (
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  value: unknown,
  locale: Locale,
) => {
  const label = translate(locale, declaredFieldLabelKey(declaration, field.source));
  return buildValidators(field, { field: label })
    .map((validate) => validate(value, {}))
    .flatMap((failure) => (failure ? [translate(locale, failure.message, failure.args)] : []));
};

const serverMessages = (
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  value: unknown,
  locale: Locale,
) => {
  const validate = compile({
    schema: {
      type: 'object',
      properties: { [field.source]: fieldSchema(field) },
      required: field.required ? [field.source] : [],
    },
    method: 'POST',
    url: '/parity',
    httpPart: 'body',
  });
  // The field's own declaration: an action's input may be required where the record's field is not.
  const body = normalisedBody({ fields: [field] }, value === undefined ? {} : { [field.source]: value });
  if (validate(body)) return [];
  return schemaFieldErrors(locale, declaration, validate.errors ?? [])[field.source] ?? [];
};

/** Fields whose rules are inputs' own (a select's choices, a date picker): none to compare. */
const comparable = (field: FieldDeclaration) =>
  field.form !== false &&
  !field.files &&
  !['enum', 'status', 'keyValues', 'reference', 'boolean', 'date', 'datetime'].includes(field.type);

/** The record's fields and its actions' inputs (their dialogs validate with the same rules). */
const cases = resourceDeclarations.flatMap((declaration) =>
  [...declaration.fields, ...(declaration.actions ?? []).flatMap((action) => action.inputs ?? [])]
    .filter(comparable)
    .map((field) => [`${declaration.name}.${field.source}`, declaration, field] as const),
);

/**
 * Every input of the customer form (resources/customers.ts), selects, switches and date pickers
 * included: each is compared with the values its input gives.
 */
const customerCases = customerDeclaration.fields
  .filter((field) => field.form !== false)
  .map((field) => [`customer.${field.source}`, customerDeclaration, field] as const);

/**
 * Every input of the address and notification forms: the server labels them where the customer
 * declaration keeps its labels (server/customers/fields.ts), as the forms do. The customer's id is
 * not an input.
 */
const areaCases = (name: string, fields: readonly FieldDeclaration[]) =>
  fields
    .filter((field) => field.source !== 'customerId')
    .map((field) => [`${name}.${field.source}`, { ...customerDeclaration, fields }, field] as const);
const addressCases = areaCases('customerAddress', customerAddressFields);
const notificationCases = [
  ...areaCases('webNotification', webNotificationFields),
  ...areaCases('mailNotification', mailNotificationFields),
];

/**
 * Every input of the order action table (resources/orders/orderActions.ts): the order's dialogs
 * validate them with the same validator, the write routes with the same schema builder, both
 * labelled `kago.orders.fields.<source>`. (Bounds against the order's current value need the order:
 * the server and component tests cover them.)
 */
const orderCases = orderActions.flatMap((action) => {
  const inputs: readonly FieldDeclaration[] = 'inputs' in action ? action.inputs : [];
  const declaration = {
    ...customerDeclaration,
    name: 'orders',
    fieldLabels: 'kago.orders.fields',
    fields: inputs,
  };
  return inputs
    .filter(comparable)
    .map((field) => [`orders.${action.name}.${field.source}`, declaration, field] as const);
});

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

describe('browser and server validate every declared field alike', () => {
  it('covers every resource', () => {
    expect(new Set(cases.map(([, declaration]) => declaration.name))).toEqual(
      new Set(resourceDeclarations.map((declaration) => declaration.name)),
    );
  });

  it('covers all 26 fields of the customer form', () => {
    expect(customerCases).toHaveLength(26);
  });

  it('covers the 10 inputs of the address form', () => {
    expect(addressCases).toHaveLength(10);
  });

  it('covers the order actions that take typed inputs', () => {
    expect(new Set(orderCases.map(([name]) => name.split('.')[1]))).toContain('UpdatePrice');
    expect(orderCases.length).toBeGreaterThan(30);
  });

  it.each([...cases, ...customerCases, ...addressCases, ...notificationCases, ...orderCases])(
    '%s',
    (_name, declaration, field) => {
      for (const value of samples(field)) {
        // A field wanted first is required by the server's rules, with the seed's error code (the
        // server tests): its schema lets an empty value through to them.
        if (field.neededFirst && isBlank(value)) continue;
        for (const locale of locales) {
          expect(
            serverMessages(declaration, field, value, locale),
            `${JSON.stringify(value)} in ${locale}`,
          ).toEqual(browserMessages(declaration, field, value, locale));
        }
      }
    },
  );

  it("asks for a package's warehouse first, in every language, where the rules require it", () => {
    const tracking = resourceDeclarations.find((declaration) => declaration.name === 'manage-packageFromWH')!;
    const warehouse = tracking.fields.find((field) => field.source === 'postOfficeCode')!;
    expect(browserMessages(tracking, warehouse, '', 'en')).toEqual(['Select a post office first']);
    expect(browserMessages(tracking, warehouse, undefined, 'vi')).toEqual(['Vui lòng chọn bưu cục trước']);
    expect(browserMessages(tracking, warehouse, ' ', 'ja')).toEqual(['先に郵便局を選択してください']);
    expect(browserMessages(tracking, warehouse, 'HN01', 'en')).toEqual([]);
  });

  it('refuses a tax code that is not 10 digits, or 10 digits and a 3-digit branch, in every language', () => {
    const seller = resourceDeclarations.find((declaration) => declaration.name === 'sellers')!;
    const taxCode = seller.fields.find((field) => field.source === 'taxCode')!;
    expect(new RegExp(patterns.taxCode).test('0312345678-002')).toBe(true);
    for (const locale of locales) {
      const [message] = serverMessages(seller, taxCode, '031234567', locale);
      expect(message).toBeTruthy();
      expect(message).not.toContain('kago.validation');
    }
    expect(serverMessages(seller, taxCode, '031234567', 'en')).toEqual([
      'Tax code must be 10 digits, or 10 digits, a dash and 3 digits for a branch',
    ]);
  });
});
