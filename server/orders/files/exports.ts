import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { translate } from '../../../i18n/translate';
import type { OrderFamily } from '../../../resources/orders/index';
import { localeOf } from '../../http/locale';
import { attachmentDisposition, xlsxContentType, xlsxFileName } from '../../http/xlsxFiles';
import type { ActionRules } from '../../resources/rules';
import { idList } from '../../resources/schemas';
import { listQuerySchema } from '../listQuerySchema';
import { maxOrderTake, type OrderListQuery } from '../queries';
import { orderExportBatches } from './exportBatches';
import { familyExportColumns, type ExportRow } from './exportColumns';
import { writeOrderSheet } from './exportWorkbook';
import { familyListLabel } from './listLabel';
import { trackingTemplate } from './trackingTemplate';

/**
 * The export's body: the list's filters and sort, exactly as `getorders` takes them, without paging;
 * and `ids`, the rows chosen in the list ("export selected"), at most a page's worth.
 */
const exportBodySchema = (() => {
  const { skip: _skip, take: _take, ...filters } = listQuerySchema.properties as Record<string, unknown>;
  const ids = { ...idList, maxItems: maxOrderTake, uniqueItems: true };
  return { ...listQuerySchema, properties: { ...filters, ids } };
})();

/** A file answer's headers; the name is readable by a browser app on another origin too. */
const asAttachment = (reply: FastifyReply, fileName: string, asciiFallback: string) =>
  reply
    .header('content-type', xlsxContentType)
    .header('content-disposition', attachmentDisposition(fileName, xlsxFileName(asciiFallback)))
    .header('access-control-expose-headers', 'content-disposition')
    .header('cache-control', 'no-store');

/** The first batch, then the rest: the first is read before the answer starts. */
async function* startingWith<T>(first: IteratorResult<T>, rest: AsyncIterator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * `POST /api/<Family>/ExportExcel`: the family's list, filtered and sorted as the body says (none:
 * the whole list), as an .xlsx streamed while it is read. Rights and the body are checked, and the
 * first batch read, before the file starts: until then a failure answers the envelope. A read, so the
 * registrar runs it on the database, which the stream goes on reading once the handler has returned.
 */
export const exportRules = (family: OrderFamily): ActionRules => ({
  summary: `The family's filtered list as an Excel file (streamed), its filters and sort as getorders takes them.`,
  inputSchema: exportBodySchema,
  file: '.xlsx',
  handle: async ({ tx, request, reply, input }) => {
    const locale = localeOf(request);
    const query = input as unknown as OrderListQuery;
    const batches = orderExportBatches(tx, family, query);
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
        if (!whole) request.log.info({ family: family.path }, 'Order export stopped: the client went away');
      })
      .catch((error: unknown) => {
        // The file has started: all that is left is to cut it short, which the client sees.
        request.log.error({ err: error }, 'Order export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    return asAttachment(reply, fileName, family.path).send(output);
  },
});

/** `GET /api/<Family>/ImportTracking/template`: the .xlsx to fill for the import. */
export const templateRules = (family: OrderFamily): ActionRules => ({
  summary:
    'Ours (not in the call catalogue): the .xlsx to fill for ImportTracking, headings in the request language.',
  file: '.xlsx',
  handle: async ({ request, reply }) => {
    const locale = localeOf(request);
    const fileName = xlsxFileName(translate(locale, 'kago.orderFiles.import.templateFileName'));
    return asAttachment(reply, fileName, `${family.path}-ImportTracking`).send(
      await trackingTemplate(locale),
    );
  },
});
