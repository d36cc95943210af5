import { eq, inArray } from 'drizzle-orm';
import { volumeDivisors } from '../../contract/charges';
import type { Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { choiceLabelKey, declaredFieldLabelKey, findDeclaration } from '../../resources/index';
import { parsePieceMeasures, type ShippingDocument } from '../../resources/shippingOperations';
import { shippingOrderDeclaration } from '../../resources/shippingOrders';
import type { CargoShippingMethod } from '../../resources/tracking';
import type { Database } from '../db/database';
import { resourceTables } from '../db/tables';
import { barcodePng } from '../pdf/barcode';
import {
  fieldLines,
  heading,
  innerWidth,
  makePdf,
  pdfFormats,
  signatures,
  table,
  type PdfDocument,
} from '../pdf/kit';
import type { Row } from '../resources/records';

/**
 * A shipping order's printed documents (the doc step, resources/shippingOperations.ts
 * `shippingDocuments`), in the interface language, made with the server's one PDF kit
 * (server/pdf/kit.ts): the shipping label (A6, the reference as a barcode a scanner reads back), the
 * packing list (each piece received with its weight, dimensions and volume weight) and the commercial
 * invoice (shipper as seller, consignee as buyer, the declared goods and the charge).
 */

/** The catalogue records an order names, read once for its documents. */
const parties = [
  ['shipperId', 'shipper'],
  ['consigneeId', 'consignee'],
  ['incotermId', 'incoterm'],
  ['commodityId', 'commodity'],
  ['packageTypeId', 'package-type'],
  ['currencyId', 'currency'],
] as const;
type PartySource = (typeof parties)[number][0];

export type OrderParties = Partial<Record<PartySource, Row>>;

/** The records of the catalogues the order names (a missing one is left out). */
export const partiesOf = async (db: Database, order: Row): Promise<OrderParties> => {
  const found: OrderParties = {};
  for (const [source, resource] of parties) {
    const id = order[source];
    if (id === null || id === undefined) continue;
    const catalogue = resourceTables.get(findDeclaration(resource)!.name)!;
    const [row] = await db
      .select()
      .from(catalogue)
      .where(inArray(catalogue.id, [Number(id)]))
      .limit(1);
    if (row) found[source] = row as Row;
  }
  return found;
};

/** The order by id, or undefined. */
export const shippingOrderById = async (db: Database, id: number): Promise<Row | undefined> => {
  const orders = resourceTables.get(shippingOrderDeclaration.name)!;
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return order as Row | undefined;
};

const texts = (locale: Locale) => {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  return {
    t,
    doc: (key: string, params?: Record<string, string | number>) =>
      t(`kago.shippingOrderServer.documents.${key}`, params),
    field: (source: string) => t(declaredFieldLabelKey(shippingOrderDeclaration, source)),
    choice: (source: string, value: unknown) =>
      value === null || value === undefined
        ? '—'
        : t(choiceLabelKey(shippingOrderDeclaration.name, source, String(value))),
    format: pdfFormats(locale),
  };
};

/** A party's block: its name, address and phone (and tax code, on the invoice). */
const partyLines = (party: Row | undefined, withTaxCode = false) =>
  party
    ? [party.name, party.address, party.phone, withTaxCode ? party.taxCode : null]
        .filter((value) => value !== null && value !== undefined && value !== '')
        .map(String)
        .join('\n')
    : '—';

/** Two blocks side by side (shipper and consignee), each under its title. */
const twoBlocks = (
  document: PdfDocument,
  [left, right]: readonly [readonly [string, string], readonly [string, string]],
) => {
  const x = document.page.margins.left;
  const half = innerWidth(document) / 2;
  const top = document.y;
  document.fontSize(9).text(left[0], x, top, { width: half - 8, underline: true });
  document.fontSize(10).text(left[1], { width: half - 8 });
  const leftBottom = document.y;
  document.fontSize(9).text(right[0], x + half, top, { width: half - 8, underline: true });
  document.fontSize(10).text(right[1], { width: half - 8 });
  document.x = x;
  document.y = Math.max(leftBottom, document.y) + 8;
};

const label = async (locale: Locale, order: Row, found: OrderParties) => {
  const { doc, field, choice, format } = texts(locale);
  const reference = String(order.referenceNumber);
  const barcode = await barcodePng(reference);
  const title = doc('label');
  // A6, the size of a courier's adhesive label.
  return makePdf({ title: `${title} ${String(order.orderNumber)}`, size: 'A6', margin: 18 }, (document) => {
    const width = innerWidth(document);
    document.fontSize(12).text(title, { align: 'center' });
    document.fontSize(16).text(String(order.orderNumber), { align: 'center' });
    document.image(barcode, document.page.margins.left + width * 0.1, document.y + 4, {
      fit: [width * 0.8, 70],
      align: 'center',
    });
    document.y += 80;
    document
      .fontSize(10)
      .text(`${field('referenceNumber')}: ${reference}`, { align: 'center' })
      .moveDown(0.5);
    twoBlocks(document, [
      [field('shipperId'), partyLines(found.shipperId)],
      [field('consigneeId'), partyLines(found.consigneeId)],
    ]);
    document.fontSize(9);
    fieldLines(document, [
      [field('cargoShippingMethod'), choice('cargoShippingMethod', order.cargoShippingMethod)],
      [field('cargoSPService'), choice('cargoSPService', order.cargoSPService)],
      [field('postOfficeToSend'), format.text(order.postOfficeToSend)],
      [
        doc('piecesAndBoxes'),
        `${format.number(order.actualPieces ?? order.pieces, 0)} / ${format.number(order.boxes, 0)}`,
      ],
      [field('actualWeightGrams'), format.number(order.actualWeightGrams, 0)],
      [field('masterWaybill'), format.text(order.masterWaybill)],
      [field('sendDate'), format.date(order.sendDate)],
    ]);
  });
};

const packingList = (locale: Locale, order: Row, found: OrderParties) => {
  const { doc, field, choice, format } = texts(locale);
  const pieces = parsePieceMeasures(String(order.pieceMeasures ?? ''));
  const divisor = volumeDivisors[order.cargoShippingMethod as CargoShippingMethod];
  const volumeKg = (piece: (typeof pieces)[number]) =>
    divisor ? (piece.lengthCm * piece.widthCm * piece.heightCm) / divisor : null;
  const title = doc('packingList');
  return makePdf({ title: `${title} ${String(order.orderNumber)}` }, (document) => {
    heading(document, title, `${field('orderNumber')}: ${String(order.orderNumber)}`);
    twoBlocks(document, [
      [field('shipperId'), partyLines(found.shipperId)],
      [field('consigneeId'), partyLines(found.consigneeId)],
    ]);
    fieldLines(document, [
      [field('referenceNumber'), format.text(order.referenceNumber)],
      [field('cargoShippingMethod'), choice('cargoShippingMethod', order.cargoShippingMethod)],
      [field('cargoType'), choice('cargoType', order.cargoType)],
      [field('commodityId'), format.text(found.commodityId?.name)],
      [field('packageTypeId'), format.text(found.packageTypeId?.name)],
      [field('masterWaybill'), format.text(order.masterWaybill)],
    ]);
    document.moveDown();
    table(
      document,
      [
        { header: '#', share: 0.6, align: 'right' },
        { header: doc('weightGrams'), share: 2, align: 'right' },
        { header: doc('dimensionsCm'), share: 3 },
        { header: doc('volumeKg'), share: 2, align: 'right' },
      ],
      pieces.map((piece, index) => [
        String(index + 1),
        format.number(piece.weightGrams, 0),
        `${format.number(piece.lengthCm)} × ${format.number(piece.widthCm)} × ${format.number(piece.heightCm)}`,
        format.number(volumeKg(piece), 3),
      ]),
    );
    const totalGrams = pieces.reduce((sum, piece) => sum + piece.weightGrams, 0);
    fieldLines(document, [
      [doc('totalPieces'), format.number(pieces.length, 0)],
      [field('boxes'), format.number(order.boxes, 0)],
      [doc('totalWeightKg'), format.number(totalGrams / 1_000, 3)],
      [
        doc('totalVolumeKg'),
        format.number(
          pieces.reduce((sum, piece) => sum + (volumeKg(piece) ?? 0), 0),
          3,
        ),
      ],
    ]);
  });
};

const invoice = (locale: Locale, order: Row, found: OrderParties) => {
  const { doc, field, choice, format } = texts(locale);
  // The order's own currency (server/shippingOrders/rules.ts keeps its code), as its screens write it.
  const currency = String(order.currencyCode ?? found.currencyId?.currencyCode ?? 'VND');
  const title = doc('invoice');
  return makePdf({ title: `${title} ${String(order.orderNumber)}` }, (document) => {
    heading(document, title, `${doc('invoiceNumber')}: ${String(order.orderNumber)}`);
    twoBlocks(document, [
      [doc('seller'), partyLines(found.shipperId, true)],
      [doc('buyer'), partyLines(found.consigneeId, true)],
    ]);
    fieldLines(document, [
      [field('referenceNumber'), format.text(order.referenceNumber)],
      [field('sendDate'), format.date(order.sendDate)],
      [
        field('incotermId'),
        format.text(
          found.incotermId ? `${String(found.incotermId.code)} — ${String(found.incotermId.name)}` : null,
        ),
      ],
      [field('cargoShippingMethod'), choice('cargoShippingMethod', order.cargoShippingMethod)],
      [field('masterWaybill'), format.text(order.masterWaybill)],
    ]);
    document.moveDown();
    const pieces = Number(order.actualPieces ?? order.pieces);
    const value =
      order.declaredValue === null || order.declaredValue === undefined ? null : Number(order.declaredValue);
    table(
      document,
      [
        { header: doc('description'), share: 4 },
        { header: doc('hsCode'), share: 1.5 },
        { header: field('pieces'), share: 1, align: 'right' },
        { header: doc('unitValue'), share: 2, align: 'right' },
        { header: field('declaredValue'), share: 2, align: 'right' },
      ],
      [
        [
          format.text(found.commodityId?.name ?? choice('cargoType', order.cargoType)),
          format.text(found.commodityId?.hsCode),
          format.number(pieces, 0),
          value === null || !pieces ? '—' : format.money(value / pieces, currency),
          format.money(value, currency),
        ],
      ],
    );
    fieldLines(document, [
      [field('actualWeightGrams'), format.number(order.actualWeightGrams, 0)],
      [
        doc('charges'),
        order.chargeCurrency ? format.money(order.chargeTotal, String(order.chargeCurrency)) : '—',
      ],
    ]);
    document.moveDown().fontSize(9).text(doc('declaration')).moveDown(2);
    signatures(
      document,
      [doc('sellerSignature'), doc('buyerSignature')],
      [found.shipperId ? String(found.shipperId.name) : undefined],
    );
  });
};

const writers: Readonly<
  Record<ShippingDocument, (locale: Locale, order: Row, found: OrderParties) => Promise<Buffer>>
> = { label, packingList, invoice };

/** One of the order's documents as PDF bytes. */
export const shippingDocumentPdf = async (
  db: Database,
  locale: Locale,
  document: ShippingDocument,
  order: Row,
) => writers[document](locale, order, await partiesOf(db, order));
