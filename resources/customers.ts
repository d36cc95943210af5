import {
  catalogueOperations,
  excelExport,
  field,
  oneOf,
  operation,
  ref,
  sections,
  type DeclaredOptions,
  type DefaultValue,
} from './fields';
import { customerListResources, deviceTypes } from './customerVocabulary';
import { mailAttachmentsField } from './mail';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

export { customerListResources, deviceTypes, type DeviceType } from './customerVocabulary';

/**
 * The customer (seed 000 section 3) as ONE declaration: the browser's create and edit form validates
 * its fields with the generated validators, the customer area of the server (server/customers/)
 * builds its create and edit schemas from the same fields, and its routes' paths and rights from the
 * operations, actions and access below. Customers keep their own tables (server/db/customerTables.ts:
 * the record joins its level and employees, its money and histories hang off it): every call below,
 * standard or of the action table, is a route of the one registrar (server/resources/routes.ts),
 * whose work is the area's rules (server/customers/rules.ts; an area declaration: `areaDeclarations`
 * in resources/index.ts).
 *
 * Bounds: the seed gives none; these are the ones the server has always applied (a username of 3 to
 * 50 characters, names of 255, addresses of 500, codes of 50...).
 */

/** A customer's choices, as its fields declare them and the server's seed and rules pick them. */
export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];
export const bidStatuses = ['allowed', 'blocked'] as const;
/** The customer groups (seed 000 section 2's `group`): a code, read in each language through its label. */
export const customerGroups = ['retail', 'wholesale', 'reseller'] as const;
export type BidStatus = (typeof bidStatuses)[number];

/** The country a new customer starts in. */
export const defaultCountryCode = 'VN';

/** A text field, kept as literals as `field` keeps them (resources/fields.ts `DeclaredField`). */
const text = <const S extends string, const R extends boolean = false, const D extends DefaultValue = never>(
  source: S,
  maxLength: number,
  options: DeclaredOptions<R, D> = {},
) => field<S, 'text', R, D>(source, 'text', { maxLength, ...options });

/** A read of the customer's action table (below) that a form input offers the rows of. */
const pick = (read: string, extra: Omit<NonNullable<FieldDeclaration['optionsFrom']>, 'read'> = {}) => ({
  optionsFrom: { read, search: true, ...extra },
});

/**
 * The customer's own fields, as create and edit take them (the form's 26 inputs), in form order,
 * each in its section of the form (`group`). Computed fields (has*, cash) and generated ones (code,
 * account id, dates) are the server's.
 */
export const customerFields = [
  text('username', 50, { required: true, minLength: 3, group: 'account' }),
  text('fullname', 255, { required: true, group: 'account' }),
  oneOf('group', customerGroups, {
    maxLength: 100,
    group: 'account',
    choiceLabels: 'kago.customers.customerGroups',
  }),
  ref('levelId', 'customer-level', { group: 'account', optionsFrom: { read: 'levels' } }),
  ref('supporterId', 'supporter', { group: 'account', ...pick('supporters') }),
  ref('careById', 'employee', { group: 'account', ...pick('employees') }),
  text('idName', 255, { group: 'identity' }),
  oneOf('gender', genders, {
    defaultValue: 'other',
    group: 'identity',
    choiceLabels: 'kago.customers.genders',
  }),
  field('birthday', 'date', { group: 'identity' }),
  text('idNumber', 50, { group: 'identity' }),
  field('idBirthday', 'date', { group: 'identity' }),
  field('idIssuedDate', 'date', { group: 'identity' }),
  text('idIssuedPlace', 255, { group: 'identity' }),
  text('idAddress', 500, { group: 'identity' }),
  text('permanentAddress', 500, { group: 'identity' }),
  field('avatar', 'imageList', { maxLength: 2000, group: 'identity' }),
  field('email', 'email', { maxLength: 255, group: 'contact' }),
  field('phone', 'phone', { maxLength: 30, group: 'contact' }),
  // Any text: a code the country catalogue does not know answers the seed's error code
  // (CUSTOMER_COUNTRY_CODE_IS_NOT_VALID, server/customers/checks.ts), not a schema error.
  text('countryCode', 10, {
    required: true,
    defaultValue: defaultCountryCode,
    group: 'contact',
    ...pick('countries', { value: 'code', render: 'country' }),
  }),
  text('transportCode', 50, { group: 'contact' }),
  oneOf('bidStatus', bidStatuses, {
    defaultValue: 'allowed',
    group: 'bidding',
    choiceLabels: 'kago.customers.bidStatuses',
  }),
  field('aucMaxBidLink', 'number', { integer: true, min: 0, max: 10_000, defaultValue: 0, group: 'bidding' }),
  field('tranActive', 'boolean', { defaultValue: true, group: 'bidding' }),
  field('notifyWeb', 'boolean', { defaultValue: true, group: 'channels' }),
  field('notifyEmail', 'boolean', { defaultValue: true, group: 'channels' }),
  field('notifyApp', 'boolean', { defaultValue: true, group: 'channels' }),
] as const satisfies readonly FieldDeclaration[];

