import { getTableColumns } from 'drizzle-orm';
import { integer, pgTable, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  customerActions,
  customerAddressDeclaration,
  customerDeclaration,
  mailNotificationFields,
  webNotificationFields,
} from '../../resources/customers';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from '../../resources/index';
import { notificationDeclaration } from '../../resources/notifications';
import { orderActions } from '../../resources/orders/orderActions';
import { paymentDeclaration } from '../../resources/payments';
import { transactionDeclaration } from '../../resources/transactions';
import {
  customerAddresses,
  customerLevelHistory,
  customers,
  customerStandardFees,
  customerTransactions,
  notificationAttachments,
  notifications,
} from '../../server/db/customerTables';
import { migratedSchema } from '../../server/db/migrationFiles';
import { standardFeeFields } from '../../server/customers/fields';
import {
  orderDetails,
  orderDocuments,
  orderEmailAttachments,
  orderEmails,
  orderPayments,
  orderReceivables,
  orders,
  orderServices,
} from '../../server/db/orderTables';
import { fieldColumn, schema as generatedSchema } from '../../server/db/tables';

/**
 * The tables written by hand (issue 28), each in one of three lists:
 * - a table that stores a declared record: each declared field's column is the one the generated
 *   tables would give it (server/db/tables.ts `fieldColumn`): the same SQL type, the same length,
 *   null where the field may be absent. A column that holds less than its field accepts fails a
 *   write the schema let through; one that holds more lets the two drift.
 * - a table that declared inputs write (an action's inputs, not a record of its own): each input's
 *   column holds whatever the input accepts (its type, at least its length), and is null or has a
 *   default where the input may be left out.
 * - a table that holds no screen's record (audit rows, links, the server's own state): named with
 *   its reason.
 * Every hand-written table of the migrations is in one of them: a new one fails the last test until
 * it is added here.
 */
const checkedTables: readonly {
  table: string;
  columns: PgTable;
  declaration: ResourceDeclaration;
  /** Declared fields the table does not store: joined or computed on read. */
  notStored: readonly string[];
  /**
   * Optional fields whose column is never null because the area's write fills it when the call
   * leaves it out (where a declared `defaultValue` would start the form from it too).
   */
  filledByServer?: readonly string[];
}[] = [
  {
    table: 'customers',
    columns: customers,
    declaration: customerDeclaration,
    notStored: [],
    // A new customer without a level starts at the lowest (server/customers/customerCalls.ts).
    filledByServer: ['levelId'],
  },
  {
    table: 'customer_addresses',
    columns: customerAddresses,
    declaration: customerAddressDeclaration,
    // The address line the tab lists: the street and the names of its places, joined on read.
    notStored: ['location'],
    // A customer's first address is its default (server/customers/addresses.ts).
    filledByServer: ['isDefault'],
  },
  {
    table: 'notifications',
    columns: notifications,
    declaration: notificationDeclaration,
    notStored: [],
    // Who sent it and when: the server's, whatever a call sends (server/notifications/rules.ts).
    filledByServer: ['createdBy', 'createdAt'],
  },
  {
    table: 'customer_transactions',
    columns: customerTransactions,
    declaration: transactionDeclaration,
    // The customer's code and name, joined from the customer on read.
    notStored: ['customerCode', 'customerName'],
    // The list only reads (its fields are not required of any call); the finance writes store each
    // move whole, with its type, status, amounts, author and time (server/customers/finance.ts).
    filledByServer: ['createdAt', 'status', 'createdBy', 'type', 'amount', 'availableAfter', 'frozenAfter'],
  },
  {
    table: 'order_payments',
    columns: orderPayments,
    declaration: paymentDeclaration,
    // The order's and its customer's codes, joined from the order on read.
    notStored: ['orderCode', 'customerCode'],
    // A payment is stored with its time and status (server/money/paymentRules.ts).
    filledByServer: ['at', 'status'],
  },
];

