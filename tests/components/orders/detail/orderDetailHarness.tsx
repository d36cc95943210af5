import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore, ResourceContextProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { vi } from 'vitest';
import { storeLanguageId } from '../../../../authProvider/session';
import { createI18nProvider, loadMessages } from '../../../../i18n/i18nProvider';
import { findLanguage } from '../../../../i18n/languages';
import type { OrderActionName } from '../../../../resources/orders/index';
import { orderFields } from '../../../../resources/orders/orderFields';
import type { RecordOf } from '../../../../resources/recordOf';
import OrderDetail from '../../../../src/orders/detail/OrderDetail';
import type { OrderEvent, OrderRecord } from '../../../../src/orders/detail/orderRecord';
import { Notification } from '../../../../src/shell/Notification';
import { testAuthProvider } from '../../../support/TestAdmin';

/** Every declared field of the order empty, as `getorder` answers a column without a value. */
const noValues = Object.fromEntries(orderFields.map(({ source }) => [source, null])) as unknown as RecordOf<
  typeof orderFields
>;

/** An order as `getorder` answers it, with one of everything; `overrides` change its columns. */
export const sampleOrder = (overrides: Partial<OrderRecord> = {}): OrderRecord => {
  const order: OrderRecord = {
    ...noValues,
    id: 41,
    code: 'ICB-000041',
    title: 'Nintendo Switch OLED',
    source: 'ichiba',
    status: 'purchasePending',
    version: 3,
    offerStatus: null,
    orderType: 'clothing',
    customerCode: 'KH0001',
    customerName: 'Nguyen An',
    customerPhone: '0901234567',
    customerAddress: '1 Trang Tien, Ha Noi',
    receiverName: 'Nguyen An',
    price: 1200,
    tax: 120,
    quantity: 2,
    shippingFee: 800,
    domesticShippingFee: 500,
    surcharge: 0,
    total: 2620,
    paymentStatus: 'new',
    bidStatus: null,
    warehouse: 'JP-TOKYO',
    tracking: null,
    bidAccount: 'yahoo-kago01',
    configuredBuyer: 'mai.purchase',
    configuredBidAccount: 'yahoo-kago02',
    note: 'Fragile',
    image: 'orders/41/front.jpg;https://img.example.jp/41/back.jpg',
    orderDate: '2026-01-20T03:00:00.000Z',
    paymentExpirySeconds: 86_400,
    details: [
      {
        id: 501,
        productName: 'Nintendo Switch OLED white',
        productUrl: 'https://item.example.jp/switch',
        quantity: 2,
        price: 600,
        productAttributes: { colour: 'white', size: 'free' },
        image: 'orders/41/line.jpg',
      },
    ],
    supplier: { id: 3, code: 'KAGO-PAYPAY', name: 'Kago PayPay account' },
    seller: { id: 9, name: 'Sakura Store 9', taxCode: 'T100' },
    documents: [
      {
        id: 1,
        name: 'Invoice',
        url: 'https://docs.example.jp/1.pdf',
        createdAt: '2026-01-20',
        createdBy: 'admin',
      },
    ],
    packages: [
      {
        id: 7,
        code: 'PK-7',
        status: 'inStorage',
        weight: 1500,
        length: 30,
        width: 20,
        height: 10,
        shipmentCode: 'SH-7',
        tracking: 'TRK-7',
        createdAt: '2026-01-21',
      },
    ],
    receivables: [
      {
        id: 1,
        serviceCode: 'WOOD',
        name: 'Wooden crate',
        description: null,
        price: 150000,
        amount: 150000,
        currency: 'VND',
        payType: 'cash',
        payGroup: 'serviceFee',
        paid: false,
        createdAt: '2026-01-21',
      },
    ],
    payables: [
      {
        id: 1,
        amount: 1200,
        currency: 'JPY',
        exchangeRate: 170,
        createdAt: '2026-01-21',
        createdBy: 'admin',
        payType: 'card',
        supplierName: 'Kago PayPay account',
      },
    ],
    payments: [
      {
        id: 1,
        status: 'success',
        type: 'deposit',
        amount: 500000,
        wallet: 'MAIN',
        walletName: 'Ví chính',
        walletNameEn: 'Main wallet',
        walletNameJa: 'メインウォレット',
        at: '2026-01-20',
      },
    ],
    inquiries: [
      { id: 1, author: 'Nguyen An', message: 'Is it the white one?', answer: 'Yes', at: '2026-01-20' },
    ],
    emails: [
      {
        id: 1,
        to: 'shop@example.jp',
        cc: null,
        bcc: null,
        subject: 'Purchase ICB-000041',
        body: 'Hello',
        attachments: [{ name: 'po.pdf', size: 1000 }],
        sentBy: 'admin',
        sentAt: '2026-01-20',
        status: 'sent',
      },
    ],
    routing: [{ id: 1, fromOffice: 'JP-TOKYO', toOffice: 'VN-HN', at: '2026-01-22', note: 'Air' }],
  };
  // A column an override leaves out keeps its sample value.
  return { ...order, ...overrides } as OrderRecord;
};