export type CustomerFieldSource = (typeof customerFields)[number]['source'];

/** One of the customer's fields; a call that must have it asks for `{ required: true }`. */
export const customerField = (
  source: CustomerFieldSource,
  options: Pick<FieldDeclaration, 'required'> = {},
): FieldDeclaration => ({ ...customerFields.find((each) => each.source === source)!, ...options });

const id = (source: string, options: Omit<FieldDeclaration, 'source' | 'type'> = {}) =>
  field(source, 'number', { integer: true, min: 1, ...options });

/** A read of the customer's geography (below) that an address input offers the rows of. */
const place = (read: string, extra: Omit<NonNullable<FieldDeclaration['optionsFrom']>, 'read'> = {}) =>
  pick(read, { resource: customerListResources.customers, ...extra });

/**
 * A customer's address (seed section 5: everything but the note is required), as `CreateAddress`
 * and `UpdateAddress` take it (server/customers/addresses.ts) and the address dialog of the
 * address tab asks for it (`customerAddressDeclaration` below). Labels are the customer's.
 */
export const customerAddressFields = [
  // The customer whose tab it is: chosen by the tab, never typed.
  id('customerId', { required: true, list: false, form: false }),
  text('name', 255, { required: true }),
  field('phone', 'phone', { required: true, maxLength: 30 }),
  // The cascade, from the customer's geography reads (`countries`... below); a new address starts
  // in its customer's country.
  id('countryId', {
    required: true,
    list: false,
    startsFrom: 'countryCode',
    ...place('countries', { render: 'country', match: 'code' }),
  }),
  id('provinceId', { required: true, list: false, ...place('provinces', { parent: 'countryId' }) }),
  id('districtId', { required: true, list: false, ...place('districts', { parent: 'provinceId' }) }),
  id('wardId', { required: true, list: false, ...place('wards', { parent: 'districtId' }) }),
  text('address', 500, { required: true, list: false }),
  text('postalCode', 20, { required: true }),
  text('note', 500),
  field('isDefault', 'boolean', { trueLabel: 'kago.customers.address.isDefault' }),
] as const satisfies readonly FieldDeclaration[];

/**
 * A web notification (`Notify/AddWebNotify`, server/customers/notifications.ts) as its form validates it
 * (src/customers/NotificationsTab.tsx): its link may be a page of the site (`/orders`) as well as a
 * whole address.
 */
export const webNotificationFields = [
  text('title', 255, { required: true }),
  text('link', 1000),
  field('body', 'textarea', { required: true, maxLength: 20_000 }),
] as const satisfies readonly FieldDeclaration[];

/** An e-mail (`Notify/SendMail`): cc and bcc are lists of addresses the server checks one by one. */
export const mailNotificationFields = [
  text('subject', 255, { required: true }),
  text('cc', 1000),
  text('bcc', 1000),
  field('body', 'textarea', { required: true, maxLength: 200_000 }),
  // Files of at most 5 MB each (resources/mail.ts), which the server reads from the multipart form.
  mailAttachmentsField,
] as const satisfies readonly FieldDeclaration[];