const declaredActions: readonly ActionDeclaration[] = [...orderActions, ...customerActions];
const action = (name: string) => {
  const found = declaredActions.find((each) => each.name === name);
  if (!found) throw new Error(`No action ${name}`);
  return found.inputs ?? [];
};
const except = (inputs: readonly FieldDeclaration[], ...sources: string[]) =>
  inputs.filter((input) => !sources.includes(input.source));

const writtenTables: readonly {
  table: string;
  columns: PgTable;
  /** What writes the table, for the failure's message. */
  by: string;
  inputs: readonly FieldDeclaration[];
  /** Inputs stored in a column of another name. */
  columnOf?: Readonly<Record<string, string>>;
}[] = [
  {
    table: 'orders',
    columns: orders,
    // The inputs that change the order's own values start from them (resources/orders/orderActions.ts).
    by: "the order actions' inputs that start from the order",
    inputs: (orderActions as readonly ActionDeclaration[]).flatMap((each) =>
      (each.inputs ?? []).filter((input) => input.startsFrom),
    ),
  },
  {
    table: 'order_details',
    columns: orderDetails,
    by: 'OrderDetailUpdateProAtt',
    inputs: except(action('OrderDetailUpdateProAtt'), 'orderDetailId'),
  },
  {
    table: 'order_services',
    columns: orderServices,
    by: 'AddOrderService',
    inputs: action('AddOrderService'),
  },
  {
    table: 'order_receivables',
    columns: orderReceivables,
    by: 'AddOrderReceivable',
    inputs: action('AddOrderReceivable'),
  },
  {
    table: 'order_documents',
    columns: orderDocuments,
    by: 'UpdateDocument',
    inputs: except(action('UpdateDocument'), 'documentId'),
  },
  {
    table: 'order_emails',
    columns: orderEmails,
    by: 'SendEmailOrderPurchase',
    // The files go to the attachments' table, one row each.
    inputs: except(action('SendEmailOrderPurchase'), 'attachments'),
  },
  {
    table: 'customer_level_history',
    columns: customerLevelHistory,
    by: 'changeLevel',
    inputs: action('changeLevel'),
    columnOf: { levelId: 'toLevelId' },
  },
  {
    table: 'customer_standard_fees',
    columns: customerStandardFees,
    by: "a customer's create and edit",
    inputs: standardFeeFields,
  },
  {
    table: 'notifications',
    columns: notifications,
    by: "the customer's web notification and e-mail",
    inputs: [...webNotificationFields, ...except(mailNotificationFields, 'attachments')],
  },
];

const internalTables: readonly { internal: string; reason: string }[] = [
  // Audit rows: what a write did, kept beside the record it changed.
  { internal: 'order_events', reason: "an order's audit trail: written by every order write" },
  { internal: 'order_package_events', reason: "a package's audit trail: written by every package write" },
  { internal: 'shipping_order_events', reason: "a shipping order's timeline: written by its moves" },
  {
    internal: 'customer_support_history',
    reason: "who looked after a customer before: the customer's own ids, copied by each change",
  },
  // Links between two records, nothing of their own.
  { internal: 'order_sellers', reason: 'links an order to the sellers of its lines' },
  { internal: 'order_package_orders', reason: 'links a package to its orders' },
  { internal: 'release_note_packages', reason: 'links a goods release note to its packages' },
  // Written by the server's rules from other records or an upload, never from a call's values.
  { internal: 'order_routing', reason: "the offices an order passed: written by the order's status moves" },
  {
    internal: 'shipping_order_receivables',
    reason: "a shipper's charge: written by the charge move from contract/charges.ts",
  },
  { internal: 'notification_attachments', reason: "an e-mail's files: the multipart upload's bytes" },
  { internal: 'order_email_attachments', reason: "an e-mail's files: the multipart upload's bytes" },
  // Seeded and only read: no call writes them.
  { internal: 'customer_levels', reason: 'the level table (GetAllLevel)' },
  { internal: 'employees', reason: 'the staff (getallemployee, GetAllSupporters)' },
  { internal: 'post_offices', reason: 'post offices and warehouses (GetOffice)' },
  { internal: 'payment_wallets', reason: 'the wallets (GetWallets)' },
  { internal: 'access_history', reason: "a customer's sign-ins (GetAccessHistory)" },
  { internal: 'order_inquiries', reason: "questions about an order (the order's inquiries tab)" },
  { internal: 'order_payables', reason: "what is paid out for an order (the order's payables tab)" },
  { internal: 'order_shipments', reason: "an order's carrier shipments (getOrderEfex)" },
  { internal: 'order_shipment_events', reason: "a carrier's tracking events (getOrderEfex)" },
  // The server's own state.
  { internal: 'oidc_payload', reason: "the sign-in provider's sessions, grants and tokens" },
  { internal: 'revoked_token', reason: 'access tokens revoked before their expiry' },
  { internal: 'login_failure', reason: 'failed sign-ins per account or address' },
  { internal: 'server_secret', reason: 'signing and cookie keys shared by every server' },
  { internal: 'user_preference', reason: "each user's list choices, stored as the browser sends them" },
];

