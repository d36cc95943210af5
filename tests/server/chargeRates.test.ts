import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeFromCatalogues, type CatalogueChargeRate } from '../../contract/charges';
import { parsePieceMeasures } from '../../resources/shippingOperations';
import type { CargoShippingMethod } from '../../resources/tracking';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The rate of the charges group and delivery time (resources/chargeRates.ts,
 * server/shippingOrders/chargeRates.ts, the charge in server/shippingOrders/moves.ts): a group's rates
 * by delivery time, one per pair; the charge at the delivery time's own rate or else the group's
 * standard rate, an unknown delivery time refused and nothing changed; and the delivery times
 * offered to the roles that charge and create orders through reads of their own, while the
 * delivery-time setting stays refused to those without its rights.
 */
type Page<T> = { items: T[]; total: number };
type Option = {
  id: number;
  code: string;
  name: string;
  ratePerKg?: number | null;
  minimumFreight?: number | null;
};
type Rate = CatalogueChargeRate & { id: number; version: number; chargesGroupId: number };
type ShippingOrder = {
  id: number;
  version: number;
  stage: string;
  cargoShippingMethod: CargoShippingMethod;
  pieceMeasures: string;
  deliveryTimeId: number | null;
  chargeTotal: number | null;
};
type Event = { action: string; details: Record<string, unknown> };

const base = '/api/sp-order';
const rates = '/api/charges-group-rate';
let server: TestServer;
let admin: ApiClient;
let accountant: ApiClient;
let operator: ApiClient;
let viewer: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  const client = async (user: string) =>
    apiClient(server.url, (await signIn(server.url, user, user)).accessToken, 'en');
  admin = await client('admin');
  accountant = await client('accountant');
  operator = await client('operator');
  viewer = await client('viewer');
});
afterAll(() => server?.close());

const options = async (client: ApiClient, path: string) => (await client.get<Option[]>(path)).body.data;
const byCode = (list: readonly Option[], code: string) => list.find((each) => each.code === code)!;
const ratesOf = async (client: ApiClient, groupId: number) =>
  (await client.get<Page<Rate>>(`${rates}/get`, { chargesGroupId: groupId, take: 100 })).body.data.items;