/**
 * VIP bidding: create and edit accept it, but switching it moves money (2,000,000 held while on),
 * so the form does not offer it (the finance tab's ActiveBid does).
 */
const bidActive = field('bidActive', 'boolean', { defaultValue: false, form: false });

/** What the reads below are sent: a page, a keyword, the record or customer they are about. */
const page = [
  field('skip', 'number', { integer: true, min: 0, defaultValue: 0 }),
  field('take', 'number', { integer: true, min: 1, defaultValue: 25 }),
] as const;
const keyword = text('keyword', 200);
const needs = (source: string) => id(source, { required: true });

/** What the customer list may be sorted by (server/customers/records.ts sorts by each). */
export const customerSortKeys = [
  'customerCode',
  'username',
  'fullname',
  'email',
  'createdDate',
  'levelId',
  'cashAvailable',
] as const;
export type CustomerSortKey = (typeof customerSortKeys)[number];

/**
 * The customer list's keyword, sort and filters, as its calls take them (`GetCustomers`, `get`,
 * `ExportExcel`): the list joins its level's and employees' names and filters by these keys.
 */
export const customerListFilters = [
  keyword,
  oneOf('sortBy', customerSortKeys),
  field('sortDesc', 'boolean', { defaultValue: false }),
  id('levelId'),
  id('supporterId'),
  text('countryCode', 10),
  field('bidActive', 'boolean'),
  field('tranActive', 'boolean'),
  field('createdFrom', 'date'),
  field('createdTo', 'date'),
] as const satisfies readonly FieldDeclaration[];

/**
 * The customer reads the current code serves beside the standard calls (call catalogue 7.9), by
 * their literal paths, with what each is sent (in the query string): each is read-only and on no
 * button of its own. Those of the customer's notifications and access history live under the seed's
 * own bases (`/api/Notify/`, `/api/AccessHistory/`), given as `base`.
 */
const read = (
  name: string,
  wireName: string,
  inputs: readonly FieldDeclaration[] = [],
  base?: 'Notify' | 'AccessHistory',
): ActionDeclaration => ({
  name,
  operation: { ...operation(wireName), ...(base ? { path: `/api/${base}/${wireName}` } : {}) },
  places: [],
  right: 'read',
  scope: 'resource',
  ...(inputs.length ? { inputs } : {}),
});

/** A switch of many customers at once (`POST <wireName> {ids, active}`), all or nothing. */
const bulkSwitch = <Name extends string>(name: Name, wireName: string) =>
  ({
    name,
    operation: operation(wireName, 'POST'),
    places: [],
    scope: 'records',
    inputs: [field('active', 'boolean', { required: true })],
  }) satisfies ActionDeclaration;

/**
 * A post to the customer (`Notify/<wireName>`, naming it `CustomerId`), on the notifications tab:
 * labels `kago.customers.notifications.<key>` and `<key>Title` (with the customer's code).
 */
const notification = <Name extends string>(
  name: Name,
  wireName: string,
  key: string,
  icon: string,
  inputs: readonly FieldDeclaration[],
) =>
  ({
    name,
    icon,
    operation: { ...operation(wireName, 'POST'), path: `/api/Notify/${wireName}` },
    places: ['tab'],
    label: `kago.customers.notifications.${key}`,
    dialog: {
      title: { key: `kago.customers.notifications.${key}Title`, values: { code: 'customerCode' } },
      submitLabel: 'kago.customers.notifications.send',
      doneMessage: 'kago.customers.notify.sent',
      failMessage: 'common.notify.error',
    },
    recordKey: 'CustomerId',
    unversioned: true,
    inputs,
  }) satisfies ActionDeclaration;

/**
 * A switch of the finance tab (`POST <wireName> {customerId, <input>}`, `toggle`): label
 * `kago.customers.finance.<key>`.
 */
