import type { MultipartFile } from '@fastify/multipart';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { customers, notificationAttachments, notifications } from '../db/customerTables';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { addSchemaErrors, bodySchema, CustomerFieldErrors } from '../customers/fields';
import { mailNotificationFields, webNotificationFields } from '../../resources/customers';
import type { FieldDeclaration } from '../../resources/index';
import { type NotificationStatus, type NotificationChannel } from '../../contract/customers';
import { mailAttachmentLimits } from '../../resources/mail';
import { actorOf, customerIdOfAccount, customerNotFound, maxCustomerTake } from '../customers/records';
import { customerCall, idValue, querySchema, type AreaRoute } from '../customers/routeTable';

const tag = 'notifications';

/** The most notifications one call lists, newest first. */
const listLimit = maxCustomerTake;

/** Notifications with their attachments' names and sizes: two queries for the whole list. */
const withAttachments = async (db: Database, rows: (typeof notifications.$inferSelect)[]) => {
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await db
        .select({
          notificationId: notificationAttachments.notificationId,
          name: notificationAttachments.name,
          size: notificationAttachments.size,
        })
        .from(notificationAttachments)
        .where(inArray(notificationAttachments.notificationId, ids))
        .orderBy(notificationAttachments.id)
    : [];
  return rows.map(({ customerId: _customerId, ...row }) => ({
    ...row,
    attachments: files
      .filter((file) => file.notificationId === row.id)
      .map(({ name, size }) => ({ name, size })),
  }));
};

const notificationsOf = async (db: Database, customerId: number, types: readonly NotificationChannel[]) =>
  withAttachments(
    db,
    await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, customerId), inArray(notifications.type, [...types])))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(listLimit),
  );

const customerChannels = async (db: Database, customerId: number) => {
  const [customer] = await db
    .select({ email: customers.email, notifyWeb: customers.notifyWeb, notifyEmail: customers.notifyEmail })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw customerNotFound();
  return customer;
};

/** A channel the customer has turned off (or an e-mail without an address) keeps the notification as denied. */
const deliver = async (
  db: Database,
  values: typeof notifications.$inferInsert,
  allowed: boolean,
  files: readonly { name: string; contentType: string; content: Buffer }[] = [],
) => {
  const status = allowed ? values.status : ('denied' satisfies NotificationStatus);
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [stored] = await tx
      .insert(notifications)
      .values({ ...values, status })
      .returning({ id: notifications.id });
    if (files.length)
      await tx
        .insert(notificationAttachments)
        .values(files.map((file) => ({ notificationId: stored.id, ...file, size: file.content.length })));
    return stored.id;
  });
  // The seed's failure message for a notification post (section 8): the record stays, as denied.
  if (!allowed) throw new ApiError(400, 'common.notify.error');
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return (await withAttachments(db, [row]))[0];
};

const emailPattern = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** cc and bcc: addresses separated by commas or semicolons; each must be an e-mail address. */
const addressList = (errors: CustomerFieldErrors, source: string, value: string | undefined) => {
  const addresses = (value ?? '')
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.some((address) => !emailPattern.test(address))) errors.add(source, 'email');
  return addresses.length ? addresses.join(', ') : null;
};

/** What a notification names besides its declared fields (resources/customers.ts). */
const addressed = { CustomerId: idValue, refCode: { type: ['string', 'null'], maxLength: 64 } };
const requiredOf = (fields: readonly FieldDeclaration[]) => [
  'CustomerId',
  ...fields.filter((field) => field.required).map((field) => field.source),
];

const sendMailFieldsSchema = bodySchema(
  mailNotificationFields,
  addressed,
  requiredOf(mailNotificationFields),
);

interface MailFields {
  CustomerId: number;
  subject: string;
  cc?: string;
  bcc?: string;
  body: string;
  refCode?: string;
}

/**
 * SendMail's multipart form, read after the rights check: its text fields validated by their JSON
 * schema (the route's own validator), each attachment at most 5 MB.
 */
