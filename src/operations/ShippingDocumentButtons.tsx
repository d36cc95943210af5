import PrintIcon from '@mui/icons-material/Print';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { KagoDataProvider } from '../../dataProvider/dataProvider';
import { saveBlob } from '../../dataProvider/orderFiles';
import { shippingDocumentReady, shippingDocuments } from '../../resources/shippingOperations';

/**
 * The print buttons of a shipping order's documents (resources/shippingOperations.ts
 * `shippingDocuments`): only those its stage can print (no label before the pieces are received, no
 * invoice before the charge), each downloading its PDF in the interface language. In the doc work
 * queue's rows and on the order's detail.
 */
export const ShippingDocumentButtons = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KagoDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  if (!record) return null;
  const print = async (document: string) => {
    setBusy(document);
    try {
      const { data } = await dataProvider.printShippingDocument(Number(record.id), document);
      saveBlob(data.blob, data.fileName);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'common.notify.error', {
        type: 'error',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {shippingDocuments
        .filter((document) => shippingDocumentReady(document, String(record.stage)))
        .map((document) => (
          <Button
            key={document}
            label={
              busy === document
                ? 'kago.shippingOrders.documents.printing'
                : `kago.shippingOrders.documents.${document}`
            }
            onClick={(event) => {
              // In a work queue's row: print, without opening the order.
              event.stopPropagation();
              void print(document);
            }}
            disabled={busy !== null}
          >
            <PrintIcon />
          </Button>
        ))}
    </>
  );
};
