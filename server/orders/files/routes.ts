import { PassThrough } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { familyActionPath, orderApiFamilies, type OrderFamily } from '../../../resources/orders/index';
import { requireRight } from '../../auth/index';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { envelopeSchema, ok } from '../../http/envelope';
import { localeOf } from '../../http/locale';
import { translate } from '../../../i18n/translate';
import { maxOrderTake, type OrderListQuery } from '../queries';
import { fileAnswer, idList } from '../../resources/schemas';
import { listQuerySchema } from '../area';
import { orderExportBatches } from './exportBatches';
import { familyExportColumns, type ExportRow } from './exportColumns';
import { writeOrderSheet } from './exportWorkbook';
import { attachmentDisposition, xlsxContentType, xlsxFileName } from '../../http/xlsxFiles';
import { familyListLabel } from './listLabel';
import { importTrackingRows, readTrackingRows } from './trackingImport';
import { trackingTemplate } from './trackingTemplate';
import { checkXlsxUpload, maxUploadBytes, maxUploadMegabytes } from './xlsxUpload';

/**
 * The export's body: the list's filters and sort, exactly as `getorders` takes them, without paging;
 * and `ids`, the rows chosen in the list ("export selected"), at most a page's worth.
 */
const exportBodySchema = (() => {
  const { skip: _skip, take: _take, ...filters } = listQuerySchema.properties as Record<string, unknown>;
  const ids = { ...idList, maxItems: maxOrderTake, uniqueItems: true };
  return { ...listQuerySchema, properties: { ...filters, ids } };
})();

const fileResponse = { 200: fileAnswer('.xlsx') };

/** A file answer's headers; the name is readable by a browser app on another origin too. */
const asAttachment = (reply: FastifyReply, fileName: string, asciiFallback: string) =>
  reply
    .header('content-type', xlsxContentType)
    .header('content-disposition', attachmentDisposition(fileName, xlsxFileName(asciiFallback)))
    .header('access-control-expose-headers', 'content-disposition')
    .header('cache-control', 'no-store');

const families = (action: 'ExportExcel' | 'ImportTracking') =>
  orderApiFamilies.filter((family) => family.actions.includes(action));

const tags = (family: OrderFamily) => ({ tags: [`orders: ${family.path}`], security: [{ bearer: [] }] });

/** The first batch, then the rest: the first is read before the answer starts. */
async function* startingWith<T>(first: IteratorResult<T>, rest: AsyncIterator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/** The seed's cancelled-order export is "a POST returning a blob": a POST without a body exports the whole list. */
const noBodyIsNoFilter = async (request: FastifyRequest) => {
  request.body ??= {};
};

/**
 * `POST /api/<Family>/ExportExcel` for every family that offers it: the family's list, filtered and
 * sorted as the body says, as an .xlsx streamed while it is read. Rights and the body are checked,
 * and the first batch read, before the file starts: until then a failure answers the envelope.
 */
const registerExports = (app: FastifyInstance, db: Database) => {
  for (const family of families('ExportExcel')) {
    app.post(familyActionPath(family.path, 'ExportExcel'), {
      schema: {
        ...tags(family),
        summary: `The family's filtered list as an Excel file (streamed), its filters and sort as getorders takes them.`,
        body: exportBodySchema,
        response: fileResponse,
      },
      preValidation: [requireRight('read', family.area), noBodyIsNoFilter],
      handler: async (request, reply) => {
        const locale = localeOf(request);
        const query = request.body as OrderListQuery;
        const batches = orderExportBatches(db, family, query);
        const first = await batches.next();
        const title = familyListLabel(locale, family, query.source);
        const fileName = xlsxFileName(title);
        const output = new PassThrough();
        writeOrderSheet(output, {
          locale,
          title,
          columns: familyExportColumns(family),
          batches: startingWith<ExportRow[]>(first, batches),
        })
          .then((whole) => {
            if (!whole)
              request.log.info({ family: family.path }, 'Order export stopped: the client went away');
          })
          .catch((error: unknown) => {
            // The file has started: all that is left is to cut it short, which the client sees.
            request.log.error({ err: error }, 'Order export failed');
            output.destroy(error instanceof Error ? error : new Error(String(error)));
          });
        return asAttachment(reply, fileName, family.path).send(output);
      },
    });
  }
};

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
 * `POST /api/<Family>/ImportTracking` (Ichiba purchased only) and its template, in a scope of their
 * own: multipart parsing and the upload refusals stay here.
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
    scope.get(`${path}/template`, {
      schema: {
        ...tags(family),
        summary:
          'Ours (not in the call catalogue): the .xlsx to fill for ImportTracking, headings in the request language.',
        response: fileResponse,
      },
      preValidation: requireRight('read', family.area),
      handler: async (request, reply) => {
        const locale = localeOf(request);
        const fileName = xlsxFileName(translate(locale, 'kago.orderFiles.import.templateFileName'));
        return asAttachment(reply, fileName, `${family.path}-ImportTracking`).send(
          await trackingTemplate(locale),
        );
      },
    });
  }
};

/** Every order file call: exports, tracking import and its template. */
export const orderFileRoutes = async (app: FastifyInstance, { db }: { db: Database }) => {
  registerExports(app, db);
  await app.register((scope) => registerTrackingImport(scope, db));
};