describe('rates by charges group and delivery time', () => {
  it('keeps one rate per group and delivery time, written by admin, read by every catalogue reader', async () => {
    const groups = await options(viewer, '/api/charges-group/get-all');
    const deliveryTimes = await options(viewer, `${rates}/get-delivery-times`);
    // The seed: a rate of its own for express, not for the standard air service.
    const freight = byCode(groups, 'FRT');
    const seeded = await ratesOf(viewer, freight.id);
    const express = byCode(deliveryTimes, 'EXPRESS');
    const standardAir = byCode(deliveryTimes, 'AIR-STD');
    expect(seeded.find((rate) => rate.deliveryTimeId === express.id)?.ratePerKg).toBe(97_500);
    expect(seeded.some((rate) => rate.deliveryTimeId === standardAir.id)).toBe(false);

    const customs = byCode(groups, 'CUS');
    const rate = { chargesGroupId: customs.id, deliveryTimeId: express.id, ratePerKg: 5_000 };
    expect((await operator.post(`${rates}/create`, rate)).status).toBe(403);
    const created = await admin.post<Rate>(`${rates}/create`, rate);
    expect(created.status).toBe(200);
    // A second rate for the same pair, an unknown delivery time, a rate of nothing: refused.
    const twice = await admin.post(`${rates}/create`, { ...rate, ratePerKg: 6_000 });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.deliveryTimeId).toEqual([
      'This charges group already has a rate for this delivery time',
    ]);
    const unknown = await admin.post(`${rates}/create`, { ...rate, deliveryTimeId: 999_999 });
    expect(unknown.body.errors?.deliveryTimeId).toEqual(['This record does not exist or is not active']);
    expect(
      (await admin.post(`${rates}/create`, { ...rate, deliveryTimeId: standardAir.id, ratePerKg: 0 })).status,
    ).toBe(400);
    // An edit onto a delivery time the group already prices is refused too.
    const other = await admin.post<Rate>(`${rates}/create`, { ...rate, deliveryTimeId: standardAir.id });
    const moved = await admin.post(`${rates}/edit`, {
      ...other.body.data,
      deliveryTimeId: express.id,
    });
    expect(moved.status).toBe(400);
    expect((await ratesOf(viewer, customs.id)).map((each) => [each.deliveryTimeId, each.ratePerKg])).toEqual([
      [express.id, 5_000],
      [standardAir.id, 5_000],
    ]);
  });

  it('charges at the delivery time’s own rate, else the group’s standard, and refuses an unknown one', async () => {
    const dispatched = (
      await accountant.get<Page<ShippingOrder>>(`${base}/get`, { stage: 'dispatched', take: 2 })
    ).body.data.items;
    expect(dispatched).toHaveLength(2);
    const [first, second] = await Promise.all(
      dispatched.map(
        async (each) => (await accountant.get<ShippingOrder>(`${base}/edit`, { id: each.id })).body.data,
      ),
    );
    const groups = await options(accountant, '/api/charges-group/get-all');
    const freight = byCode(groups, 'FRT');
    // The accountant's delivery times come from the charge's own read.
    const deliveryTimes = await options(accountant, `${base}/get-delivery-times`);
    const express = byCode(deliveryTimes, 'EXPRESS');
    const standardAir = byCode(deliveryTimes, 'AIR-STD');
    const vat = (await options(accountant, '/api/vat-type/get-all'))[0] as Option & { rate: number };
    const dong = (await options(accountant, '/api/currency/get-all')).find(
      (each) => (each as Option & { currencyCode: string }).currencyCode === 'VND',
    ) as Option & { currencyCode: string; rate: number };
    const charge = (order: ShippingOrder, deliveryTimeId: number, version = order.version) =>
      accountant.post<ShippingOrder>(`${base}/charge`, {
        id: order.id,
        version,
        chargesGroupId: freight.id,
        deliveryTimeId,
        vatTypeId: vat.id,
        currencyId: dong.id,
      });
    const expected = (
      order: ShippingOrder,
      deliveryTimeId: number,
      groupRates: readonly CatalogueChargeRate[],
    ) =>
      chargeFromCatalogues({
        method: order.cargoShippingMethod,
        pieces: parsePieceMeasures(order.pieceMeasures),
        group: freight,
        rates: groupRates,
        deliveryTimeId,
        vatRate: Number(vat.rate),
        currency: { currencyCode: 'VND', rate: Number(dong.rate) },
      });
    const freightRates = await ratesOf(accountant, freight.id);

    // An unknown delivery time: refused on its input, in the user's language, and nothing changes.
    const unknown = await charge(first, 999_999);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.deliveryTimeId).toEqual(['This record does not exist or is not active']);
    const unchanged = (await accountant.get<ShippingOrder>(`${base}/edit`, { id: first.id })).body.data;
    expect(unchanged).toMatchObject({ version: first.version, stage: 'dispatched', chargeTotal: null });

    // Express has a rate of its own: 97,500 a kg (1.5 x the standard 65,000), minimum 225,000.
    const atExpress = await charge(first, express.id);
    expect(atExpress.status).toBe(200);
    const expressCharge = expected(first, express.id, freightRates);
    expect(expressCharge).toMatchObject({
      ratePerKg: 97_500,
      minimumFreight: 225_000,
      rateSource: 'deliveryTime',
    });
    expect(atExpress.body.data).toMatchObject({ stage: 'charged', deliveryTimeId: express.id });
    expect(Number(atExpress.body.data.chargeTotal)).toBe(expressCharge.converted);

    // The standard air service has none: the group's standard 65,000, minimum 150,000.
    const atStandard = await charge(second, standardAir.id);
    expect(atStandard.status).toBe(200);
    const standardCharge = expected(second, standardAir.id, freightRates);
    expect(standardCharge).toMatchObject({
      ratePerKg: 65_000,
      minimumFreight: 150_000,
      rateSource: 'standard',
    });
    expect(Number(atStandard.body.data.chargeTotal)).toBe(standardCharge.converted);

    // The timeline says which delivery time and whose rate priced each.
    const chargeEvent = async (order: ShippingOrder) =>
      (await accountant.get<Event[]>(`${base}/timeline`, { id: order.id })).body.data.find(
        (event) => event.action === 'charge',
      )!.details;
    expect(await chargeEvent(first)).toMatchObject({
      deliveryTimeId: express.id,
      deliveryTimeCode: 'EXPRESS',
      rateSource: 'deliveryTime',
      ratePerKg: 97_500,
    });
    expect(await chargeEvent(second)).toMatchObject({
      deliveryTimeCode: 'AIR-STD',
      rateSource: 'standard',
      ratePerKg: 65_000,
    });
  });

  it('offers the delivery times through the charge’s and the order’s reads, not the setting', async () => {
    // The operator creates orders and the viewer reads them: both are refused the setting itself.
    expect((await operator.get('/api/delivery-time/get-all')).status).toBe(403);
    expect((await viewer.get('/api/delivery-time/get')).status).toBe(403);
    for (const client of [accountant, operator, viewer]) {
      const answer = await client.get<Option[]>(`${base}/get-delivery-times`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((each) => each.code)).toContain('EXPRESS');
    }
    // An order is created at an active delivery time, or none; an unknown one is refused on its input.
    const sample = (
      await operator.get<Page<ShippingOrder & Record<string, unknown>>>(`${base}/get`, { take: 1 })
    ).body.data.items[0];
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const order = (deliveryTimeId: number) => ({
      referenceNumber: `DT-${deliveryTimeId}-${Date.now()}`,
      cargoShippingMethod: 'air',
      cargoSPService: 'express',
      cargoType: 'general',
      pieces: 1,
      sendDate: tomorrow,
      postOfficeToSend: sample.postOfficeToSend,
      cargoPickupMethod: 'dropOff',
      deliveryTimeId,
    });
    const unknown = await operator.post(`${base}/create`, order(999_999));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.deliveryTimeId).toEqual(['This record does not exist or is not active']);
    const express = byCode(await options(operator, `${base}/get-delivery-times`), 'EXPRESS');
    const created = await operator.post<ShippingOrder>(`${base}/create`, order(express.id));
    expect(created.status).toBe(200);
    expect(created.body.data.deliveryTimeId).toBe(express.id);

    // Named in the interface language (server/seed/data/catalogue-names.json).
    const japanese = apiClient(
      server.url,
      (await signIn(server.url, 'operator', 'operator')).accessToken,
      'ja',
    );
    const inJapanese = (await japanese.get<Option[]>(`${base}/get-delivery-times`)).body.data;
    expect(byCode(inJapanese, 'EXPRESS').name).toBe('速達');
    expect(byCode(await options(operator, `${base}/get-delivery-times`), 'EXPRESS').name).toBe('Express');
  });
});
