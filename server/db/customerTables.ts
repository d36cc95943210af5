import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { attachmentTable, day, moment, money, translatedNames, trigram } from './columns';
import { resourceTables } from './tables';
import { identityId, ownedBy, ownedTable, ownerOf } from './keys';

/**
 * The customer tables (issue 5): customers with their levels, supporters, addresses, money,
 * notifications and sign-in history. Like orders they are written out once here; what may change
 * them lives in server/customers.
 */

const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** The geography catalogues an address points at (declared in resources/catalogues.ts). */
const catalogueId = (resource: string) => () => {
  const table = resourceTables.get(resource);
  if (!table) throw new Error(`No catalogue table ${resource}`);
  return table.id;
};

/** The level table: what a customer's spending earns them. */
export const customerLevels = pgTable(
  'customer_levels',
  {
    id: identityId(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    ...translatedNames(100),
    minSpend: money('min_spend').notNull().default(0),
    discountPercent: percent('discount_percent').notNull().default(0),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (table) => [uniqueIndex('customer_levels_code_unique').on(table.code)],
);

/** Staff a customer may be assigned to: supporters and care-by employees. */
export const employees = pgTable(
  'employees',
  {
    id: identityId(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 30 }),
    /** Supporters answer customers; every employee may take care of one. */
    isSupporter: boolean('is_supporter').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('employees_code_unique').on(table.code),
    index('employees_name').on(table.name, table.id),
    index('employees_name_trgm').using('gin', trigram(table.name)),
    index('employees_code_trgm').using('gin', trigram(table.code)),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: identityId(),
    customerCode: varchar('customer_code', { length: 32 }).notNull(),
    /** The customer's sign-in account number: what the account-based calls take. */
    accountId: integer('account_id').notNull(),
    username: varchar('username', { length: 50 }).notNull(),
    fullname: varchar('fullname', { length: 255 }).notNull(),
    idName: varchar('id_name', { length: 255 }),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 30 }),
    gender: varchar('gender', { length: 10 }).notNull().default('other'),
    /** Semicolon-separated; a value that is not a full URL gets the CDN prefix. */
    avatar: text('avatar'),
    birthday: day('birthday'),
    transportCode: varchar('transport_code', { length: 50 }),
    group: varchar('customer_group', { length: 100 }),
    idNumber: varchar('id_number', { length: 50 }),
    idAddress: varchar('id_address', { length: 500 }),
    permanentAddress: varchar('permanent_address', { length: 500 }),
    idBirthday: day('id_birthday'),
    idIssuedDate: day('id_issued_date'),
    idIssuedPlace: varchar('id_issued_place', { length: 255 }),
    countryCode: varchar('country_code', { length: 10 }).notNull(),
    levelId: integer('level_id')
      .notNull()
      .references(() => customerLevels.id),
    supporterId: integer('supporter_id').references(() => employees.id),
    careById: integer('care_by_id').references(() => employees.id),
    /** VIP bidding: while on, 2,000,000 of the customer's cash is frozen. */
    bidActive: boolean('bid_active').notNull().default(false),
    tranActive: boolean('tran_active').notNull().default(true),
    bidStatus: varchar('bid_status', { length: 10 }).notNull().default('allowed'),
    aucMaxBidLink: integer('auc_max_bid_link').notNull().default(0),
    notifyWeb: boolean('notify_web').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyApp: boolean('notify_app').notNull().default(true),
    cashAvailable: money('cash_available').notNull().default(0),
    cashFrozen: money('cash_frozen').notNull().default(0),
    createdDate: moment('created_date').notNull().defaultNow(),
    codeCreatedDate: moment('code_created_date').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_code_unique').on(table.customerCode),
    uniqueIndex('customers_account_unique').on(table.accountId),
    // Usernames are unique whatever their case; the check before a write reads this index too.
    uniqueIndex('customers_username_unique').on(sql`lower(${table.username})`),
    index('customers_username').on(table.username, table.id),
    // Filters combine with the default order (newest first), so a page comes off the index.
    index('customers_created').on(table.createdDate, table.id),
    index('customers_level').on(table.levelId, table.createdDate, table.id),
    index('customers_supporter').on(table.supporterId, table.createdDate, table.id),
    index('customers_care_by').on(table.careById),
    index('customers_country').on(table.countryCode, table.createdDate, table.id),
    index('customers_bid_active').on(table.bidActive, table.createdDate, table.id),
    index('customers_tran_active').on(table.tranActive, table.createdDate, table.id),
    index('customers_fullname').on(table.fullname, table.id),
    index('customers_email').on(table.email, table.id),
    index('customers_cash').on(table.cashAvailable, table.id),
    // Keyword search is a case-insensitive "contains" over these columns.
    index('customers_code_trgm').using('gin', trigram(table.customerCode)),
    index('customers_username_trgm').using('gin', trigram(table.username)),
    index('customers_fullname_trgm').using('gin', trigram(table.fullname)),
    index('customers_email_trgm').using('gin', trigram(table.email)),
    index('customers_phone_trgm').using('gin', trigram(table.phone)),
  ],
);

