import { count } from 'drizzle-orm';
import {
  canMove,
  orderSources,
  orderStatuses,
  type OrderSource,
  type OrderSourceKey,
  type OrderStatus,
} from '../../resources/orders/index';
import type { Database } from '../db/database';
import {
  orderDetails,
  orderEvents,
  orderReceivables,
  orderSellers,
  orders,
  orderServices,
  sellers,
  suppliers,
} from '../db/orderTables';
import { orderTotals, roundMoney as money } from '../orders/totals';
import { orders as orderVocabulary } from '../../i18n/vi/areas/orderVocabulary';
import { generator } from './generator';
import { insertSeedRows, type SeedRows } from './insertRows';
import { bidAccounts, products, purchasers } from './orderNames';
import { progress, reached } from './orderProgress';
import { laterButNotAfter, orderWorkRows, orderWorkTables } from './orderWork';
import { fullSeed, orderingCustomers, type SeedSize } from './size';
import { productPicturePath } from '../cdn/productPictures';

/**
 * Orders for every source and status, with their sellers, suppliers, product lines, services,
 * receivables and audit trail. Deterministic: a seeded generator and a fixed calendar, so every
 * machine gets the same records under the same ids. Ids are assigned here (the tables start empty)
 * so that children can name their order without reading ids back.
 */

const day = 24 * 60 * 60 * 1000;

/**
 * The seed's calendar ends at the UTC midnight that starts the day it runs, so that a fresh
 * database always has recent orders (the dashboard's last 30 days are never empty); orders spread
 * over the year before. The rest is as deterministic as ever: seeded on the same day, two machines
 * get the same records under the same ids. Callers that must know the end (the test snapshot and
 * its tests) compute it once and pass it on.
 */
export const calendarEndOf = (moment: Date | number = Date.now()) => {
  const at = new Date(moment);
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
};

const supplierRows = [
  ['KAGO-CARD-01', 'Kago company card (Mitsui)'],
  ['KAGO-CARD-02', 'Kago company card (Rakuten)'],
  ['KAGO-PAYPAY', 'Kago PayPay account'],
  ['KAGO-BANK-JP', 'Kago bank transfer (MUFG)'],
  ['KAGO-MERPAY', 'Kago Merpay wallet'],
  ['KAGO-AMAZON', 'Kago Amazon Pay'],
  ['KAGO-PAYPAL', 'Kago PayPal (US)'],
  ['KAGO-BANK-US', 'Kago bank transfer (Chase)'],
  ['KAGO-VCB', 'Kago Vietcombank'],
  ['KAGO-OLD-CARD', 'Retired company card'],
].map(([code, name], index) => ({ id: index + 1, code, name, active: code !== 'KAGO-OLD-CARD' }));

const shopWords = ['Sakura', 'Fuji', 'Tokyo', 'Osaka', 'Kyoto', 'Hokkaido', 'Blue', 'Green', 'Star', 'Moon'];
const shopKinds = ['Store', 'Shop', 'Outlet', 'Market', 'Select', 'Mart'];
const sellerCount = 300;
/** Tax codes as resources/types.ts `patterns.taxCode` wants them: 10 digits, a branch's with `-NNN`. */
const taxCodeOf = (index: number) =>
  `${String(3_100_000_000 + index * 7919)}${index % 5 === 1 ? `-${String(index % 1000).padStart(3, '0')}` : ''}`;

// As the customers write them on the order form, in Vietnamese (issue 31: English attributes stood
// out in the vi and ja screens).
const colours = ['đen', 'trắng', 'đỏ', 'xanh navy', 'be', 'xanh lá'];
const sizes = ['S', 'M', 'L', 'XL', '24.5', '26', 'F'];

const familyNames = ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang', 'Bui', 'Do', 'Ngo'];
const givenNames = ['An', 'Binh', 'Chi', 'Dung', 'Giang', 'Hai', 'Lan', 'Minh', 'Nam', 'Thao', 'Trang'];
const cities = ['Ha Noi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong', 'Can Tho'];
export const warehouses = ['JP-TOKYO', 'JP-OSAKA', 'US-LA', 'VN-HN', 'VN-HCM'];
const supporters = ['lan.support', 'hung.support', 'mai.support'];
/** VND per yen: declared customs values are in yen. */
const yenRate = 170;
const cancelReasons = ['Out of stock', 'Customer changed their mind', 'Price changed by the seller'];
const services = [
  ['WOOD', 'Wooden crate', 150_000],
  ['BUBBLE', 'Bubble wrap', 30_000],
  ['CHECK', 'Goods inspection', 20_000],
  ['INSURE', 'Insurance', 50_000],
] as const;

