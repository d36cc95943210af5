import type { FastifyRequest } from 'fastify';
import { mailAttachmentLimits } from '../../resources/mail';
import { ApiError } from '../http/apiError';
import type { UploadedFile } from '../resources/upload';

/** What one multipart write may carry: a purchase e-mail's attachments, as any e-mail's (resources/mail.ts). */
export const multipartLimits = {
  fileSize: mailAttachmentLimits.maxBytes,
  files: mailAttachmentLimits.maxFiles,
  fields: 20,
  fieldSize: 100_000,
};

/**
 * A multipart body as a plain object: each field's text (the schema then checks and coerces it,
 * as for a JSON body), each file field a list of files. A file input left empty sends a part
 * without a name: it is no file.
 */
export const readMultipartBody = async (request: FastifyRequest, fileFields: readonly string[]) => {
  if (!request.isMultipart()) throw new ApiError(400, 'kago.orderServer.multipartExpected');
  // Without prototypes: a part may be named like a built-in member (`constructor`, `toString`).
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Record<string, UploadedFile[]> = Object.assign(
    Object.create(null) as Record<string, UploadedFile[]>,
    Object.fromEntries(fileFields.map((name) => [name, []])),
  );
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const data = await part.toBuffer();
    if (!fileFields.includes(part.fieldname))
      throw new ApiError(400, 'kago.validation.unknownField', { params: { field: part.fieldname } });
    if (part.filename) files[part.fieldname].push({ name: part.filename, contentType: part.mimetype, data });
  }
  return { fields, files };
};
