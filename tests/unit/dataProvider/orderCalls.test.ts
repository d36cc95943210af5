// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/dataProvider';
import { createHttpClient } from '../../../dataProvider/httpClient';
import { multipartBody } from '../../../dataProvider/orderCalls';
import { failure, ok, recordingAdapter, useTestConfig, type Answer } from './recordingAdapter';
import { signIn } from './session';

const providerAnswering = (respond: () => Answer = () => ok({ id: 7, version: 4 })) => {
  const { adapter, requests } = recordingAdapter(respond);
  const provider = createDataProvider(undefined, createHttpClient({ adapter }));
  return { provider, requests };
};

describe('order calls: reads and writes of an order family', () => {
  beforeEach(() => {
    localStorage.clear();
    useTestConfig();
    signIn('token');
  });

  it('reads with query values under the family path and answers the envelope data', async () => {
    const { provider, requests } = providerAnswering(() => ok({ id: 7, code: 'ICB-7' }));
    const { data } = await provider.orderRead('OrderPurchaseIchiba', 'getorder', { id: 7 });
    expect(requests.map((request) => request.line)).toEqual(['GET /api/OrderPurchaseIchiba/getorder?id=7']);
    expect(requests[0].headers.Authorization).toBe('Bearer token');
    expect(data).toEqual({ id: 7, code: 'ICB-7' });
  });

  it('writes JSON with the order id and version on the regular path', async () => {
    const { provider, requests } = providerAnswering();
    const { data } = await provider.orderWrite('OrderPurchaseIchiba', 'UpdatePrice', {
      orderId: 7,
      version: 3,
      price: 1200,
    });
    expect(requests[0].line).toBe('POST /api/OrderPurchaseIchiba/UpdatePrice');
    expect(requests[0].body).toEqual({ orderId: 7, version: 3, price: 1200 });
    expect(data).toEqual({ id: 7, version: 4 });
  });

  it.each([
    [
      'OrderDomesticShippingIchiba',
      'OrderDetailUpdateProAtt',
      'POST /api/OrderDomesticShippingIchiba/OrderDomesticShippingIchibaOrderDetailUpdateProAtt',
    ],
    [
      'OrderDeliveryAndDeliveredIchiba',
      'OrderUpdateOrderNumber',
      'POST /api/OrderDeliveryAndDeliveredInternational/OrderUpdateOrderNumber',
    ],
  ] as const)('calls the irregular path of %s/%s (7.12)', async (family, action, line) => {
    const { provider, requests } = providerAnswering();
    await provider.orderWrite(family, action, { orderId: 7, version: 1 });
    expect(requests[0].line).toBe(line);
  });

  it('sends files and fields as multipart form data', async () => {
    const { provider, requests } = providerAnswering();
    const invoice = new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    await provider.orderWrite(
      'OrderPurchaseIchiba',
      'SendEmailOrderPurchase',
      {
        orderId: 7,
        version: 2,
        to: 'shop@example.jp',
        cc: null,
        subject: 'Order ICB-7',
        attachments: [invoice, photo],
      },
      { multipart: true },
    );
    expect(requests[0].line).toBe('POST /api/OrderPurchaseIchiba/SendEmailOrderPurchase');
    const body = requests[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('orderId')).toBe('7');
    expect(body.get('version')).toBe('2');
    expect(body.get('to')).toBe('shop@example.jp');
    expect(body.has('cc')).toBe(false);
    expect(body.getAll('attachments').map((file) => (file as File).name)).toEqual([
      'invoice.pdf',
      'photo.png',
    ]);
  });

  it('sends an attribute map inside a multipart body as JSON text', () => {
    const form = multipartBody({ productAttributes: { colour: 'red' }, remove: false });
    expect(form.get('productAttributes')).toBe('{"colour":"red"}');
    expect(form.get('remove')).toBe('false');
  });

  it('rejects a stale write with 409 and a refused one with its field errors', async () => {
    const stale = providerAnswering(() => failure(409, { message: 'kago.server.conflict' }));
    await expect(
      stale.provider.orderWrite('OrderPurchaseIchiba', 'UpdatePrice', { orderId: 7, version: 1 }),
    ).rejects.toMatchObject({ status: 409 });

    const refused = providerAnswering(() =>
      failure(400, { message: 'invalid', errors: { price: ['Price must be at most 100'] } }),
    );
    await expect(
      refused.provider.orderWrite('OrderPurchaseIchiba', 'UpdatePrice', { orderId: 7, version: 1 }),
    ).rejects.toMatchObject({ status: 400, body: { errors: { price: 'Price must be at most 100' } } });
  });
});