export const sampleEvents: OrderEvent[] = [
  {
    id: 2,
    action: 'UpdatePrice',
    actor: 'admin',
    actorName: 'Ada Admin',
    fromStatus: 'purchasePending',
    toStatus: 'purchasePending',
    before: { price: 1500, total: 2920 },
    after: { price: 1200, total: 2620 },
    at: '2026-01-21T02:00:00.000Z',
  },
  {
    id: 1,
    action: 'OrderUpdateStatus',
    actor: 'purchaser',
    actorName: 'Pham Purchaser',
    fromStatus: 'waitingSettlement',
    toStatus: 'purchasePending',
    before: { status: 'waitingSettlement' },
    after: { status: 'purchasePending' },
    at: '2026-01-20T02:00:00.000Z',
  },
];

/** The other reads of the contract, by action. */
const reads = (order: () => OrderRecord): Partial<Record<OrderActionName, () => unknown>> => ({
  getorder: order,
  GetEventLog: () => sampleEvents,
  GetOrderServiceByOrderId: () => [
    {
      id: 1,
      serviceCode: 'BUBBLE',
      name: 'Bubble wrap',
      description: 'Two layers',
      price: 30000,
      createdAt: '2026-01-20',
    },
  ],
  SumOrderTotalServiceFee: () => ({ total: 30000 }),
  getallordersellers: () => [{ id: 9, name: 'Sakura Store 9', taxCode: 'T100' }],
  getOrderEfex: () => [
    {
      shipmentCode: 'EF-1',
      carrier: 'Yamato',
      status: 'inTransit',
      events: [{ at: '2026-01-22T01:00:00.000Z', status: 'picked up', location: 'Tokyo' }],
    },
  ],
  GetOffice: () => [
    { id: 1, code: 'JP-TOKYO', name: 'Tokyo warehouse', address: 'Koto, Tokyo', partner: 'Efex' },
    { id: 2, code: 'VN-HN', name: 'Ha Noi office', address: 'Cau Giay', partner: 'Kago' },
  ],
  GetSupplierActive: () => [{ id: 3, code: 'KAGO-PAYPAY', name: 'Kago PayPay account' }],
  GetTemplateEmail: () => ({ to: 'shop@example.jp', subject: 'Purchase ICB-000041', body: 'Please ship' }),
});

/**
 * A data provider with the order calls over one order in memory: a write with a stale version
 * answers 409, any other write bumps the version and keeps the order otherwise (each test states
 * what a write answers when it matters).
 */
export const orderProvider = (
  initial: OrderRecord,
  /** What a write changes besides the version (a move's new status...). */
  change: (action: OrderActionName, body: Record<string, unknown>) => Partial<OrderRecord> = () => ({}),
) => {
  let order = initial;
  const answers = reads(() => order);
  const provider = {
    orderRead: vi.fn(async (_family: string, action: OrderActionName, _query?: Record<string, unknown>) => {
      const answer = answers[action];
      if (!answer) throw new HttpError('kago.server.notFound', 404, { errors: {} });
      return { data: structuredClone(answer()) };
    }),
    orderWrite: vi.fn(async (_family: string, action: OrderActionName, body: Record<string, unknown>) => {
      if (body.version !== order.version) throw new HttpError('kago.server.conflict', 409, { errors: {} });
      order = { ...order, ...change(action, body), version: order.version + 1 };
      return { data: order };
    }),
    /** Another user's write: the stored order moves on. */
    changeElsewhere: () => {
      order = { ...order, version: order.version + 1 };
    },
  };
  return provider;
};

export type OrderProvider = ReturnType<typeof orderProvider>;

/** The page under the resource its route names, as `<Resource>` provides it. */
const RoutedResource = () => {
  const { resource } = useParams<{ resource: string }>();
  return (
    <ResourceContextProvider value={resource}>
      <OrderDetail />
    </ResourceContextProvider>
  );
};

export const renderOrderDetail = async ({
  route = 'purchase-waiting-order-ichiba',
  order = sampleOrder(),
  provider = orderProvider(order),
  role = 'admin',
  tab,
  locale = 'en',
}: {
  route?: string;
  order?: OrderRecord;
  provider?: OrderProvider;
  role?: 'admin' | 'viewer';
  tab?: string;
  /** The interface language. */
  locale?: 'vi' | 'en' | 'ja';
} = {}) => {
  storeLanguageId(findLanguage(locale).languageId);
  await loadMessages(locale);
  // Every message, as the app fetches them for any screen but the dashboard (src/shell/ScreensReady.tsx).
  const i18nProvider = createI18nProvider(locale);
  await i18nProvider.loadScreenMessages();
  const path = `/${route}/${order.id}/show${tab ? `?tab=${tab}` : ''}`;
  // The page reads the id from the route, as under react-admin's `<Resource show>`.
  const router = createMemoryRouter(
    [
      {
        path: '/:resource/:id/show',
        element: (
          <AdminContext
            dataProvider={provider as never}
            authProvider={testAuthProvider(role)}
            i18nProvider={i18nProvider}
            store={memoryStore({ locale })}
          >
            <RoutedResource />
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ delay: null });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: order.code });
  return { provider, router, user };
};
