import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  contentMustNotBeEmpty,
  notificationDeclaration,
  type notificationStates,
  type notificationTypes,
} from '../../resources/notifications';
import { customers, notifications } from '../db/customerTables';
import type { ResourceTable } from '../db/tables';
import { invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import type { Row } from '../resources/records';
import type { ResourceRules, WriteContext } from '../resources/rules';

type Channel = (typeof notificationTypes)[number];
type State = (typeof notificationStates)[number];

/**
 * Where a notification starts: a web one waits unread in the customer's account, an e-mail leaves
 * the reference server's outbox at once, an app one waits for the app to fetch it. A channel the
 * customer has turned off keeps it as denied, as the customer's own notification calls do.
 */
const startsAs: Readonly<Record<Channel, State>> = { web: 'unread', email: 'sent', app: 'unsent' };

/**
 * A notification sent from the notifications screen (resources/notifications.ts): its body is
 * required with the seed's "content must not be empty", an e-mail needs its subject, the customer
 * must exist; the status and the sender are the server's.
 */
const send = async ({ request, tx, values }: WriteContext): Promise<Row> => {
  const errors = new FieldErrors(localeOf(request), notificationDeclaration);
  const text = (source: string) => (typeof values[source] === 'string' ? values[source].trim() : '');
  if (!text('body')) errors.add('body', contentMustNotBeEmpty);
  if (values.type === 'email' && !text('subject')) errors.add('subject', 'required');
  if (values.type !== 'email' && !text('title')) errors.add('title', 'required');
  const [customer] = await tx
    .select({
      web: customers.notifyWeb,
      email: customers.notifyEmail,
      app: customers.notifyApp,
      address: customers.email,
    })
    .from(customers)
    .where(eq(customers.id, Number(values.customerId)));
  if (!customer) errors.add('customerId', 'reference');
  if (!errors.empty) throw invalid(errors.byField);
  const type = values.type as Channel;
  const allowed = customer[type] && (type !== 'email' || Boolean(customer.address));
  return {
    ...values,
    status: allowed ? startsAs[type] : 'denied',
    createdBy: (request as FastifyRequest).principal?.subject ?? 'system',
    createdAt: new Date(),
  };
};

export const notificationRules: ResourceRules = {
  table: notifications as unknown as ResourceTable,
  create: { before: send },
};