const financeSwitch = <Name extends string>(
  name: Name,
  wireName: string,
  key: string,
  icon: string,
  toggle: NonNullable<ActionDeclaration['toggle']>,
) =>
  ({
    name,
    icon,
    operation: operation(wireName, 'POST'),
    places: ['tab'],
    label: `kago.customers.finance.${key}`,
    dialog: { doneMessage: 'kago.customers.notify.updated' },
    recordKey: 'customerId',
    unversioned: true,
    toggle,
  }) satisfies ActionDeclaration;

export const customerActions = [
  // The 7.11 name of the list (`list` below is the seed's GetCustomers, the call its screen makes).
  read('pageCustomers', 'get', [...page, ...customerListFilters]),
  read('customerOptions', 'getallcustomer', [
    keyword,
    field('take', 'number', { integer: true, min: 1, max: 50, defaultValue: 20 }),
  ]),
  read('allCustomerOptions', 'GetAll'),
  read('customerInfo', 'GetCustomerInfo', [needs('id')]),
  read('customerProfile', 'GetCustomerProfile', [needs('id')]),
  // The address form's cascade (server/customers/geography.ts): the countries, then the places
  // of the one chosen above (`countryId`, `provinceId`, `districtId`).
  read('countries', 'GetAllCountry'),
  read('provinces', 'GetStateProvinceByCountry', [needs('countryId')]),
  read('districts', 'GetDistrictByProvince', [needs('provinceId')]),
  read('wards', 'GetWardByDistrict', [needs('districtId')]),
  // The level table, the choices of `changeLevel`; one level; a customer's level and its history.
  read('levels', 'GetAllLevel'),
  read('level', 'GetLevelById', [needs('id')]),
  read('levelHistory', 'GetLevelByAccountId', [needs('accountId')]),
  // The support tab: a customer's supporter and care-by employee, the history of changes, and the
  // employees a page at a time (server/customers/support.ts).
  read('customerSupport', 'GetEmployeeByAccountId', [needs('accountId')]),
  read('supportHistory', 'GetSupportHistory', [needs('customerId')]),
  read('employeePage', 'GetEmployeePaging', [...page, keyword]),
  // The finance tab's transactions, newest first (server/customers/finance.ts).
  read('transactions', 'GetTransactions', [needs('customerId'), ...page]),
  // Sign-ins (server/customers/accessHistory.ts): one customer's, everyone's a page at a time (the
  // seed's spelling), and the device types to filter by.
  read('customerAccessHistory', 'GetAccessHistory', [needs('accountId'), ...page]),
  read(
    'accessHistory',
    'GetAccessHistoryPaing',
    [id('accountId'), oneOf('deviceType', deviceTypes), ...page],
    'AccessHistory',
  ),
  read('deviceTypes', 'GetListDeviceType', [], 'AccessHistory'),
  // What was sent to the customer (server/customers/notifications.ts): on the web, by e-mail, and about one
  // thing (an order code).
  read('webNotifications', 'GetWebNotify', [needs('accountId')], 'Notify'),
  read('emailNotifications', 'GetEmailNotify', [needs('accountId')], 'Notify'),
  read(
    'notificationsAbout',
    'GetByRefCodeAndCustomerId',
    [text('refCode', 64, { required: true }), needs('customerId')],
    'Notify',
  ),
  // The list's bulk switches (src/customers/CustomerBulkActions.tsx, server/customers/switches.ts).
  bulkSwitch('bulkVipBidding', 'activates_allowbid'),
  bulkSwitch('bulkTransactions', 'activates_tranactive'),
  {
    // The level tab's change (server/customers/levels.ts), which writes a history row.
    name: 'changeLevel',
    icon: 'MilitaryTech',
    operation: operation('UpdateLevelCustomer', 'POST'),
    places: ['tab'],
    label: 'kago.customers.level.change',
    dialog: {
      title: { key: 'kago.customers.level.changeTitle', values: { code: 'customerCode' } },
      doneMessage: 'kago.customers.notify.levelChanged',
    },
    recordKey: 'customerId',
    inputs: [
      {
        ...customerField('levelId', { required: true }),
        optionsFrom: { read: 'levels' },
        startsFrom: 'levelId',
      },
      text('note', 500),
    ],
  },
  // The supporters, and every employee for the customer form's care-by; the support tab's change
  // searches the staff a page at a time instead (`employeePage`).
  read('supporters', 'GetAllSupporters'),
  read('employees', 'getallemployee'),
  {
    // The support tab's change (server/customers/support.ts): null unassigns; each change is
    // a history row.
    name: 'changeSupport',
    icon: 'SupportAgent',
    operation: operation('UpdateCareBy', 'POST'),
    places: ['tab'],
    label: 'kago.customers.support.change',
    dialog: {
      title: { key: 'kago.customers.support.changeTitle', values: { code: 'customerCode' } },
      submitLabel: 'kago.customers.support.save',
      doneMessage: 'kago.customers.notify.updated',
    },
    recordKey: 'customerId',
    inputs: [
      { ...customerField('supporterId'), optionsFrom: { read: 'supporters' }, startsFrom: 'supporterId' },
      // The staff searched by name or code a page at a time (`GetEmployeePaging`), as staff grow.
      {
        ...customerField('careById'),
        optionsFrom: { read: 'employeePage', searchBy: 'keyword' },
        startsFrom: 'careById',
      },
    ],
  },
  {
    // The finance tab's limit (server/customers/switches.ts): no version, as the seed's call.
    name: 'changeMaxBidLink',
    icon: 'Gavel',
    operation: operation('UpdateAucMaxBidLink', 'POST'),
    places: ['tab'],
    label: 'kago.customers.finance.maxBidLinkChange',
    dialog: {
      title: { key: 'kago.customers.finance.maxBidLinkTitle', values: { code: 'customerCode' } },
      submitLabel: 'kago.customers.finance.maxBidLinkSave',
      doneMessage: 'kago.customers.notify.updated',
    },
    recordKey: 'customerId',
    unversioned: true,
    inputs: [{ ...customerField('aucMaxBidLink', { required: true }), startsFrom: 'aucMaxBidLink' }],
  },
  // The finance tab's three switches (server/customers/switches.ts), each the seed's call with no
  // version. VIP bidding moves money (2,000,000 held while on), so it asks first with the frozen cash
  // after the change (src/customers/VipBiddingConfirmation.tsx); the seed sends it in the query.
  {
    ...financeSwitch('switchVipBidding', 'ActiveBid', 'vip', 'WorkspacePremium', {
      field: 'bidActive',
      input: 'active',
    }),
    operation: { ...operation('ActiveBid', 'PUT'), query: true },
    dialog: {
      doneMessage: 'kago.customers.notify.updated',
      confirmWith: 'vipBidding',
      submitLabel: 'ra.action.confirm',
    },
  },
  financeSwitch('changeAllowBid', 'ChangeAllowBid', 'allowBid', 'HowToVote', {
    field: 'bidStatus',
    on: bidStatuses[0],
    input: 'allowBid',
  }),
  financeSwitch('switchTransactions', 'ActiveTransaction', 'tranActive', 'SwapHoriz', {
    field: 'tranActive',
    input: 'active',
  }),
  // The notifications tab's two posts (server/customers/notifications.ts): the seed shows 'common.notify.error'
  // for any failure (section 8); a channel the customer turned off keeps the notification as denied.
  notification('sendWebNotify', 'AddWebNotify', 'sendWeb', 'NotificationsActive', webNotificationFields),
  {
    ...notification('sendMail', 'SendMail', 'sendEmail', 'Email', mailNotificationFields),
    encoding: 'multipart',
  },
] as const satisfies readonly ActionDeclaration[];

