import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError';

/**
 * A call's body that is one uploaded file and nothing else (a multipart form of that one part: the
 * order tracking import's .xlsx), as its rules give it (`ActionRules.upload`, server/resources/rules.ts):
 * its field and size are its declared files input's (resources/types.ts `files`, `maxBytes`), which
 * the browser's picker reads too. The registrar parses such a body for its route alone and answers
 * the parser's refusals with these messages; what the file holds, the call's rules judge.
 */
export interface Upload {
  /** The form field that carries the file. */
  readonly field: string;
  /** The kinds it takes: a file named with one of these endings (any case), or sent as one of these media types. */
  readonly accept: { readonly endings: readonly string[]; readonly mediaTypes: readonly string[] };
  /** The most bytes it may have. */
  readonly maxBytes: number;
  /**
   * What its refusals say (label keys): no file (or no form); larger than `maxBytes` (`%{max}`:
   * megabytes); not of a kind it takes.
   */
  readonly messages: { readonly missing: string; readonly tooLarge: string; readonly wrongKind: string };
}

/**
 * A file of a multipart body, read into memory (bounded by what its call declares, or by its area's
 * parser limits).
 */
export interface UploadedFile {
  name: string;
  contentType: string;
  data: Buffer;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 100) / 100;

/**
 * The parser's own refusals of an upload (Fastify's and @fastify/multipart's codes) as the call's
 * declared messages: a file too large, or no form at all (a JSON body, a form of more than one file);
 * undefined for any other failure.
 */
export const uploadRefusal = (upload: Upload, code: string): ApiError | undefined => {
  const tooLarge = () =>
    new ApiError(400, upload.messages.tooLarge, { params: { max: megabytes(upload.maxBytes) } });
  const missing = () => new ApiError(400, upload.messages.missing);
  const refusals: Record<string, () => ApiError> = {
    FST_REQ_FILE_TOO_LARGE: tooLarge,
    FST_ERR_CTP_BODY_TOO_LARGE: tooLarge,
    FST_INVALID_MULTIPART_CONTENT_TYPE: missing,
    FST_ERR_CTP_INVALID_MEDIA_TYPE: missing,
    FST_ERR_CTP_EMPTY_JSON_BODY: missing,
    FST_FILES_LIMIT: missing,
  };
  return Object.hasOwn(refusals, code) ? refusals[code]() : undefined;
};

const takes = ({ accept }: Upload, file: { filename: string; mimetype: string }) =>
  accept.endings.some((ending) => file.filename.toLowerCase().endsWith(ending.toLowerCase())) ||
  accept.mediaTypes.includes(file.mimetype);

/**
 * The one file of an upload's body, read into memory: refused with the declared messages when there
 * is none in the declared field, or it is not of a kind the call takes (by name or media type).
 */
export const readUpload = async (request: FastifyRequest, upload: Upload): Promise<UploadedFile> => {
  const file = await request.file();
  if (!file || file.fieldname !== upload.field) throw new ApiError(400, upload.messages.missing);
  const data = await file.toBuffer();
  if (!takes(upload, file)) throw new ApiError(400, upload.messages.wrongKind);
  return { name: file.filename, contentType: file.mimetype, data };
};

/** What the parser is told of an upload: one file of at most its `maxBytes`. */
export const uploadLimits = (upload: Upload) => ({ fileSize: upload.maxBytes, files: 1, fields: 10 });
