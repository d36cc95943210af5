import { field, oneOf, operation } from './fields';
import type { ResourceDeclaration } from './types';

/**
 * Notifications (seed 000 sections 3 and 4; the second menu's `notification` entry): every
 * notification sent to a customer, whatever screen sent it, on the table the customer's own
 * notification calls write (`Notify/...`, server/notify/routes.ts). The seed's values: types web,
 * email and app; statuses read, unread, sent, unsent, send failed and denied (contract/customers.ts
 * holds the same two lists for the customer's tabs). The catalogue names no call for this screen:
 * its list, detail and send follow the catalogue's pattern under a base of their own
 * (`Notification/get`, `edit`, `create`). A notification is never edited or deleted: it was sent.
 */
export const notificationTypes = ['web', 'email', 'app'] as const;
export const notificationStates = ['read', 'unread', 'sent', 'unsent', 'sendFailed', 'denied'] as const;

/** The seed's generic message for a notification sent without a body (section 8). */
export const contentMustNotBeEmpty = 'kago.errors.generic.contentEmpty';

export const notificationDeclaration: ResourceDeclaration = {
  name: 'notification',
  path: 'Notification',
  table: 'notifications',
  // The customers' area owns the table (server/db/customerTables.ts); server/notifications/rules.ts
  // hands it to the generic routes.
  computed: true,
  api: 'master',
  operations: {
    list: operation('get'),
    createForm: operation('create'),
    create: operation('create', 'POST'),
    read: operation('edit'),
  },
  access: { area: 'customers' },
  icon: 'NotificationsActive',
  keywordFields: ['title', 'subject', 'refCode'],
  fields: [
    oneOf('type', notificationTypes, { required: true, filter: true, defaultValue: 'web' }),
    field('customerId', 'number', {
      required: true,
      integer: true,
      min: 1,
      filter: true,
      sortable: false,
      byCode: { search: 'customer-information', codeField: 'customerCode' },
    }),
    field('title', 'text', { maxLength: 255 }),
    field('link', 'url', { maxLength: 1000, list: false }),
    // The e-mail's subject and the sender wait for the columns button: with them the list was wider
    // than a 1280 px desk with the menu open (tests/e2e/fit.test.ts); the title says what it was.
    field('subject', 'text', { maxLength: 255, list: 'onDemand' }),
    field('cc', 'text', { maxLength: 1000, list: false }),
    field('bcc', 'text', { maxLength: 1000, list: false }),
    // Required by the rules with the seed's own message, not by the schema's "must not be empty".
    field('body', 'textarea', { maxLength: 10_000, list: false, neededFirst: contentMustNotBeEmpty }),
    field('refCode', 'text', { maxLength: 64, filter: true }),
    // The server's, whatever a call sends (server/notifications/rules.ts).
    oneOf('status', notificationStates, { filter: true, form: false, defaultValue: 'unsent' }),
    field('createdBy', 'text', { maxLength: 100, form: false, list: 'onDemand' }),
    field('createdAt', 'datetime', { form: false, rangeFilter: true }),
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  ui: { recordRepresentation: 'title' },
};
