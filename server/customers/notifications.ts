import type { MultipartFile } from '@fastify/multipart';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { customers, notificationAttachments, notifications } from '../db/customerTables';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { addSchemaErrors, CustomerFieldErrors } from './fields';
import { customerActions, type CustomerActionName } from '../../resources/customers';
import { field } from '../../resources/fields';
import { type NotificationStatus, type NotificationChannel } from '../../contract/customers';
import { mailAttachmentLimits } from '../../resources/mail';
import { actionInputSchema, fieldSchema, type JsonSchema } from '../resources/schemas';
import type { ActionContext } from '../resources/rules';
import { inputOf, type CustomerHandlers } from './handlers';
import { actorOf, customerIdOfAccount, customerNotFound, maxCustomerTake } from './records';
import { newestFirst } from '../db/newestFirst';
import { childRows, rowsUnder } from '../db/childRows';

/** The most notifications one call lists, newest first. */
const listLimit = maxCustomerTake;

/** Notifications with their attachments' names and sizes: two queries for the whole list. */
const withAttachments = async (db: Database, rows: (typeof notifications.$inferSelect)[]) => {
  const { notificationId, name, size } = notificationAttachments;
  const attachmentsOf = await childRows(
    rows.map((row) => row.id),
    rowsUnder(db, notificationId, { notificationId, name, size }, notificationAttachments.id),
    (file) => file.notificationId,
  );
  return rows.map(({ customerId: _customerId, ...row }) => ({
    ...row,
    attachments: attachmentsOf(row.id).map(({ name, size }) => ({ name, size })),
  }));
};

const notificationsOf = async (db: Database, customerId: number, types: readonly NotificationChannel[]) =>
  withAttachments(
    db,
    await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, customerId), inArray(notifications.type, [...types])))
      .orderBy(...newestFirst(notifications.createdAt, notifications.id))
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

type Channels = Awaited<ReturnType<typeof customerChannels>>;

/**
 * Keeps a notification to its customer, by the user who sends it, and sends it where `open` says
 * the customer's channel is open. A channel the customer has turned off (or an e-mail without an
 * address) keeps the notification as denied: the refusal keeps the write (`keepsWrites`).
 */
const deliver = async (
  { tx, request }: { tx: Database; request: FastifyRequest },
  values: Omit<typeof notifications.$inferInsert, 'createdBy'>,
  open: (channels: Channels) => boolean,
  files: readonly { name: string; contentType: string; content: Buffer }[] = [],
) => {
  const allowed = open(await customerChannels(tx, values.customerId));
  const status = allowed ? values.status : ('denied' satisfies NotificationStatus);
  const [stored] = await tx
    .insert(notifications)
    .values({ ...values, status, createdBy: actorOf(request) })
    .returning({ id: notifications.id });
  if (files.length)
    await tx
      .insert(notificationAttachments)
      .values(files.map((file) => ({ notificationId: stored.id, ...file, size: file.content.length })));
  // The seed's failure message for a notification post (section 8): the record stays, as denied.
  if (!allowed) throw new ApiError(400, 'common.notify.error', { keepsWrites: true });
  const [row] = await tx.select().from(notifications).where(eq(notifications.id, stored.id));
  return (await withAttachments(tx, [row]))[0];
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

/**
 * A post's body: its action's inputs (resources/customers.ts) and the customer (`CustomerId`), and
 * what the thing it is about is called (an order code), which no form asks for.
 */
const postSchema = (name: CustomerActionName): JsonSchema => {
  const schema = actionInputSchema(customerActions.find((action) => action.name === name)!);
  const refCode = fieldSchema(field('refCode', 'text', { maxLength: 64 }));
  return { ...schema, properties: { ...(schema.properties as object), refCode } };
};

const sendMailFieldsSchema = postSchema('sendMail');

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
  return { CustomerId: mail.CustomerId, mail, cc, bcc, files };
};

/** The notifications of these channels to the customer of the input's `accountId`. */
const accountNotifications = async (context: ActionContext, types: readonly NotificationChannel[]) =>
  notificationsOf(
    context.tx,
    await customerIdOfAccount(context.tx, inputOf<{ accountId: number }>(context).accountId),
    types,
  );

/** The notifications tab's calls (`/api/Notify/`): what was sent to the customer, and the two posts. */
export const notificationHandlers = {
  webNotifications: {
    summary: "The customer's web and app notifications, newest first.",
    handle: (context) => accountNotifications(context, ['web', 'app']),
  },
  emailNotifications: {
    summary: "The customer's e-mails (the outbox), newest first.",
    handle: (context) => accountNotifications(context, ['email']),
  },
  notificationsAbout: {
    summary: "The customer's notifications about one thing (an order code...), newest first.",
    handle: async (context) => {
      const { tx } = context;
      const { refCode, customerId } = inputOf<{ refCode: string; customerId: number }>(context);
      await customerChannels(tx, customerId);
      return withAttachments(
        tx,
        await tx
          .select()
          .from(notifications)
          .where(and(eq(notifications.refCode, refCode.trim()), eq(notifications.customerId, customerId)))
          .orderBy(...newestFirst(notifications.createdAt, notifications.id))
          .limit(listLimit),
      );
    },
  },
  sendWebNotify: {
    summary:
      'Posts a web notification to the customer (unread); with the web channel off it is kept as denied and refused.',
    inputSchema: postSchema('sendWebNotify'),
    handle: async (context) => {
      const input = inputOf<{
        CustomerId: number;
        title: string;
        link?: string | null;
        body: string;
        refCode?: string | null;
      }>(context);
      return deliver(
        context,
        {
          customerId: input.CustomerId,
          type: 'web',
          title: input.title.trim(),
          link: input.link?.trim() || null,
          body: input.body,
          refCode: input.refCode?.trim() || null,
          status: 'unread',
        },
        (channels) => channels.notifyWeb,
      );
    },
  },
  sendMail: {
    summary:
      'Sends an e-mail (multipart form: CustomerId, subject, cc, bcc, body, refCode?, attachments of at most 5 MB each) through the outbox; to a customer without an e-mail address or with the e-mail channel off it is kept as denied and refused.',
    readInput: readMailForm,
    handle: async (context) => {
      const { mail, cc, bcc, files } = inputOf<Awaited<ReturnType<typeof readMailForm>>>(context);
      return deliver(
        context,
        {
          customerId: mail.CustomerId,
          type: 'email',
          subject: mail.subject.trim(),
          cc,
          bcc,
          body: mail.body,
          refCode: mail.refCode?.trim() || null,
          status: 'sent',
        },
        (channels) => Boolean(channels.email) && channels.notifyEmail,
        files,
      );
    },
  },
} satisfies CustomerHandlers;
