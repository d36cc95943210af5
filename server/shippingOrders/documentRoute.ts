import type { FastifyInstance } from 'fastify';
import { areaOf } from '../../contract/access';
import { field, oneOf } from '../../resources/fields';
import { apiPath } from '../../resources/index';
import {
  shippingDocumentPath,
  shippingDocumentReady,
  shippingDocuments,
  type ShippingDocument,
} from '../../resources/shippingOperations';
import { shippingOrderDeclaration } from '../../resources/shippingOrders';
import { requireRight } from '../auth/index';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { localeOf } from '../http/locale';
import { sendPdf } from '../pdf/kit';
import { fieldsSchema, fileAnswer } from '../resources/schemas';
import { shippingDocumentPdf, shippingOrderById } from './documents';

/**
 * `GET <op base>/api/sp-order/get-document?id=&document=label|packingList|invoice`: one of a shipping
 * order's documents printed (server/shippingOrders/documents.ts), for whoever may read operations.
 * Ours: the seed names the doc screen, no print call. A file, not the envelope; an unknown order
 * answers the envelope's 404, a document its stage cannot print yet (a label before the pieces are
 * received, an invoice before the charge) a translated 400.
 */
export const registerShippingDocumentRoute = (app: FastifyInstance, { db }: { db: Database }) => {
  app.get(`/api/${apiPath(shippingOrderDeclaration)}/${shippingDocumentPath}`, {
    config: { resource: shippingOrderDeclaration.name },
    schema: {
      tags: [shippingOrderDeclaration.name],
      summary:
        'A shipping order’s label, packing list or commercial invoice as a PDF, in the interface language.',
      security: [{ bearer: [] }],
      querystring: fieldsSchema(
        [
          field('id', 'number', { required: true, integer: true, min: 1 }),
          oneOf('document', shippingDocuments, { required: true }),
        ],
        { query: true },
      ),
      response: { 200: fileAnswer('PDF') },
    },
    preValidation: [requireRight('read', areaOf(shippingOrderDeclaration))],
    handler: async (request, reply) => {
      const { id, document } = request.query as { id: number; document: ShippingDocument };
      const order = await shippingOrderById(db, id);
      if (!order) throw new ApiError(404, 'kago.errors.generic.noResults');
      if (!shippingDocumentReady(document, String(order.stage)))
        throw new ApiError(400, 'kago.shippingOrderServer.documentNotReady', {
          params: { code: String(order.orderNumber) },
        });
      const pdf = await shippingDocumentPdf(db, localeOf(request), document, order);
      return sendPdf(reply, pdf, `${String(order.orderNumber)}-${document}.pdf`, `shipping-${document}.pdf`);
    },
  });
};
