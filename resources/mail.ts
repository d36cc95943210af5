/**
 * What one e-mail may carry, whoever sends it (a customer notification, an order's purchase
 * e-mail): the browser checks it before uploading, the server refuses more.
 */
export const mailAttachmentLimits = { maxBytes: 5 * 1024 * 1024, maxFiles: 10 } as const;
