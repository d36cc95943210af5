import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeFromCatalogues } from '../../contract/charges';
import { todayInVietnam } from '../../server/shippingOrders/rules';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The operations on a shipping order (resources/shippingOperations.ts, server/shippingOrders/moves.ts):
 * one order taken through every move by the roles that make them, each queue listing it while it
 * waits there, every refusal (out of order, bad measures, a step of another role, a stale version)
 * changing nothing, and trace finding the whole timeline by each of its keys.
 */
type ShippingOrder = {
  id: number;
  version: number;
  orderNumber: string;
  referenceNumber: string;
  stage: string;
  queue: string | null;
  held: boolean;
  postOfficeToSend: string;
  shipperId: number | null;
  masterWaybill: string | null;
  trackingNumber: string | null;
  chargeTotal: number | null;
  chargeCurrency: string | null;
  currencyCode: string | null;
};
type Traced = ShippingOrder & { timeline: { action: string; stageTo: string; actor: string }[] };
type Page<T> = { items: T[]; total: number };
type Option = {
  id: number;
  code: string;
  name: string;
  rate?: number;
  currencyCode?: string;
  ratePerKg?: number | null;
  minimumFreight?: number | null;
};

const base = '/api/sp-order';
let server: TestServer;
let operator: ApiClient;
let accountant: ApiClient;
let viewer: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  const client = async (user: string, locale: 'en' | 'vi' = 'en') =>
    apiClient(server.url, (await signIn(server.url, user, user)).accessToken, locale);
  operator = await client('operator');
  accountant = await client('accountant');
  viewer = await client('viewer');
});
afterAll(() => server?.close());