const readMailForm = async (request: FastifyRequest) => {
  const errors = new CustomerFieldErrors(request);
  if (!request.isMultipart()) {
    errors.add('body', 'required');
    errors.throwIfAny();
  }
  // Without a prototype: a part may be named like a built-in member (`constructor`, `toString`).
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: { name: string; contentType: string; content: Buffer }[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const content = await file.toBuffer();
        if (file.file.truncated)
          errors.add('attachments', 'kago.customerServer.attachmentTooLarge', {
            name: file.filename,
            size: mailAttachmentLimits.maxBytes / 1024 / 1024,
          });
        else if (file.filename) files.push({ name: file.filename, contentType: file.mimetype, content });
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (!(error instanceof request.server.multipartErrors.FilesLimitError)) throw error;
    errors.add('attachments', 'kago.server.tooMany', { max: mailAttachmentLimits.maxFiles });
  }
  const validate = request.compileValidationSchema(sendMailFieldsSchema, 'body');
  if (!validate(fields))
    addSchemaErrors(request, (validate.errors ?? []) as FastifySchemaValidationError[], errors);
  // Attachments and text fields are reported together; the addresses only once the text is valid.
  errors.throwIfAny();
  const mail = fields as unknown as MailFields;
  const cc = addressList(errors, 'cc', mail.cc);
  const bcc = addressList(errors, 'bcc', mail.bcc);
  errors.throwIfAny();
  return { mail, cc, bcc, files };
};

export const notifyRoutes = (db: Database): AreaRoute[] => [
  {
    ...customerCall('webNotifications'),
    tag,
    summary: "The customer's web and app notifications, newest first.",
    querystring: querySchema({ accountId: idValue }, ['accountId']),
    handle: async (request) =>
      notificationsOf(db, await customerIdOfAccount(db, (request.query as { accountId: number }).accountId), [
        'web',
        'app',
      ]),
  },
  {
    ...customerCall('emailNotifications'),
    tag,
    summary: "The customer's e-mails (the outbox), newest first.",
    querystring: querySchema({ accountId: idValue }, ['accountId']),
    handle: async (request) =>
      notificationsOf(db, await customerIdOfAccount(db, (request.query as { accountId: number }).accountId), [
        'email',
      ]),
  },
  {
    ...customerCall('notificationsAbout'),
    tag,
    summary: "The customer's notifications about one thing (an order code...), newest first.",
    querystring: querySchema(
      { refCode: { type: 'string', minLength: 1, maxLength: 64 }, customerId: idValue },
      ['refCode', 'customerId'],
    ),
    handle: async (request) => {
      const { refCode, customerId } = request.query as { refCode: string; customerId: number };
      await customerChannels(db, customerId);
      return withAttachments(
        db,
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.refCode, refCode.trim()), eq(notifications.customerId, customerId)))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(listLimit),
      );
    },
  },
  {
    ...customerCall('sendWebNotify'),
    tag,
    summary:
      'Posts a web notification to the customer (unread); with the web channel off it is kept as denied and refused.',
    body: bodySchema(webNotificationFields, addressed, requiredOf(webNotificationFields)),
    emptiable: webNotificationFields,
    handle: async (request) => {
      const input = request.body as {
        CustomerId: number;
        title: string;
        link?: string | null;
        body: string;
        refCode?: string | null;
      };
      const channels = await customerChannels(db, input.CustomerId);
      return deliver(
        db,
        {
          customerId: input.CustomerId,
          type: 'web',
          title: input.title.trim(),
          link: input.link?.trim() || null,
          body: input.body,
          refCode: input.refCode?.trim() || null,
          status: 'unread',
          createdBy: actorOf(request),
        },
        channels.notifyWeb,
      );
    },
  },
  {
    ...customerCall('sendMail'),
    tag,
    summary:
      'Sends an e-mail (multipart form: CustomerId, subject, cc, bcc, body, refCode?, attachments of at most 5 MB each) through the outbox; to a customer without an e-mail address or with the e-mail channel off it is kept as denied and refused.',
    multipart: true,
    handle: async (request) => {
      const { mail, cc, bcc, files } = await readMailForm(request);
      const channels = await customerChannels(db, mail.CustomerId);
      return deliver(
        db,
        {
          customerId: mail.CustomerId,
          type: 'email',
          subject: mail.subject.trim(),
          cc,
          bcc,
          body: mail.body,
          refCode: mail.refCode?.trim() || null,
          status: 'sent',
          createdBy: actorOf(request),
        },
        Boolean(channels.email) && channels.notifyEmail,
        files,
      );
    },
  },
];
