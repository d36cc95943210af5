import { apiPath } from '../resources/types';
import type { HttpClient } from './httpClient';
import { download, type DownloadedFile } from './orderFiles';
import { apiUrl } from './paths';

export interface ShippingDocumentCalls {
  /**
   * `GET <op base>/api/sp-order/get-document?id=&document=`: a shipping order's label, packing list
   * or commercial invoice printed, in the user's language (server/shippingOrders/rules.ts `printDocument`).
   */
  printShippingDocument(id: number, document: string): Promise<{ data: DownloadedFile }>;
}

export const shippingDocumentCalls = (http: HttpClient): ShippingDocumentCalls => ({
  printShippingDocument: async (id, document) => {
    // The declaration loads with the screens (contract/declarationShells.ts), not with the first load.
    const [{ shippingOrderDeclaration }, { shippingDocumentPath }] = await Promise.all([
      import('../resources/shippingOrders'),
      import('../resources/shippingOperations'),
    ]);
    const path = `${apiPath(shippingOrderDeclaration)}/${shippingDocumentPath}`;
    const query = new URLSearchParams({ id: String(id), document });
    return {
      data: await download(
        http,
        { method: 'GET', url: `${apiUrl(shippingOrderDeclaration.api, path)}?${query.toString()}` },
        `shipping-${document}-${id}.pdf`,
      ),
    };
  },
});