/** What a column is, as far as a declaration says: its SQL type, its length and its nullability. */
const shapeOf = (column: PgColumn) => ({
  type: column.getSQLType(),
  notNull: column.notNull,
});

const lengthOf = (type: string) => {
  if (type === 'text') return Infinity;
  const length = /^varchar\((\d+)\)$/.exec(type)?.[1];
  return length === undefined ? undefined : Number(length);
};

/**
 * The SQL type a field's column may have: the generated one; for a choice (an enum or a status) of
 * no declared length, text or any varchar that holds its longest choice.
 */
const typeAgrees = (field: FieldDeclaration, declared: string, stored: string) => {
  if (declared === stored) return true;
  if ((field.type !== 'enum' && field.type !== 'status') || field.maxLength !== undefined) return false;
  const length = lengthOf(stored);
  return length !== undefined && Math.max(...(field.choices ?? []).map((choice) => choice.length)) <= length;
};

/**
 * Whether a column holds every value a field accepts: its type, a text at least as long, or for a
 * number between declared bounds, a decimal of as many digits before its point (its scale rounds).
 */
const typeHolds = (field: FieldDeclaration, declared: string, stored: string) => {
  if (typeAgrees(field, declared, stored)) return true;
  const decimal = /^numeric\((\d+), ?(\d+)\)$/.exec(stored);
  if (declared === 'numeric' && decimal && field.min !== undefined && field.max !== undefined) {
    const limit = 10 ** (Number(decimal[1]) - Number(decimal[2]));
    return -limit < field.min && field.max < limit;
  }
  const [wanted, held] = [lengthOf(declared), lengthOf(stored)];
  return wanted !== undefined && held !== undefined && wanted <= held;
};

const anyTarget = pgTable('any_target', { id: integer('id') });

/**
 * A column that other declared inputs write too (a notification's body, which the customer's
 * e-mail sends longer than the notification screen does) holds the longest of them, not just its
 * record's field: wider than the record declares only because some writer accepts more, and then
 * holding what each writer accepts.
 */
const heldForWriters = (table: string, field: FieldDeclaration, stored: string) => {
  const writers = writtenTables
    .filter((written) => written.table === table)
    .flatMap(({ inputs, columnOf = {} }) =>
      inputs.filter((input) => (columnOf[input.source] ?? input.source) === field.source),
    );
  const typeOf = (each: FieldDeclaration) => shapeOf(expectedColumns([each])[each.source]).type;
  const declared = lengthOf(typeOf(field)) ?? Infinity;
  return (
    writers.some((writer) => (lengthOf(typeOf(writer)) ?? 0) > declared) &&
    [field, ...writers].every((each) => typeHolds(each, typeOf(each), stored))
  );
};

/** The columns the generated tables would give these fields, by source. */
const expectedColumns = (fields: readonly FieldDeclaration[]) =>
  getTableColumns(
    pgTable(
      'expected',
      Object.fromEntries(fields.map((field) => [field.source, fieldColumn(field, () => anyTarget.id)])),
    ),
  ) as Record<string, PgColumn>;

