import { bidStatuses, customerListResources, defaultCountryCode, genders } from '../contract/customers';
import { catalogueOperations, field, oneOf, operation, ref } from './fields';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

/**
 * The customer (seed 000 section 3) as ONE declaration: the browser's create and edit form validates
 * its fields with the generated validators, the customer area of the server (server/customers/)
 * builds its create and edit schemas from the same fields, and its routes' paths and rights from the
 * operations, actions and access below. Customers keep their own tables (server/db/customerTables.ts:
 * the record joins its level and employees, its money and histories hang off it): their standard
 * calls run on the generic routes with the area's rules, their other calls on the area's own code
 * (see `servedBy` in resources/types.ts).
 *
 * Bounds: the seed gives none; these are the ones the server has always applied (a username of 3 to
 * 50 characters, names of 255, addresses of 500, codes of 50...).
 */

const text = (source: string, maxLength: number, options: Omit<FieldDeclaration, 'source' | 'type'> = {}) =>
  field(source, 'text', { maxLength, ...options });

/** The customer's own fields, as create and edit take them (the form's 26 inputs). */
export const customerFields = [
  text('username', 50, { required: true, minLength: 3 }),
  text('fullname', 255, { required: true }),
  text('idName', 255),
  field('email', 'email', { maxLength: 255 }),
  field('phone', 'phone', { maxLength: 30 }),
  oneOf('gender', genders, { defaultValue: 'other' }),
  field('avatar', 'imageList', { maxLength: 2000 }),
  field('birthday', 'date'),
  text('transportCode', 50),
  text('group', 100),
  text('idNumber', 50),
  text('idAddress', 500),
  text('permanentAddress', 500),
  field('idBirthday', 'date'),
  field('idIssuedDate', 'date'),
  text('idIssuedPlace', 255),
  // Any text: a code the country catalogue does not know answers the seed's error code
  // (CUSTOMER_COUNTRY_CODE_IS_NOT_VALID, server/customers/checks.ts), not a schema error.
  text('countryCode', 10, { required: true, defaultValue: defaultCountryCode }),
  ref('levelId', 'customer-level'),
  ref('supporterId', 'supporter'),
  ref('careById', 'employee'),
  field('tranActive', 'boolean', { defaultValue: true }),
  oneOf('bidStatus', bidStatuses, { defaultValue: 'allowed' }),
  field('aucMaxBidLink', 'number', { integer: true, min: 0, max: 10_000, defaultValue: 0 }),
  field('notifyWeb', 'boolean', { defaultValue: true }),
  field('notifyEmail', 'boolean', { defaultValue: true }),
  field('notifyApp', 'boolean', { defaultValue: true }),
] as const satisfies readonly FieldDeclaration[];

export type CustomerFieldSource = (typeof customerFields)[number]['source'];

/** One of the customer's fields; a call that must have it asks for `{ required: true }`. */
export const customerField = (
  source: CustomerFieldSource,
  options: Pick<FieldDeclaration, 'required'> = {},
): FieldDeclaration => ({ ...customerFields.find((each) => each.source === source)!, ...options });

/**
 * VIP bidding: create and edit accept it, but switching it moves money (2,000,000 held while on),
 * so the form does not offer it (the finance tab's ActiveBid does).
 */
const bidActive = field('bidActive', 'boolean', { defaultValue: false, form: false });

/**
 * The customer reads the current code serves beside the standard calls (call catalogue 7.9), by
 * their literal paths: each is read-only and on no button of its own.
 */
const read = (name: string, wireName: string): ActionDeclaration => ({
  name,
  operation: operation(wireName),
  places: [],
  right: 'read',
  scope: 'resource',
});

export const customerActions = [
  read('pageCustomers', 'GetCustomers'),
  read('customerOptions', 'getallcustomer'),
  read('allCustomerOptions', 'GetAll'),
  read('customerInfo', 'GetCustomerInfo'),
  read('customerProfile', 'GetCustomerProfile'),
] as const satisfies readonly ActionDeclaration[];

export type CustomerActionName = (typeof customerActions)[number]['name'];

export const customerDeclaration = {
  name: customerListResources.customers,
  path: 'customer',
  api: 'master',
  servedBy: 'area',
  activeField: 'tranActive',
  // 7.11: `get`, `create`, `edit`, `deletes`, `activates`, served by the generic routes with the
  // area's rules (server/customers/customerRoutes.ts).
  operations: catalogueOperations(),
  access: { area: 'customers' },
  icon: 'SupportAgent',
  fieldLabels: 'kago.customers.fields',
  fields: [...customerFields, bidActive],
  keywordFields: ['customerCode', 'username', 'fullname', 'email', 'phone'],
  actions: customerActions,
  recordRepresentation: 'fullname',
  sort: { field: 'createdDate', order: 'DESC' },
} as const satisfies ResourceDeclaration;