/** Price levels and currency by source: Japanese marketplaces in yen, America in dollars... */
/** Each marketplace's exchange rate to dong and price range, in its currency (resources/orders/sources.ts). */
const rates: Record<OrderSource['currency'], number> = { JPY: 170, USD: 25_400, VND: 1 };
const priceRanges: Record<OrderSourceKey, [number, number]> = {
  ichiba: [500, 80_000],
  mercari: [300, 50_000],
  jan: [500, 60_000],
  auction: [1_000, 200_000],
  international: [5, 900],
  america: [5, 1_500],
  ezbuyvn: [50_000, 20_000_000],
  pcs: [500, 100_000],
};
export const markets = Object.fromEntries(
  orderSources.map(({ key, currency }) => [
    key,
    { currency, rate: rates[currency], price: priceRanges[key] },
  ]),
) as Record<OrderSourceKey, { currency: OrderSource['currency']; rate: number; price: [number, number] }>;

/**
 * A tracking that breaks the tracking rules, on a few orders still being bought or shipped: one in
 * fifty typed with a space and a question mark, one in fifty the tracking of the order before (a
 * copy-paste). Every other order's tracking is its own and well formed.
 */
const brokenTracking = (id: number, status: OrderStatus) => {
  if (status !== 'purchased' && status !== 'domesticShipping') return null;
  if (id % 50 === 7) return `jp ${id}?`;
  if (id % 50 === 21) return `JP${String((id - 1) * 7 + 100_000_000)}`;
  return null;
};

/** The status an order was in just before this one: its predecessor in the transition table. */
const previousStatus = (status: OrderStatus): OrderStatus | null =>
  status === 'waitingProcessing'
    ? null
    : (orderStatuses.find((candidate) => candidate !== status && canMove(candidate, status)) ?? null);

/**
 * Every source meets every status in the first rounds; after that most orders are delivered or on
 * their way, as in a working business.
 */
const statusWeights: Readonly<Record<OrderStatus, number>> = {
  waitingProcessing: 6,
  waitingSettlement: 4,
  advancePaymentAwaited: 3,
  purchasePending: 6,
  purchased: 8,
  domesticShipping: 8,
  inStorage: 10,
  awaitingDelivery: 6,
  delivering: 5,
  delivered: 30,
  cancellationRequested: 2,
  cancelled: 6,
  lostGoods: 1,
  liquidationGoods: 1,
  junkOrder: 1,
};
const weightTotal = Object.values(statusWeights).reduce((sum, weight) => sum + weight, 0);

const weightedStatus = (roll: number): OrderStatus => {
  let remaining = roll * weightTotal;
  for (const status of orderStatuses) {
    remaining -= statusWeights[status];
    if (remaining < 0) return status;
  }
  return 'delivered';
};

/** The orders' own tables, in the order they are written (server/seed/insertRows.ts). */
const orderSeedTables = {
  suppliers,
  sellers,
  orders,
  details: orderDetails,
  orderSellers,
  services: orderServices,
  receivables: orderReceivables,
  events: orderEvents,
};

export type SeededOrders = SeedRows<typeof orderSeedTables>;

