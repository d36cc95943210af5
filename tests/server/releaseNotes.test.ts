import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * Goods release notes (call catalogue 7.7 `ManageReleaseNotes`; resources/releaseNotes.ts,
 * server/releaseNotes/rules.ts): the seeded notes, a note taking stored packages out of storage and
 * their orders to delivering, the refusals that change nothing, the updates, the printed PDF, and
 * who may do what.
 */
type Note = {
  id: number;
  version: number;
  code: string;
  recipientType: string;
  customerCode: string | null;
  receiverName: string;
  packageCodes: string;
  orderCodes: string | null;
  packageCount: number;
  domesticShippingFee: number;
  domesticCarrier: string | null;
  releasedAt: string;
  releasedBy: string | null;
};
type Package = { id: number; code: string; status: string; customerCode: string | null; orderCodes: string };
type NotePackage = { code: string; status: string; orders: { code: string; status: string }[] };
type Page<T> = { items: T[]; total: number };

const base = '/api/ManageReleaseNotes';
let server: TestServer;
let warehouse: ApiClient;
let warehouseVi: ApiClient;
let purchaser: ApiClient;
let warehouseToken: string;

beforeAll(async () => {
  server = await startTestServer();
  warehouseToken = (await signIn(server.url, 'warehouse', 'warehouse')).accessToken;
  warehouse = apiClient(server.url, warehouseToken);
  warehouseVi = apiClient(server.url, warehouseToken, 'vi');
  purchaser = apiClient(server.url, (await signIn(server.url, 'purchaser', 'purchaser')).accessToken);
});
afterAll(() => server?.close());

/** Stored packages, grouped by customer: the ones a note may take out. */
const storedByCustomer = async () => {
  const page = await warehouse.get<Page<Package>>('/api/OrderPackage/GetListOrderPackage', {
    status: 'inStorage',
    take: 200,
  });
  const byCustomer = new Map<string, Package[]>();
  for (const found of page.body.data.items) {
    if (!found.customerCode) continue;
    byCustomer.set(found.customerCode, [...(byCustomer.get(found.customerCode) ?? []), found]);
  }
  return byCustomer;
};
const packageByCode = async (code: string) =>
  (
    await warehouse.get<Page<Package>>('/api/OrderPackage/GetListOrderPackage', { keyword: code, take: 5 })
  ).body.data.items.find((found) => found.code === code)!;
const ordersOf = async (code: string) =>
  (await warehouse.get<{ code: string; status: string }[]>('/api/OrderPackage/GetOrdersByCode', { code }))
    .body.data;
const create = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<Note>(`${base}/Create`, body);
const note = (packageCodes: string, extra: Record<string, unknown> = {}) => ({
  recipientType: 'customer',
  receiverName: 'Nguyễn Văn Nhận',
  packageCodes,
  ...extra,
});

