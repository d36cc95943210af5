import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { KagoDataProvider } from '../../dataProvider/dataProvider';
import {
  shippingDocumentReady,
  shippingDocuments,
  type ShippingDocument,
} from '../../resources/shippingOperations';
import { useDownload } from '../kit/useDownload';

/** In a row, where the buttons are icons alone, each document its own icon. */
const documentIcons: Readonly<Record<ShippingDocument, ReactElement>> = {
  label: <LocalOfferIcon />,
  packingList: <ListAltIcon />,
  invoice: <ReceiptLongIcon />,
};

/**
 * The print buttons of a shipping order's documents (resources/shippingOperations.ts
 * `shippingDocuments`): only those its stage can print (no label before the pieces are received, no
 * invoice before the charge), each downloading its PDF in the interface language. On the order's
 * detail, labelled; in the doc work queue's rows, icons alone (`iconOnly`) named by their labels,
 * which a tooltip shows, so that the row's buttons fit a 1280 px desk (tests/e2e/fit.test.ts).
 */
export const ShippingDocumentButtons = ({ iconOnly = false }: { iconOnly?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<KagoDataProvider>();
  const { busy, download } = useDownload<ShippingDocument>();
  if (!record) return null;
  const print = (document: ShippingDocument) =>
    download(document, () => dataProvider.printShippingDocument(Number(record.id), document));
  const labelOf = (document: ShippingDocument) =>
    busy === document
      ? 'kago.shippingOrders.documents.printing'
      : `kago.shippingOrders.documents.${document}`;
  const onClick = (document: ShippingDocument) => (event: { stopPropagation(): void }) => {
    // In a work queue's row: print, without opening the order.
    event.stopPropagation();
    void print(document);
  };
  return (
    <>
      {shippingDocuments
        .filter((document) => shippingDocumentReady(document, String(record.stage)))
        .map((document) =>
          iconOnly ? (
            <Tooltip key={document} title={translate(labelOf(document))}>
              <span>
                <IconButton
                  aria-label={translate(labelOf(document))}
                  onClick={onClick(document)}
                  disabled={busy !== null}
                  color="primary"
                  size="small"
                >
                  {documentIcons[document]}
                </IconButton>
              </span>
            </Tooltip>
          ) : (
            <Button
              key={document}
              label={labelOf(document)}
              onClick={onClick(document)}
              disabled={busy !== null}
            >
              <PrintIcon />
            </Button>
          ),
        )}
    </>
  );
};
