import { field } from './fields';

/**
 * What one e-mail may carry, whoever sends it (a customer notification, an order's purchase
 * e-mail): the browser checks it before uploading, the server refuses more.
 */
export const mailAttachmentLimits = { maxBytes: 5 * 1024 * 1024, maxFiles: 10 } as const;

/**
 * An e-mail's attachments as both e-mails take them: files of a multipart body, each at most
 * `maxBytes` (the file input refuses a larger one before it is sent).
 */
export const mailAttachmentsField = field('attachments', 'text', {
  files: true,
  maxBytes: mailAttachmentLimits.maxBytes,
});