describe('goods release notes', () => {
  it('lists the seeded notes, newest first, filtered, found by an order code, with their packages', async () => {
    const page = await warehouse.get<Page<Note>>(`${base}/GetListOrderPackage`, { take: 50 });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBeGreaterThan(0);
    const dates = page.body.data.items.map((found) => found.releasedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const carriers = await warehouse.get<Page<Note>>(`${base}/GetListOrderPackage`, {
      recipientType: 'carrier',
    });
    expect(carriers.body.data.total).toBeGreaterThan(0);
    expect(
      carriers.body.data.items.every((found) => found.recipientType === 'carrier' && found.domesticCarrier),
    ).toBe(true);
    const seeded = page.body.data.items[0];
    const orderCode = seeded.orderCodes!.split(';')[0];
    const found = await warehouse.get<Page<Note>>(`${base}/GetListOrderPackage`, { keyword: orderCode });
    expect(found.body.data.items.map((item) => item.id)).toContain(seeded.id);
    const packages = await warehouse.get<NotePackage[]>(`${base}/GetOrderPackages`, { id: seeded.id });
    expect(packages.body.data).toHaveLength(seeded.packageCount);
    for (const item of packages.body.data) expect(['delivering', 'delivered']).toContain(item.status);
  });

  it('takes stored packages out on a note: the packages and their orders become delivering', async () => {
    const [customer, packages] = [...(await storedByCustomer())].find(([, held]) => held.length >= 1)!;
    const chosen = packages.slice(0, 2);
    for (const found of chosen)
      for (const order of await ordersOf(found.code)) expect(order.status).toBe('inStorage');
    const created = await create(
      warehouse,
      note(chosen.map((found) => found.code).join(', '), { domesticShippingFee: 30_000 }),
    );
    expect(created.status).toBe(200);
    const saved = created.body.data;
    expect(saved.code).toMatch(/^RN\d{7}$/);
    expect(saved.customerCode).toBe(customer);
    expect(saved.packageCount).toBe(chosen.length);
    expect(saved.releasedBy).toBeTruthy();
    for (const found of chosen) {
      expect((await packageByCode(found.code)).status).toBe('delivering');
      for (const order of await ordersOf(found.code)) expect(order.status).toBe('delivering');
    }
    const held = await warehouse.get<NotePackage[]>(`${base}/GetOrderPackages`, { id: saved.id });
    expect(held.body.data.map((found) => found.code).sort()).toEqual(
      chosen.map((found) => found.code).sort(),
    );

    // A package that has left storage cannot leave again, on this note or another: nothing changes.
    const again = await create(warehouse, note(chosen[0].code));
    expect(again.status).toBe(400);
    expect(again.body.errors.packageCodes).toEqual([`Not in storage, so not released: ${chosen[0].code}`]);
    // Nor may it leave its note.
    const dropped = await warehouse.post(`${base}/UpdateOrdersToOrderPackage`, {
      id: saved.id,
      version: saved.version,
      packageCodes:
        chosen
          .slice(1)
          .map((found) => found.code)
          .join(';') || 'PK0000000',
    });
    expect(dropped.status).toBe(400);
  });

  it('refuses unknown packages, several customers and a carrier without its name, in the user’s language', async () => {
    const byCustomer = [...(await storedByCustomer())];
    const [first, second] = byCustomer.map(([, held]) => held[0]);
    const unknown = await create(warehouseVi, note(`${first.code} PK9999999`));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.packageCodes).toEqual(['Không có kiện nào mang mã PK9999999']);
    const mixed = await create(warehouse, note(`${first.code};${second.code}`));
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors.packageCodes?.[0]).toMatch(/several customers/);
    const another = await create(warehouse, note(first.code, { customerCode: second.customerCode }));
    expect(another.status).toBe(400);
    const carrier = await create(warehouse, note(first.code, { recipientType: 'carrier' }));
    expect(carrier.status).toBe(400);
    expect(carrier.body.errors.domesticCarrier).toEqual(['A note to a carrier names the carrier']);
    const empty = await create(warehouse, note(' '));
    expect(empty.status).toBe(400);
    const negative = await create(warehouse, note(first.code, { domesticShippingFee: -1 }));
    expect(negative.status).toBe(400);
    // None of them took the package out.
    expect((await packageByCode(first.code)).status).toBe('inStorage');
  });

  it('adds packages to a note, updates its fee, photos and shipment, 409 on a stale version', async () => {
    const [, packages] = [...(await storedByCustomer())].find(([, held]) => held.length >= 2)!;
    const [one, two] = packages;
    const saved = (await create(warehouse, note(one.code))).body.data;
    const added = await warehouse.post<Note>(`${base}/UpdateOrdersToOrderPackage`, {
      id: saved.id,
      version: saved.version,
      packageCodes: `${one.code}\n${two.code}`,
    });
    expect(added.status).toBe(200);
    expect(added.body.data.packageCount).toBe(2);
    expect((await packageByCode(two.code)).status).toBe('delivering');
    const stale = await warehouse.post(`${base}/UpdateDomesticShippingFee`, {
      id: saved.id,
      version: saved.version,
      domesticShippingFee: 50_000,
    });
    expect(stale.status).toBe(409);
    const fee = await warehouse.post<Note>(`${base}/UpdateDomesticShippingFee`, {
      id: saved.id,
      version: added.body.data.version,
      domesticShippingFee: 50_000,
    });
    expect(fee.body.data.domesticShippingFee).toBe(50_000);
    const photos = await warehouse.post(`${base}/UpdatePhotos`, {
      id: saved.id,
      photos: 'signed.bmp',
    });
    expect(photos.status).toBe(400);
    const shipment = await warehouse.post<Note>(`${base}/UpdateInfoShipment`, {
      id: saved.id,
      receiverName: 'Trần Thị Giao',
      domesticCarrier: 'Giao Hàng Nhanh',
      shipmentCode: 'GHN123',
    });
    expect(shipment.status).toBe(200);
    expect(shipment.body.data.domesticCarrier).toBe('Giao Hàng Nhanh');
  });

  it('of two notes written at once for one package, one takes it and the other is refused', async () => {
    const [, packages] = [...(await storedByCustomer())].find(([, held]) => held.length >= 1)!;
    const code = packages.at(-1)!.code;
    const answers = await Promise.all([create(warehouse, note(code)), create(warehouse, note(code))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('prints a note as a PDF for whoever reads notes; only the warehouse releases', async () => {
    const [seeded] = (await warehouse.get<Page<Note>>(`${base}/GetListOrderPackage`, { take: 1 })).body.data
      .items;
    const pdf = await fetch(`${server.url}${base}/GetPdf?id=${seeded.id}`, {
      headers: { authorization: `Bearer ${warehouseToken}`, languageid: '1' },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${seeded.code}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${server.url}${base}/GetPdf?id=${seeded.id}`)).status).toBe(401);
    const missing = await fetch(`${server.url}${base}/GetPdf?id=99999999`, {
      headers: { authorization: `Bearer ${warehouseToken}` },
    });
    expect(missing.status).toBe(404);
    expect((await purchaser.get(`${base}/GetDetail`, { id: seeded.id })).status).toBe(200);
    expect((await warehouse.get<{ recipientType: string }>(`${base}/Create`)).body.data.recipientType).toBe(
      'customer',
    );
    expect((await create(purchaser, note('PK0000001'))).status).toBe(403);
    expect((await warehouse.post(`${base}/Update`, { id: seeded.id })).status).toBe(404);
  });
});