/** The seeded records, built in memory. */
export const orderSeedRows = (size: SeedSize = fullSeed, calendarEnd = calendarEndOf()): SeededOrders => {
  const orderCount = size.orders;
  const customerCount = orderingCustomers(size);
  const random = generator(20_240_604);
  const after = laterButNotAfter(calendarEnd);
  const rows: SeededOrders = {
    suppliers: supplierRows,
    sellers: Array.from({ length: sellerCount }, (_, index) => ({
      id: index + 1,
      name: `${shopWords[index % shopWords.length]} ${shopKinds[Math.floor(index / shopWords.length) % shopKinds.length]} ${index + 1}`,
      taxCode: index % 3 === 0 ? null : taxCodeOf(index),
    })),
    orders: [],
    details: [],
    orderSellers: [],
    services: [],
    receivables: [],
    events: [],
  };
  const combinations = orderSources.length * orderStatuses.length;
  let detailId = 0;
  let serviceId = 0;
  let receivableId = 0;
  let eventId = 0;

  for (let index = 0; index < orderCount; index += 1) {
    const id = index + 1;
    const source = orderSources[index % orderSources.length].key;
    // Two full rounds of every source x status first, so no family's list is ever empty.
    const status =
      index < combinations * 2
        ? orderStatuses[Math.floor(index / orderSources.length) % orderStatuses.length]
        : weightedStatus(random.next());
    const market = markets[source];
    const orderDate = new Date(calendarEnd - (orderCount - index) * ((365 * day) / orderCount));
    const later = (days: number) => after(orderDate, days);
    const lines = random.int(1, 3);
    const product = random.pick(products);
    const unitPrice = random.int(market.price[0], market.price[1]);
    const quantity = random.int(1, 4);
    // Price and tax are per unit; the totals come from the one formula (server/orders/totals.ts).
    const price = unitPrice;
    const tax = market.currency === 'JPY' ? Math.round(price * 0.1) : 0;
    const shippingFee = random.int(0, 3) === 0 ? 0 : money(market.price[0] * random.int(1, 3));
    const domesticShippingFee = reached(status, 'domesticShipping') ? money(market.price[0] * 0.8) : 0;
    const surcharge = random.int(0, 9) === 0 ? money(market.price[0] * 0.5) : 0;
    const purchased = reached(status, 'purchased') && status !== 'cancellationRequested';
    const purchaseDate = purchased ? later(random.int(1, 3)) : null;
    const sellerId = random.int(1, sellerCount);
    const customer = `${random.pick(familyNames)} ${random.pick(givenNames)}`;
    const offered =
      ['mercari', 'ichiba', 'auction'].includes(source) && progress(status) <= 2 && random.int(0, 2) === 0;
    const cancelled = status === 'cancelled';
    const services_ = random.int(0, 2);
    const customerCode = `C${String(random.int(1, customerCount)).padStart(6, '0')}`;

    rows.orders.push({
      id,
      code: `KG${String(id).padStart(7, '0')}`,
      title: `${product[0]} (${random.pick(colours)})`,
      source,
      status,
      orderType: product[1],
      customerCode,
      customerName: customer,
      customerPhone: `09${String(random.int(10_000_000, 99_999_999))}`,
      customerAddress: `${random.int(1, 300)} ${random.pick(['Le Loi', 'Tran Hung Dao', 'Nguyen Trai'])}, ${random.pick(cities)}`,
      receiverName:
        random.int(0, 4) === 0 ? `${random.pick(familyNames)} ${random.pick(givenNames)}` : customer,
      price,
      desiredPrice: random.int(0, 2) === 0 ? money(price * 0.9) : null,
      quantity,
      tax,
      shippingFee,
      domesticShippingFee,
      surcharge,
      ...orderTotals({ price, tax, quantity, shippingFee, domesticShippingFee, surcharge }),
      exchangeRate: market.rate,
      purchaseFee: money(price * quantity * 0.03),
      serviceFee: money(price * quantity * 0.05),
      prepaymentPercent: random.pick([50, 70, 100]),
      paymentExpirySeconds: random.pick([86_400, 172_800, 259_200]),
      purchaser: progress(status) >= 2 ? random.pick(purchasers) : null,
      purchaseAssignDate: progress(status) >= 2 ? later(0.5) : null,
      purchaseDate,
      supplierId: progress(status) >= 2 ? random.pick(supplierRows.filter((row) => row.active)).id : null,
      sellerId,
      bidAccount: source === 'auction' ? random.pick(bidAccounts) : null,
      // A third of the bought orders already have the seller's tracking, not yet moved on; a few
      // were typed wrong or copied from the order before (order-report-number-tracking lists them).
      tracking:
        reached(status, 'domesticShipping') || (status === 'purchased' && id % 3 === 0)
          ? (brokenTracking(id, status) ?? `JP${String(id * 7 + 100_000_000)}`)
          : null,
      warehouse: reached(status, 'inStorage') ? random.pick(warehouses) : null,
      orderNumber: purchased ? `${source.slice(0, 3).toUpperCase()}-${String(id * 13 + 5_000_000)}` : null,
      note: random.int(0, 5) === 0 ? 'Customer asks for careful packing' : null,
      bidStatus: source === 'auction' ? (purchased ? 'won' : random.pick(['bidding', 'outbid'])) : null,
      offerStatus: offered ? random.pick(['offered', 'accepted', 'rejected']) : null,
      paymentStatus: cancelled
        ? random.pick(['canceled', 'refund'])
        : progress(status) >= 2
          ? 'success'
          : 'new',
      hasCod: source === 'ichiba' && random.int(0, 9) === 0,
      useCompanyPayCard: random.int(0, 3) === 0,
      cancelReason: cancelled ? random.pick(cancelReasons) : null,
      cancelledBy: cancelled ? random.pick(purchasers) : null,
      cancelledAt: cancelled ? later(2) : null,
      orderDate,
      image: productPicturePath(product[0]),
      attributes: `màu: ${random.pick(colours)}; cỡ: ${random.pick(sizes)}`,
      barcode: `49${String(1_000_000_000 + id * 37).padStart(11, '0')}`,
      supporter: random.pick(supporters),
      customerEmail: id % 10 === 0 ? null : `${customerCode.toLowerCase()}@example.vn`,
      receiverPhone: `09${String(random.int(10_000_000, 99_999_999))}`,
      receiverAddress: `${random.int(1, 300)} ${random.pick(['Hang Bai', 'Ba Trieu', 'Pasteur'])}, ${random.pick(cities)}`,
      // Customs want the goods' value in yen (seed 000 section 9).
      // The goods as declared to Vietnamese customs: the type's name in Vietnamese, not its code.
      declaredName: orderVocabulary.choices.orderType[product[1]],
      declaredPrice: money((price * market.rate) / yenRate),
      declaredTotal: money((price * quantity * market.rate) / yenRate),
      directShipment: random.int(0, 9) === 0,
      // Copied from the order's package once it has one (orderWork.ts).
      weight: null,
      length: null,
      width: null,
      height: null,
      createdAt: orderDate,
      updatedAt: purchaseDate ?? orderDate,
      // When the status event below moved it there (the late-order reports' clock).
      statusChangedAt: status === 'waitingProcessing' ? orderDate : (purchaseDate ?? later(1)),
    });

    for (let line = 0; line < lines; line += 1) {
      detailId += 1;
      // Drawn where the line's other values are drawn, so the seed's sequence stays the same.
      const productName = line === 0 ? product[0] : random.pick(products)[0];
      rows.details.push({
        id: detailId,
        orderId: id,
        productName,
        productUrl: `https://example.com/${source}/item/${id}-${line + 1}`,
        quantity: line === 0 ? quantity : 1,
        price: line === 0 ? unitPrice : random.int(market.price[0], market.price[1]),
        productAttributes: { màu: random.pick(colours), cỡ: random.pick(sizes) },
        image: productPicturePath(productName),
      });
    }
    rows.orderSellers.push({ orderId: id, sellerId });
    if (lines > 1 && random.int(0, 1) === 0) {
      rows.orderSellers.push({ orderId: id, sellerId: (sellerId % sellerCount) + 1 });
    }
    for (let each = 0; each < services_; each += 1) {
      const [serviceCode, name, servicePrice] = services[(id + each) % services.length];
      serviceId += 1;
      rows.services.push({
        id: serviceId,
        orderId: id,
        serviceCode,
        name,
        price: servicePrice,
        createdAt: orderDate,
      });
      if (reached(status, 'inStorage')) {
        receivableId += 1;
        rows.receivables.push({
          id: receivableId,
          orderId: id,
          serviceCode,
          name,
          price: servicePrice,
          amount: servicePrice,
          currency: 'VND',
          payType: random.pick(['wallet', 'bankTransfer']),
          payGroup: 'serviceFee',
          paid: status === 'delivered',
          createdAt: later(5),
        });
      }
    }

    eventId += 1;
    rows.events.push({
      id: eventId,
      orderId: id,
      action: 'OrderCreate',
      actor: 'system',
      actorName: 'Kago',
      fromStatus: null,
      toStatus: 'waitingProcessing',
      before: {},
      after: { status: 'waitingProcessing' },
      at: orderDate,
    });
    const previous = previousStatus(status);
    if (previous) {
      eventId += 1;
      rows.events.push({
        id: eventId,
        orderId: id,
        action: 'OrderUpdateStatus',
        actor: purchased ? 'purchaser' : 'system',
        actorName: purchased ? 'Purchaser' : 'Kago',
        fromStatus: previous,
        toStatus: status,
        before: { status: previous },
        after: { status },
        at: purchaseDate ?? later(1),
      });
    }
  }
  return rows;
};

/**
 * Fills the order tables when they are empty, in one transaction. Returns how many rows each
 * received, or null when orders were already there.
 */
export const seedOrders = async (
  db: Database,
  size: SeedSize = fullSeed,
  calendarEnd = calendarEndOf(),
): Promise<Record<string, number> | null> => {
  const [{ existing }] = await db.select({ existing: count() }).from(orders);
  if (existing > 0) return null;
  const rows = orderSeedRows(size, calendarEnd);
  // Before the orders are written: an order takes its package's weight and dimensions.
  const work = orderWorkRows(rows.orders, calendarEnd);
  return db.transaction((tx) =>
    insertSeedRows(
      tx as unknown as Database,
      { ...orderSeedTables, ...orderWorkTables },
      { ...rows, ...work },
    ),
  );
};

/** Shared with the customer seed (server/seed/customers.ts): same generator, calendar and names. */
export { day, familyNames, generator, givenNames };
