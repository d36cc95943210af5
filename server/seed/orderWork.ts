import { sourceDomains } from '../../resources/buying';
import postOffices from './data/post-offices.json' with { type: 'json' };
import type { OrderSourceKey, OrderStatus } from '../../resources/orders/index';
import * as orderTables from '../db/orderTables';
import { roundMoney } from '../orders/totals';
import type { Insert, SeedRows } from './insertRows';
import { reached } from './orderProgress';
import { bidAccounts, products, purchasers } from './orderNames';

/**
 * The work done on the seeded orders, consistent with how far each has come: trackings and
 * carrier shipments once shipped, packages and routing once stored, payables and purchase
 * e-mails once bought, payments as the payment status says, documents and inquiries on some.
 * Built from the order rows alone (no random numbers), so it is as deterministic as they are.
 */

const day = 24 * 60 * 60 * 1000;

/**
 * Post offices and warehouses (data/post-offices.json), named in the three interface languages;
 * `orders.warehouse` holds their codes. Nagoya is closed; Da Nang is opening, with no partner signed
 * yet, so no package may be routed to it (POST_OFFICE_PARTNER_NOT_ALLOW_NULL).
 */
const postOfficeRows: Insert<typeof orderTables.postOffices>[] = postOffices.map((office, index) => ({
  id: index + 1,
  active: true,
  ...office,
}));

/**
 * The buyer configuration (resources/buying.ts): one buyer per website domain and order type, every
 * order source's domain among them (so purchase dialogs start configured), and more shops besides:
 * 20 domains x 11 order types. Japanese shops charge consumption tax; the others none.
 */
const extraDomains = [
  'zozo.jp',
  'paypayfleamarket.yahoo.co.jp',
  'www.suruga-ya.jp',
  'www.yodobashi.com',
  'www.biccamera.com',
  'www.uniqlo.com',
  'www.muji.com',
  'www.bestbuy.com',
  'www.walmart.com',
  'www.target.com',
  'www.etsy.com',
  'tiki.vn',
];
const accountPrefix = (domain: string) =>
  domain === sourceDomains.auction
    ? 'yahoo'
    : domain === sourceDomains.mercari
      ? 'mercari'
      : domain.replace(/^(www|item|jp|shopping)\./, '').split('.')[0];
// A function: server/seed/orders.ts, whose products and accounts it reads, imports this module.
const bidConfigRows = (): Insert<typeof orderTables.bidConfigs>[] =>
  [...Object.values(sourceDomains), ...extraDomains]
    .flatMap((domain, domainIndex) =>
      [...new Set(products.map(([, type]) => type))].map((orderType, typeIndex) => ({
        domain,
        orderType,
        buyer: purchasers[(domainIndex + typeIndex) % purchasers.length],
        // The seeded orders' bid accounts (server/seed/orders.ts) are the auction and Mercari ones.
        bidAccount:
          domain === sourceDomains.auction
            ? bidAccounts[typeIndex % 3]
            : domain === sourceDomains.mercari
              ? bidAccounts[3]
              : `${accountPrefix(domain)}-kago0${(typeIndex % 2) + 1}`,
        taxPercent: domain.endsWith('.jp') ? 10 : 0,
        supplierId: (domainIndex % 9) + 1,
      })),
    )
    .map((row, index) => ({ id: index + 1, ...row }));

/** The wallet whose contract ended: refunds to it fail (REFUND_FAIL, server/orders/refund.ts). */
export const closedWallet = 'PAYOO-OLD';
const openWallets = ['KAGO-BALANCE', 'MOMO', 'VNPAY', 'BANK-TRANSFER'];
const walletRows: Insert<typeof orderTables.paymentWallets>[] = [
  { code: 'KAGO-BALANCE', name: 'Số dư Kago', nameEn: 'Kago balance', nameJa: 'Kago残高', closed: false },
  { code: 'MOMO', name: 'Ví MoMo', nameEn: 'MoMo wallet', nameJa: 'MoMoウォレット', closed: false },
  { code: 'VNPAY', name: 'VNPay', nameEn: 'VNPay', nameJa: 'VNPay', closed: false },
  {
    code: 'BANK-TRANSFER',
    name: 'Chuyển khoản ngân hàng',
    nameEn: 'Bank transfer',
    nameJa: '銀行振込',
    closed: false,
  },
  {
    code: closedWallet,
    name: 'Payoo (đã hết hợp đồng)',
    nameEn: 'Payoo (contract ended)',
    nameJa: 'Payoo（契約終了）',
    closed: true,
  },
];

/** Every 250th order was paid through the closed wallet: cancelling it once paid cannot refund. */
export const paysThroughClosedWallet = (orderId: number) => orderId % 250 === 0;