export type CustomerActionName = (typeof customerActions)[number]['name'];

export const customerDeclaration = {
  name: customerListResources.customers,
  path: 'customer',
  api: 'master',
  activeField: 'tranActive',
  // 7.11: `create`, `edit`, `deletes`, `activates`, served by the generic routes with the area's
  // rules (server/customers/customerCalls.ts). The list is the call 7.9 names for the customer
  // screen, GetCustomers, so the browser's generic provider pages it there; 7.11's `get` answers
  // the same (`pageCustomers` above). Its export (7.9 ExportExcel) names the file itself.
  operations: {
    ...catalogueOperations(),
    list: operation('GetCustomers'),
    export: excelExport,
  },
  access: { area: 'customers' },
  icon: 'SupportAgent',
  fieldLabels: 'kago.customers.fields',
  fields: [...customerFields, bidActive],
  keywordFields: ['customerCode', 'username', 'fullname', 'email', 'phone'],
  actions: customerActions,
  sort: { field: 'createdDate', order: 'DESC' },
  ui: {
    // Refused for a customer with orders; otherwise it goes with its addresses and histories
    // (server/customers/customerCalls.ts).
    deleteDialog: 'standard',
    // Its code names it on screen: the detail's title, a reference to it.
    recordRepresentation: 'customerCode',
    // Created and edited in a dialog over the list (src/customers/CustomerList.tsx).
    formDialog: {
      createTitle: 'kago.customers.list.createTitle',
      editTitle: { key: 'kago.customers.list.editTitle', values: { code: 'customerCode' } },
      savedMessage: { key: 'kago.customers.notify.saved', values: { code: 'customerCode' } },
    },
    formGroups: sections('kago.customers.groups', ['account', 'identity', 'contact', 'bidding', 'channels']),
  },
} as const satisfies ResourceDeclaration;