describe('hand-written tables against their declarations', () => {
  it.each(checkedTables)(
    '$table stores each of its fields as declared',
    ({ table, columns, declaration, notStored, filledByServer = [] }) => {
      const stored = getTableColumns(columns) as Record<string, PgColumn>;
      const expected = expectedColumns(
        declaration.fields.filter((field) => !notStored.includes(field.source)),
      );
      const disagreements = Object.entries(expected).flatMap(([source, column]) => {
        const actual = stored[source];
        if (!actual) return [`${source}: no column`];
        const [want, have] = [shapeOf(column), shapeOf(actual)];
        const field = declaration.fields.find((each) => each.source === source)!;
        const notNull = want.notNull || filledByServer.includes(source);
        return (typeAgrees(field, want.type, have.type) || heldForWriters(table, field, have.type)) &&
          notNull === have.notNull
          ? []
          : [`${source}: declared ${JSON.stringify(want)}, column ${JSON.stringify(have)}`];
      });
      expect(disagreements).toEqual([]);
    },
  );

  it.each(writtenTables)('$table holds what $by accept', ({ columns, inputs, columnOf = {} }) => {
    const stored = getTableColumns(columns) as Record<string, PgColumn>;
    const expected = expectedColumns(inputs);
    const disagreements = inputs.flatMap((input) => {
      const actual = stored[columnOf[input.source] ?? input.source];
      if (!actual) return [`${input.source}: no column`];
      const want = shapeOf(expected[input.source]);
      const have = shapeOf(actual);
      const mayBeLeftOut = !input.required && input.defaultValue === undefined;
      return typeHolds(input, want.type, have.type) && (!mayBeLeftOut || !have.notNull || actual.hasDefault)
        ? []
        : [`${input.source}: declared ${JSON.stringify(want)}, column ${JSON.stringify(have)}`];
    });
    expect(disagreements).toEqual([]);
  });

  it('names only declared fields as not stored or filled by the server', () => {
    for (const { declaration, notStored, filledByServer = [] } of checkedTables)
      for (const source of [...notStored, ...filledByServer])
        expect(declaration.fields.map((field) => field.source)).toContain(source);
  });

  it('keeps an e-mail attachment the same in both outboxes', () => {
    const shapes = (table: PgTable) =>
      Object.fromEntries(
        ['name', 'contentType', 'size', 'content'].map((key) => [
          key,
          shapeOf((getTableColumns(table) as Record<string, PgColumn>)[key]),
        ]),
      );
    expect(shapes(notificationAttachments)).toEqual(shapes(orderEmailAttachments));
  });

  it('fails on a column that holds less than its field', () => {
    const narrow = pgTable('narrow', {
      countryCode: fieldColumn(
        { source: 'countryCode', type: 'text', maxLength: 2, required: true },
        () => anyTarget.id,
      ),
    });
    const wide = fieldColumn(
      { source: 'countryCode', type: 'text', maxLength: 10, required: true },
      () => anyTarget.id,
    );
    const field: FieldDeclaration = { source: 'countryCode', type: 'text', maxLength: 10 };
    const [narrowType, wideType] = [
      shapeOf(getTableColumns(narrow).countryCode as PgColumn).type,
      shapeOf(getTableColumns(pgTable('wide', { countryCode: wide })).countryCode as PgColumn).type,
    ];
    expect(typeAgrees(field, wideType, narrowType)).toBe(false);
    expect(typeHolds(field, wideType, narrowType)).toBe(false);
    expect(typeHolds(field, wideType, 'text')).toBe(true);
  });

  it('accounts for every hand-written table, each once', () => {
    const handWritten = Object.keys(migratedSchema).filter((table) => !(table in generatedSchema));
    const accounted = [
      ...new Set([...checkedTables, ...writtenTables].map(({ table }) => table)),
      ...internalTables.map(({ internal }) => internal),
    ];
    expect([...accounted].sort()).toEqual([...handWritten].sort());
    for (const { reason } of internalTables) expect(reason).not.toBe('');
  });
});