const originOffice: Record<OrderSourceKey, string> = {
  ichiba: 'JP-TOKYO',
  mercari: 'JP-TOKYO',
  jan: 'JP-OSAKA',
  auction: 'JP-OSAKA',
  pcs: 'JP-TOKYO',
  international: 'US-LA',
  america: 'US-LA',
  ezbuyvn: 'VN-HCM',
};
const carriers: Record<OrderSourceKey, readonly string[]> = {
  ichiba: ['Yamato Transport', 'Sagawa Express', 'Japan Post'],
  mercari: ['Yamato Transport', 'Japan Post'],
  jan: ['Sagawa Express', 'Japan Post'],
  auction: ['Yamato Transport', 'Sagawa Express'],
  pcs: ['Japan Post'],
  international: ['UPS', 'FedEx'],
  america: ['UPS', 'USPS'],
  ezbuyvn: ['GHN', 'Viettel Post'],
};
const packageStatusOf: Partial<Record<OrderStatus, string>> = {
  awaitingDelivery: 'waitForPay',
  delivering: 'delivering',
  delivered: 'delivered',
};
const questions = [
  'Can you check the colour before buying?',
  'Is the box included?',
  'When will the goods arrive in Viet Nam?',
];
const answers = ['Checked with the seller: yes.', 'The seller confirmed it.', 'Expected within 10 days.'];

/** The tables of the orders' work, in the order they are written (server/seed/insertRows.ts). */
export const orderWorkTables = {
  postOffices: orderTables.postOffices,
  bidConfigs: orderTables.bidConfigs,
  paymentWallets: orderTables.paymentWallets,
  documents: orderTables.orderDocuments,
  packages: orderTables.orderPackages,
  packageOrders: orderTables.orderPackageOrders,
  payables: orderTables.orderPayables,
  payments: orderTables.orderPayments,
  inquiries: orderTables.orderInquiries,
  emails: orderTables.orderEmails,
  attachments: orderTables.orderEmailAttachments,
  routing: orderTables.orderRouting,
  shipments: orderTables.orderShipments,
  shipmentEvents: orderTables.orderShipmentEvents,
};

export type OrderWork = SeedRows<typeof orderWorkTables>;

/**
 * `days` after `from`, but never after `end` (the seed's "now"): the newest orders' history is
 * squeezed into the time they have had, so nothing seeded lies in the future.
 */
export const laterButNotAfter =
  (end: number) =>
  (from: Date, days: number): Date =>
    new Date(Math.min(from.getTime() + days * day, end - 60_000));

/**
 * The work rows of these orders. Orders that have a package take its weight and dimensions (the
 * rows are changed in place, before they are written).
 */
