// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/dataProvider';
import { createHttpClient } from '../../../dataProvider/httpClient';
import { resourceDeclarations } from '../../../resources';
import { orderFamilies } from '../../../resources/orders/index';
import {
  failure,
  ok,
  recordingAdapter,
  useTestConfig,
  type Answer,
  type RecordedRequest,
} from './recordingAdapter';
import { signIn } from './session';

const order = { id: 7, code: 'ORD-7', title: 'Camera', status: 'purchased', source: 'mercari' };

const providerAnswering = (
  respond: (request: RecordedRequest) => Answer = () => ok({ items: [], total: 0 }),
) => {
  const { adapter, requests } = recordingAdapter(respond);
  const provider = createDataProvider(resourceDeclarations, createHttpClient({ adapter }));
  return { provider, requests, lines: () => requests.map((request) => request.line) };
};

const firstPage = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'orderDate', order: 'DESC' as const },
};

describe('order lists: one call per family screen', () => {
  beforeEach(() => {
    localStorage.clear();
    useTestConfig();
    signIn('token');
  });

  it('sends paging, order, keyword and every filter of a family list as query values', async () => {
    const { provider, lines } = providerAnswering(() => ok({ items: [order], total: 41 }));
    const result = await provider.getList('purchased-order-mer', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'price', order: 'ASC' },
      filter: {
        q: ' ORD-7 ',
        status: ['purchased'],
        dateFrom: '2025-01-01',
        dateTo: '2025-01-31',
        purchaser: 'purchaser',
        supplierId: 3,
        bidAccount: 'bid-1',
        warehouse: 'HN',
      },
    });
    expect(lines()).toEqual([
      'GET /api/OrderPurchasedMercari/getorders?skip=25&take=25&keyword=ORD-7&sortBy=price&sortDesc=false' +
        '&status=purchased&dateFrom=2025-01-01&dateTo=2025-01-31&purchaser=purchaser&supplierId=3' +
        '&bidAccount=bid-1&warehouse=HN',
    ]);
    expect(result).toEqual({ data: [order], total: 41 });
  });

  it('repeats the status key for several statuses, and leaves out emptied filters and unknown keys', async () => {
    const { provider, lines } = providerAnswering();
    await provider.getList('purchase-waiting-order', {
      ...firstPage,
      filter: {
        q: '',
        status: ['waitingProcessing', 'purchasePending'],
        purchaser: '',
        warehouse: null,
        other: 1,
      },
    });
    expect(lines()).toEqual([
      'GET /api/OrderPurchase/getorders?skip=0&take=25&sortBy=orderDate&sortDesc=true' +
        '&status=waitingProcessing&status=purchasePending',
    ]);
  });

  it("lists a PCS screen from the base family's path, always filtered to source pcs", async () => {
    const { provider, lines } = providerAnswering();
    await provider.getList('order-domestic-shipping-pcs', { ...firstPage, filter: { source: 'ichiba' } });
    await provider.getList('order-domestic-shipping', { ...firstPage, filter: { source: 'jan' } });
    expect(lines()).toEqual([
      'GET /api/OrderDomesticShipping/getorders?skip=0&take=25&sortBy=orderDate&sortDesc=true&source=pcs',
      'GET /api/OrderDomesticShipping/getorders?skip=0&take=25&sortBy=orderDate&sortDesc=true&source=jan',
    ]);
  });

  it('calls the offer and waiting-payment lists by their own names', async () => {
    const { provider, lines } = providerAnswering();
    for (const route of [
      'mercari-offer',
      'mercari-offer-ichiba',
      'auction-offer',
      'waiting-addpayment-order',
    ]) {
      await provider.getList(route, { pagination: { page: 1, perPage: 10 }, filter: {} });
    }
    expect(lines()).toEqual([
      'GET /api/OrderMercari/GetOrdersMercariOffer?skip=0&take=10',
      'GET /api/OrderMercariIchiba/GetOrdersMercariOffer?skip=0&take=10',
      'GET /api/OrderAuction/GetOrdersAuctionOffer?skip=0&take=10',
      'GET /api/OrderWaittingPayment/GetOrderWaitingPayment?skip=0&take=10',
    ]);
  });

  it('serves every one of the 60 order screens from its family list call', async () => {
    const { provider, lines } = providerAnswering();
    for (const family of orderFamilies) {
      await provider.getList(family.route, { pagination: { page: 1, perPage: 1 }, filter: {} });
    }
    expect(orderFamilies).toHaveLength(60);
    expect(lines()).toEqual(
      orderFamilies.map(
        (family) =>
          `GET /api/${family.path}/${family.listAction}?skip=0&take=1${family.sourceFilter ? `&source=${family.sourceFilter}` : ''}`,
      ),
    );
  });

  it("passes an estimated total on as the result's meta, like the catalogue lists", async () => {
    const { provider } = providerAnswering(() =>
      ok({ items: [order], total: 100000, totalIsEstimate: true }),
    );
    const result = await provider.getList('search-orders', firstPage);
    expect(result).toEqual({ data: [order], total: 100000, meta: { totalIsEstimate: true } });
  });

  it("rejects with the server's message when a list is refused", async () => {
    const { provider } = providerAnswering(() =>
      failure(403, { message: 'You do not have permission to do this.' }),
    );
    await expect(provider.getList('order-cancel', firstPage)).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to do this.',
    });
  });
});