const addressLine = field('location', 'text', {
  form: false,
  show: false,
  sortable: false,
  joins: ['address', 'wardName', 'districtName', 'provinceName', 'countryName'],
});

/** `UpdateAddress`: an edit of an address, and making one the default. */
const updateAddress = operation('UpdateAddress', 'PUT');

/**
 * A customer's addresses (the address tab, seed 000 section 5) as a child declaration, listed,
 * added, edited, deleted and made the default by the generic child records
 * (src/generators/ChildRecords.tsx) on the seed's address calls (7.9, server/customers/addresses.ts):
 * keyed by `addressId`, listed as a plain array of one customer's, deleted by `addressId` in the
 * query string. Its access is the customer's.
 */
export const customerAddressDeclaration = {
  name: 'customer-addresses',
  path: 'customer',
  api: 'master',
  partOf: customerDeclaration.name,
  idField: 'addressId',
  operations: {
    list: { ...operation('GetAddresses'), whole: true },
    read: operation('GetAddress'),
    create: operation('CreateAddress', 'POST'),
    update: updateAddress,
    deletes: { ...operation('DeleteAddress', 'DELETE'), query: true },
  },
  access: customerDeclaration.access,
  icon: 'Place',
  fieldLabels: customerDeclaration.fieldLabels,
  // After the street, the address line as the tab lists it: the street, then the places' names the
  // list answers beside their ids.
  fields: customerAddressFields.flatMap((each): FieldDeclaration[] =>
    each.source === 'address' ? [each, addressLine] : [each],
  ),
  actions: [
    {
      name: 'makeDefault',
      icon: 'Star',
      operation: updateAddress,
      places: ['row'],
      label: 'kago.customers.address.setDefault',
      when: { field: 'isDefault', in: [false] },
      sets: { isDefault: true },
      dialog: { doneMessage: 'kago.customers.notify.addressSaved' },
    },
  ],
  ui: {
    recordRepresentation: 'name',
    empty: 'kago.customers.address.empty',
    formDialog: {
      createTitle: 'kago.customers.address.createTitle',
      createLabel: 'kago.customers.address.add',
      editTitle: { key: 'kago.customers.address.editTitle', values: {} },
      savedMessage: { key: 'kago.customers.notify.addressSaved', values: {} },
    },
    deleteDialog: {
      title: 'kago.customers.address.deleteTitle',
      text: { key: 'kago.customers.address.deleteConfirm', values: { name: 'name' } },
      doneMessage: 'kago.customers.notify.addressDeleted',
    },
  },
} as const satisfies ResourceDeclaration;