export const orderWorkRows = (
  orderRows: Insert<typeof orderTables.orders>[],
  calendarEnd: number,
): OrderWork => {
  const later = laterButNotAfter(calendarEnd);
  const work: OrderWork = {
    postOffices: postOfficeRows,
    bidConfigs: bidConfigRows(),
    paymentWallets: walletRows,
    documents: [],
    packages: [],
    packageOrders: [],
    payables: [],
    payments: [],
    inquiries: [],
    emails: [],
    attachments: [],
    routing: [],
    shipments: [],
    shipmentEvents: [],
  };
  const next = { payment: 0, shipmentEvent: 0 };
  for (const order of orderRows) {
    const id = order.id!;
    const status = order.status as OrderStatus;
    const source = order.source as OrderSourceKey;
    const orderDate = order.orderDate;
    const boughtAt = order.purchaseDate ?? later(orderDate, 1);
    const bought = order.purchaseDate !== null && order.purchaseDate !== undefined;
    const shipped = reached(status, 'domesticShipping') && status !== 'cancelled';
    const stored = reached(status, 'inStorage') && status !== 'cancelled';
    const totalVnd = Math.round((order.total ?? 0) * (order.exchangeRate ?? 1));
    const deposit = Math.round((totalVnd * (order.prepaymentPercent ?? 100)) / 100);
    const wallet = paysThroughClosedWallet(id) ? closedWallet : openWallets[id % openWallets.length];

    const payment = (paymentStatus: string, type: string, amount: number, at: Date) => {
      next.payment += 1;
      work.payments.push({ id: next.payment, orderId: id, status: paymentStatus, type, amount, wallet, at });
    };
    const paidAt = later(orderDate, 1);
    if (order.paymentStatus === 'new') payment('new', 'deposit', deposit, paidAt);
    if (order.paymentStatus === 'canceled') payment('canceled', 'deposit', deposit, paidAt);
    if (order.paymentStatus === 'success' || order.paymentStatus === 'refund')
      payment('success', 'deposit', deposit, paidAt);
    if (order.paymentStatus === 'refund') payment('success', 'refund', deposit, later(orderDate, 2));
    if (order.paymentStatus === 'success' && status === 'delivered' && totalVnd > deposit)
      payment('success', 'settlement', totalVnd - deposit, later(boughtAt, 10));

    if (bought) {
      work.payables.push({
        id: work.payables.length + 1,
        orderId: id,
        amount: roundMoney((order.productPriceTotal ?? 0) + (order.taxTotal ?? 0)),
        currency: order.exchangeRate === 1 ? 'VND' : order.exchangeRate === 170 ? 'JPY' : 'USD',
        exchangeRate: order.exchangeRate,
        payType: order.useCompanyPayCard ? 'companyCard' : 'bankTransfer',
        supplierId: order.supplierId,
        createdAt: boughtAt,
        createdBy: order.purchaser,
      });
      if (order.customerEmail) {
        const emailId = work.emails.length + 1;
        work.emails.push({
          id: emailId,
          orderId: id,
          to: order.customerEmail,
          cc: null,
          bcc: null,
          subject: `Kago: order ${order.code} has been bought`,
          body: `Dear ${order.customerName},\n\nWe have bought ${order.title} for you (order ${order.code}).\n\nKago`,
          status: 'sent',
          sentBy: order.purchaser ?? 'purchaser',
          sentAt: boughtAt,
        });
        if (id % 20 === 3) {
          const content = Buffer.from(`Receipt of order ${order.code}: ${order.total}\n`);
          work.attachments.push({
            id: work.attachments.length + 1,
            emailId,
            name: `receipt-${order.code}.txt`,
            contentType: 'text/plain',
            size: content.length,
            content,
          });
        }
      }
      if (id % 5 === 0) {
        work.documents.push({
          id: work.documents.length + 1,
          orderId: id,
          name: 'Invoice',
          url: `https://files.kago.vn/orders/${order.code}/invoice.pdf`,
          createdAt: boughtAt,
          createdBy: order.purchaser ?? 'purchaser',
        });
      }
    }

    if (shipped) {
      const shipmentId = work.shipments.length + 1;
      work.shipments.push({
        id: shipmentId,
        orderId: id,
        shipmentCode: order.tracking ?? `SH${id}`,
        carrier: carriers[source][id % carriers[source].length],
        status: stored ? 'delivered' : 'inTransit',
        createdAt: later(boughtAt, 1),
      });
      const events: [string, string, number][] = [
        ['accepted', 'Seller', 1],
        ['inTransit', 'Sorting hub', 2],
        ...(stored ? [['delivered', originOffice[source], 3] as [string, string, number]] : []),
      ];
      for (const [eventStatus, location, days] of events) {
        next.shipmentEvent += 1;
        work.shipmentEvents.push({
          id: next.shipmentEvent,
          shipmentId,
          at: later(boughtAt, days),
          status: eventStatus,
          location,
        });
      }
    }

    if (stored) {
      const arrived = later(boughtAt, 4);
      const origin = originOffice[source];
      work.routing.push({
        id: work.routing.length + 1,
        orderId: id,
        fromOffice: null,
        toOffice: origin,
        note: 'Received from the carrier',
        at: arrived,
      });
      if (order.warehouse && order.warehouse !== origin) {
        work.routing.push({
          id: work.routing.length + 1,
          orderId: id,
          fromOffice: origin,
          toOffice: order.warehouse,
          note: 'Transferred',
          at: later(arrived, 3),
        });
      }
      const packageId = work.packages.length + 1;
      const dimensions = {
        weight: 200 + ((id * 37) % 19_800),
        length: 10 + (id % 50),
        width: 10 + ((id * 3) % 40),
        height: 5 + ((id * 7) % 30),
      };
      const packageStatus = packageStatusOf[status] ?? 'inStorage';
      work.packages.push({
        id: packageId,
        code: `PK${String(packageId).padStart(7, '0')}`,
        status: packageStatus,
        customerCode: order.customerCode,
        ...dimensions,
        shipmentCode: packageStatus === 'inStorage' ? null : `VN${String(id * 11 + 700_000_000)}`,
        tracking: order.tracking,
        orderCodes: order.code,
        warehouseCode: order.warehouse ?? null,
        domesticShippingFee: order.domesticShippingFee ?? 0,
        // Every third package was photographed on arrival (paths on the content-delivery network).
        photos: id % 3 === 0 ? `packages/${id}/front.jpg;packages/${id}/label.png` : null,
        domesticCarrier:
          packageStatus === 'inStorage' ? null : carriers[source][id % carriers[source].length],
        createdBy: 'warehouse',
        createdAt: arrived,
        updatedAt: arrived,
      });
      work.packageOrders.push({ packageId, orderId: id });
      Object.assign(order, dimensions);
    }

    if (id % 7 === 0) {
      const answered = reached(status, 'purchasePending');
      work.inquiries.push({
        id: work.inquiries.length + 1,
        orderId: id,
        author: order.customerName ?? 'Customer',
        message: questions[id % questions.length],
        answer: answered ? answers[id % answers.length] : null,
        at: later(orderDate, 1),
      });
    }
  }
  return work;
};

/** Writes the work rows, parents first. */