/** A customer's own rows (addresses, money moves, notifications, histories): deleted with it. */
const aCustomer = ownerOf('customerId', () => customers.id);

/** What the customer pays per marketplace, in percent of the goods (info tab). */
export const customerStandardFees = pgTable(
  'customer_standard_fees',
  {
    customerId: ownedBy(aCustomer),
    marketplace: varchar('marketplace', { length: 20 }).notNull(),
    paymentFee: percent('payment_fee').notNull().default(0),
    serviceFee: percent('service_fee').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.marketplace] })],
);

/**
 * A customer's history (its levels, its supporters): one row per change, the table's own `columns`
 * with who made the change and when, read per customer newest first.
 */
const customerHistory = <Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
) =>
  ownedTable(
    name,
    aCustomer,
    {
      ...columns,
      changedBy: varchar('changed_by', { length: 100 }).notNull(),
      changedAt: moment('changed_at').notNull().defaultNow(),
    },
    { readBy: ['changedAt'] },
  );

export const customerLevelHistory = customerHistory('customer_level_history', {
  fromLevelId: integer('from_level_id').references(() => customerLevels.id),
  toLevelId: integer('to_level_id')
    .notNull()
    .references(() => customerLevels.id),
  note: varchar('note', { length: 500 }),
});

/** Who looked after the customer before: one row per change of supporter or care-by employee. */
export const customerSupportHistory = customerHistory('customer_support_history', {
  /** 'supporter' or 'careBy'. */
  role: varchar('role', { length: 10 }).notNull(),
  fromEmployeeId: integer('from_employee_id').references(() => employees.id),
  toEmployeeId: integer('to_employee_id').references(() => employees.id),
});