const tomorrow = () => {
  const date = new Date(`${todayInVietnam()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const read = async (id: number) => (await operator.get<ShippingOrder>(`${base}/edit`, { id })).body.data;
const inQueue = async (queue: string, orderNumber: string) =>
  (await operator.get<Page<ShippingOrder>>(`${base}/get`, { queue, keyword: orderNumber, take: 10 })).body
    .data.items.length === 1;
const options = async (path: string, client = operator) => (await client.get<Option[]>(path)).body.data;

describe('shipping operations', () => {
  it('takes an order from receipt to delivery, refusing every move out of order or out of role', async () => {
    const sample = (await operator.get<Page<ShippingOrder>>(`${base}/get`, { stage: 'received', take: 1 }))
      .body.data.items[0];
    const yen = (await options(`${base}/get-currencies`)).find(
      (currency) => currency.currencyCode === 'JPY',
    )!;
    const created = await operator.post<ShippingOrder>(`${base}/create`, {
      referenceNumber: `OPS-${Date.now()}`,
      cargoShippingMethod: 'air',
      cargoSPService: 'express',
      cargoType: 'general',
      pieces: 2,
      sendDate: tomorrow(),
      postOfficeToSend: sample.postOfficeToSend,
      cargoPickupMethod: 'dropOff',
      shipperId: sample.shipperId,
      orderCargoAddServices: 'repacking',
      declaredValue: 12_000,
      currencyId: yen.id,
    });
    expect(created.status).toBe(200);
    let order = created.body.data;
    // Its money is in its currency: the server keeps the currency's code on it.
    expect(order.currencyCode).toBe('JPY');
    expect(order.queue).toBe('receive');
    expect(await inQueue('receive', order.orderNumber)).toBe(true);
    const act = (
      client: ApiClient,
      action: string,
      inputs: Record<string, unknown>,
      version = order.version,
    ) => client.post<ShippingOrder>(`${base}/${action}`, { id: order.id, version, ...inputs });

    // Out of order: nothing but a receipt moves an order just created.
    const early = await act(operator, 'dispatch', {
      masterWaybill: 'X',
      carrierId: 1,
      departureDate: tomorrow(),
      originPortId: 1,
      destinationPortId: 2,
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(`Order ${order.orderNumber} is not waiting for this step`);

    // Bad measures: a negative weight, zero pieces, a count the measures do not match.
    expect((await act(operator, 'receive', { actualPieces: 1, pieceMeasures: '-5x1x1x1' })).status).toBe(400);
    expect((await act(operator, 'receive', { actualPieces: 0, pieceMeasures: '5x1x1x1' })).status).toBe(400);
    const miscounted = await act(operator, 'receive', { actualPieces: 2, pieceMeasures: '1200x40x30x20' });
    expect(miscounted.status).toBe(400);
    expect(miscounted.body.errors.pieceMeasures).toEqual([
      'Give the weight and dimensions of each of the 2 pieces counted',
    ]);
    expect((await read(order.id)).version).toBe(order.version);

    // A shortfall is held at receipt, still waiting to be received.
    const short = await act(operator, 'receive', { actualPieces: 1, pieceMeasures: '1200x40x30x20' });
    expect(short.status).toBe(200);
    expect(short.body.data).toMatchObject({ stage: 'created', held: true, queue: 'receive' });
    order = short.body.data;

    const received = await act(operator, 'receive', {
      actualPieces: 2,
      pieceMeasures: '1200x40x30x20; 800x20x20x10',
    });
    expect(received.body.data).toMatchObject({ stage: 'received', held: false, queue: 'handling' });
    // A move another user made first: the version this user read is stale.
    const twice = await act(operator, 'receive', { actualPieces: 2, pieceMeasures: '1x1x1x1; 1x1x1x1' });
    expect(twice.status).toBe(409);
    order = received.body.data;
    expect(await inQueue('handling', order.orderNumber)).toBe(true);
    expect(await inQueue('receive', order.orderNumber)).toBe(false);

    expect((await act(operator, 'handle', { boxes: 1 })).body.errors.servicesDone).toEqual([
      'Mark the added services done first',
    ]);
    expect((await act(operator, 'handle', { boxes: 3, servicesDone: true })).status).toBe(400);
    order = (await act(operator, 'handle', { boxes: 1, servicesDone: true })).body.data;
    expect(order.stage).toBe('handled');

    const [carrier] = await options('/api/carrier/get-all');
    const [origin, destination] = await options('/api/port/get-all');
    const dispatched = await act(operator, 'dispatch', {
      masterWaybill: `mawb-${order.id}`,
      carrierId: carrier.id,
      departureDate: tomorrow(),
      originPortId: origin.id,
      destinationPortId: destination.id,
    });
    expect(dispatched.status).toBe(200);
    order = dispatched.body.data;
    expect(order.masterWaybill).toBe(`MAWB-${order.id}`);
    const manifest = await operator.get<ShippingOrder[]>(`${base}/manifest`, {
      masterWaybill: order.masterWaybill!,
    });
    expect(manifest.body.data.map((each) => each.id)).toEqual([order.id]);

    // The charge is the accountant's step, not the operator's, at the rate of the charges group.
    const groups = await options('/api/charges-group/get-all');
    const priced = groups.find((each) => typeof each.ratePerKg === 'number')!;
    const unpriced = groups.find((each) => each.ratePerKg === null)!;
    const vat = (await options('/api/vat-type/get-all'))[0];
    const yenRate = (await options('/api/currency/get-all', accountant)).find(
      (currency) => currency.currencyCode === 'JPY',
    )!;
    // Standard air: a delivery time the seeded groups give no rate of their own, priced at the
    // group's standard rate (tests/server/chargeRates.test.ts prices the others).
    const standardAir = (await options(`${base}/get-delivery-times`, accountant)).find(
      (each) => each.code === 'AIR-STD',
    )!;
    const chargeInputs = {
      chargesGroupId: priced.id,
      deliveryTimeId: standardAir.id,
      vatTypeId: vat.id,
      currencyId: yen.id,
    };
    expect((await act(operator, 'charge', chargeInputs)).status).toBe(403);
    expect((await act(viewer, 'charge', chargeInputs)).status).toBe(403);
    // A group that prices nothing by weight is refused on its input, and nothing changes.
    const unpricedCharge = await act(accountant, 'charge', { ...chargeInputs, chargesGroupId: unpriced.id });
    expect(unpricedCharge.status).toBe(400);
    expect(unpricedCharge.body.errors.chargesGroupId).toEqual([
      'This charges group gives no rate per kilogram: choose a group with a rate',
    ]);
    expect((await read(order.id)).version).toBe(order.version);
    const charged = await act(accountant, 'charge', chargeInputs);
    expect(charged.status).toBe(200);
    const expected = chargeFromCatalogues({
      method: 'air',
      pieces: [
        { weightGrams: 1200, lengthCm: 40, widthCm: 30, heightCm: 20 },
        { weightGrams: 800, lengthCm: 20, widthCm: 20, heightCm: 10 },
      ],
      group: priced,
      vatRate: Number(vat.rate),
      currency: { currencyCode: 'JPY', rate: Number(yenRate.rate) },
    });
    // 4.67 kg by volume (24,000 + 4,000 cm3 over 6,000), above the 2 kg weighed: 5 kg charged, at
    // the seeded freight group's 65,000 dong (above its minimum of 150,000).
    expect(priced.code).toBe('FRT');
    expect(expected.chargeableKg).toBe(5);
    expect(expected.freight).toBe(325_000);
    expect(charged.body.data).toMatchObject({ stage: 'charged', chargeCurrency: 'JPY' });
    expect(Number(charged.body.data.chargeTotal)).toBe(expected.converted);
    order = charged.body.data;

    order = (await act(operator, 'document', {})).body.data;
    order = (await act(operator, 'startDelivery', { trackingNumber: `vn${order.id}` })).body.data;
    expect(order).toMatchObject({ stage: 'delivering', queue: 'delivery' });
    order = (await act(operator, 'failDelivery', { failureReason: 'Nobody home' })).body.data;
    expect(order.stage).toBe('deliveryFailed');
    order = (await act(operator, 'startDelivery', { trackingNumber: `vn${order.id}` })).body.data;
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await act(operator, 'deliver', { receiverName: 'Lan', deliveredAt: future })).status).toBe(400);
    const delivered = await act(operator, 'deliver', {
      receiverName: 'Lan',
      deliveredAt: new Date().toISOString(),
    });
    expect(delivered.body.data).toMatchObject({ stage: 'delivered', queue: null });

    // Trace by each key: the same order, its whole timeline with who did what.
    for (const keyword of [order.referenceNumber, order.orderNumber, `VN${order.id}`, `mawb-${order.id}`]) {
      const traced = await viewer.get<Traced[]>(`${base}/trace`, { keyword });
      expect(traced.status, keyword).toBe(200);
      const [found] = traced.body.data.filter((each) => each.id === order.id);
      expect(found.timeline.map((event) => event.action)).toEqual([
        'receive',
        'receive',
        'handle',
        'dispatch',
        'charge',
        'document',
        'startDelivery',
        'failDelivery',
        'startDelivery',
        'deliver',
      ]);
      const actors = new Map(found.timeline.map((event) => [event.action, event.actor]));
      expect(actors.get('charge')).not.toBe(actors.get('receive'));
    }
  });

  it('lists each queue by its index, and the seeded orders carry their timelines', async () => {
    for (const queue of ['receive', 'handling', 'dispatch', 'charge', 'doc', 'delivery']) {
      const page = await operator.get<Page<ShippingOrder>>(`${base}/get`, { queue, take: 5 });
      expect(page.body.data.total, queue).toBeGreaterThan(0);
      expect(page.body.data.items.every((each) => each.queue === queue)).toBe(true);
    }
    const delivered = // The oldest: a seeded one, not the one the test above delivered.
      (
        await operator.get<Page<ShippingOrder>>(`${base}/get`, {
          stage: 'delivered',
          take: 1,
          sortBy: 'sendDate',
          sortDesc: false,
        })
      ).body.data.items[0];
    const [traced] = (await operator.get<Traced[]>(`${base}/trace`, { keyword: delivered.orderNumber })).body
      .data;
    expect(traced.timeline.at(-1)).toMatchObject({ action: 'deliver', stageTo: 'delivered' });
    expect(traced.timeline).toHaveLength(7);
  });
});
