import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { familyActionPath, orderApiFamilies, type OrderFamily } from '../../../resources/orders/index';
import { requireRight } from '../../auth/index';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { envelopeSchema, ok } from '../../http/envelope';
import { importTrackingRows, readTrackingRows } from './trackingImport';
import { checkXlsxUpload, maxUploadBytes, maxUploadMegabytes } from './xlsxUpload';

const families = (action: 'ImportTracking') =>
  orderApiFamilies.filter((family) => family.actions.includes(action));

const tags = (family: OrderFamily) => ({ tags: [`orders: ${family.path}`], security: [{ bearer: [] }] });

/** Failures of the upload itself (no multipart, no file, too large) as the import's own 400s. */
const uploadRefusals: Record<string, () => ApiError> = {
  FST_REQ_FILE_TOO_LARGE: () =>
    new ApiError(400, 'kago.orderFiles.import.tooLarge', { params: { max: maxUploadMegabytes } }),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new ApiError(400, 'kago.orderFiles.import.tooLarge', { params: { max: maxUploadMegabytes } }),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new ApiError(400, 'kago.orderFiles.import.fileRequired'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new ApiError(400, 'kago.orderFiles.import.fileRequired'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new ApiError(400, 'kago.orderFiles.import.fileRequired'),
  FST_FILES_LIMIT: () => new ApiError(400, 'kago.orderFiles.import.fileRequired'),
};

/**
 * `POST /api/<Family>/ImportTracking` (Ichiba purchased only), in a scope of its own: multipart
 * parsing and the upload refusals stay here.
 */
const registerTrackingImport = async (scope: FastifyInstance, db: Database) => {
  await scope.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10 } });
  // What is not an upload failure goes on to the app's handler (an error handler that throws
  // hands the error to its parent's).
  scope.setErrorHandler((error: FastifyError) => {
    throw uploadRefusals[error.code]?.() ?? error;
  });
  for (const family of families('ImportTracking')) {
    const path = familyActionPath(family.path, 'ImportTracking');
    scope.post(path, {
      schema: {
        ...tags(family),
        summary: `Sets trackings from an .xlsx (multipart, field \`file\`, at most ${maxUploadMegabytes} MB; headings code and tracking) and moves each order to domestic shipping; a refused row does not stop the others.`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema({}) },
      },
      preValidation: requireRight('write', family.area),
      handler: async (request) => {
        const file = await request.file();
        if (!file || file.fieldname !== 'file')
          throw new ApiError(400, 'kago.orderFiles.import.fileRequired');
        const content = await file.toBuffer();
        checkXlsxUpload({ filename: file.filename, mimetype: file.mimetype, content });
        const rows = await readTrackingRows(request, content);
        return ok(await importTrackingRows(db, request, family, rows));
      },
    });
  }
};

/**
 * The tracking import, which reads its upload in a scope of its own (its parser's limits and its
 * refusals); the order files' other calls (exports, the import's template) are the order families'
 * declared calls (server/orders/area.ts, server/orders/files/exports.ts).
 */
export const orderFileRoutes = async (app: FastifyInstance, { db }: { db: Database }) => {
  await app.register((scope) => registerTrackingImport(scope, db));
};