export const customerAddresses = ownedTable(
  'customer_addresses',
  aCustomer,
  {
    name: varchar('name', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    countryId: integer('country_id').notNull().references(catalogueId('country')),
    provinceId: integer('province_id').notNull().references(catalogueId('state-province')),
    districtId: integer('district_id').notNull().references(catalogueId('district')),
    wardId: integer('ward_id').notNull().references(catalogueId('ward')),
    address: varchar('address', { length: 500 }).notNull(),
    postalCode: varchar('postal_code', { length: 20 }).notNull(),
    note: varchar('note', { length: 500 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  {
    readBy: ['createdAt'],
    indexes: (table) => [
      // At most one default per customer, whatever races between two writes.
      uniqueIndex('customer_addresses_one_default')
        .on(table.customerId)
        .where(sql`${table.isDefault}`),
      // A catalogue row in use is found without reading every address.
      index('customer_addresses_ward').on(table.wardId),
      index('customer_addresses_district').on(table.districtId),
      index('customer_addresses_province').on(table.provinceId),
      index('customer_addresses_country').on(table.countryId),
    ],
  },
);

/** The customer's money: every move of cash between outside, available and frozen. */
export const customerTransactions = ownedTable(
  'customer_transactions',
  aCustomer,
  {
    /** deposit, withdrawal, payment, refund, vipHold, vipRelease. */
    type: varchar('type', { length: 20 }).notNull(),
    /** new, success, canceled (resources/transactions.ts): only a `success` move changed the cash. */
    status: varchar('status', { length: 12 }).notNull().default('success'),
    /** Always positive: the type says which way it moves. */
    amount: money('amount').notNull(),
    availableAfter: money('available_after').notNull(),
    frozenAfter: money('frozen_after').notNull(),
    note: varchar('note', { length: 500 }),
    /**
     * A note the system wrote (server/customers/transactionNotes.ts): the key of its label, which each
     * language reads in its own words, `note` then holding its one value (an order's code) or nothing.
     */
    noteKey: varchar('note_key', { length: 40 }),
    createdBy: varchar('created_by', { length: 100 }).notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  {
    readBy: ['createdAt'],
    indexes: (table) => [
      // The dashboard's list and totals: a date range, newest first, of every type or one.
      index('customer_transactions_created').on(table.createdAt, table.id),
      index('customer_transactions_type').on(table.type, table.createdAt, table.id),
      // The transactions screen's status filter (resources/transactions.ts), newest first.
      index('customer_transactions_status').on(table.status, table.createdAt, table.id),
    ],
  },
);

/** Web, e-mail and app notifications to a customer; e-mails are the reference server's outbox. */
export const notifications = ownedTable(
  'notifications',
  aCustomer,
  {
    /** web, email, app. */
    type: varchar('type', { length: 10 }).notNull(),
    title: varchar('title', { length: 255 }),
    link: varchar('link', { length: 1000 }),
    subject: varchar('subject', { length: 255 }),
    cc: varchar('cc', { length: 1000 }),
    bcc: varchar('bcc', { length: 1000 }),
    body: text('body'),
    /** read, unread, sent, unsent, sendFailed, denied. */
    status: varchar('status', { length: 12 }).notNull(),
    /** What the notification is about (an order code...), for GetByRefCodeAndCustomerId. */
    refCode: varchar('ref_code', { length: 64 }),
    createdBy: varchar('created_by', { length: 100 }).notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  {
    readBy: ['type', 'createdAt'],
    indexes: (table) => [index('notifications_ref_code').on(table.refCode, table.customerId)],
  },
);

export const notificationAttachments = attachmentTable(
  'notification_attachments',
  ownerOf('notificationId', () => notifications.id),
);

/** Every sign-in of a customer: when, from where, on what. */
export const accessHistory = ownedTable(
  'access_history',
  { ...aCustomer, index: 'customer_device' },
  {
    /** desktop, mobile, tablet, app. */
    deviceType: varchar('device_type', { length: 10 }).notNull(),
    ip: varchar('ip', { length: 45 }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }),
    at: moment('at').notNull().defaultNow(),
  },
  {
    // One customer's history, all devices or one: a customer has a few hundred rows at most.
    readBy: ['deviceType', 'at'],
    indexes: (table) => [
      index('access_history_at').on(table.at, table.id),
      index('access_history_device').on(table.deviceType, table.at, table.id),
    ],
  },
);

/** The customer tables, keyed by table name as drizzle-kit expects. */
export const customerSchema = {
  customer_levels: customerLevels,
  employees,
  customers,
  customer_standard_fees: customerStandardFees,
  customer_level_history: customerLevelHistory,
  customer_support_history: customerSupportHistory,
  customer_addresses: customerAddresses,
  customer_transactions: customerTransactions,
  notifications,
  notification_attachments: notificationAttachments,
  access_history: accessHistory,
};
