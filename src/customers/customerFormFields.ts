import { genders } from '../../dataProvider/customers';
import { field, oneOf } from '../../resources/fields';
import type { FieldDeclaration } from '../../resources/types';

/**
 * The customer form as data: every editable field of the contract, the bounds the contract gives
 * (the server checks the same; where it gives none, none is invented here) and the group it shows in. Computed fields (has*, cash) and generated ones (code,
 * account id, dates) are the server's. VIP bidding (`bidActive`) is not here: switching it moves
 * money (the finance tab's ActiveBid), which a form save must not do on the side.
 */
export const customerFormGroups = ['account', 'identity', 'contact', 'bidding', 'channels'] as const;
export type CustomerFormGroup = (typeof customerFormGroups)[number];

/** How a field is edited when its type alone does not say: a lookup list of the customer calls. */
export type CustomerLookupInput = 'level' | 'supporter' | 'employee' | 'country';

export interface CustomerFormField {
  readonly declaration: FieldDeclaration;
  readonly group: CustomerFormGroup;
  readonly lookup?: CustomerLookupInput;
}

const inGroup =
  (group: CustomerFormGroup) =>
  (declaration: FieldDeclaration, extra: Omit<CustomerFormField, 'declaration' | 'group'> = {}) => ({
    declaration,
    group,
    ...extra,
  });
const account = inGroup('account');
const identity = inGroup('identity');
const contact = inGroup('contact');
const bidding = inGroup('bidding');
const channels = inGroup('channels');

export const customerFormFields: readonly CustomerFormField[] = [
  account(field('username', 'text', { required: true, minLength: 3, maxLength: 50 })),
  account(field('fullname', 'text', { required: true, maxLength: 255 })),
  account(field('group', 'text')),
  account(field('levelId', 'number'), { lookup: 'level' }),
  account(field('supporterId', 'number'), { lookup: 'supporter' }),
  account(field('careById', 'number'), { lookup: 'employee' }),
  identity(field('idName', 'text')),
  identity(oneOf('gender', genders, { required: true })),
  identity(field('birthday', 'date')),
  identity(field('idNumber', 'text')),
  identity(field('idBirthday', 'date')),
  identity(field('idIssuedDate', 'date')),
  identity(field('idIssuedPlace', 'text')),
  identity(field('idAddress', 'text')),
  identity(field('permanentAddress', 'text')),
  identity(field('avatar', 'imageList')),
  contact(field('email', 'email')),
  contact(field('phone', 'phone', { maxLength: 30 })),
  contact(field('countryCode', 'text', { required: true }), { lookup: 'country' }),
  contact(field('transportCode', 'text')),
  bidding(oneOf('bidStatus', ['allowed', 'blocked'])),
  bidding(field('aucMaxBidLink', 'number', { integer: true, min: 0 })),
  bidding(field('tranActive', 'boolean')),
  channels(field('notifyWeb', 'boolean')),
  channels(field('notifyEmail', 'boolean')),
  channels(field('notifyApp', 'boolean')),
];

export const customerFieldLabel = (source: string) => `kago.customers.fields.${source}`;

/** The values a save sends: the form's editable fields, plus id and version when editing. */
export const customerSaveValues = (values: Record<string, unknown>) => {
  const editable = new Set(customerFormFields.map((each) => each.declaration.source));
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => editable.has(name) || name === 'id' || name === 'version'),
  );
};
