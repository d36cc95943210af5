import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processTestServer, type TestServer } from '../support/testServer';
import { customerApiAs, type CustomerApi, type CustomerItem } from '../server/support/customerApi';

/**
 * Every customer call of the call catalogue (7.9), by its literal path, method and query names: a
 * renamed route breaks this test, not the client in production.
 */

let server: TestServer;
let api: CustomerApi;
let customer: CustomerItem;

beforeAll(async () => {
  server = await processTestServer();
  api = await customerApiAs(server.url, 'admin');
  const created = await api.post<CustomerItem>('/api/customer/create', {
    username: 'contract.customer',
    fullname: 'Contract Customer',
    email: 'contract@example.com',
    countryCode: 'VN',
  });
  customer = created.body.data;
});
afterAll(() => server?.close());

const reads: [string, Record<string, string | number>][] = [
  ['/api/customer/getallcustomer', { keyword: 'C0000', take: 10 }],
  ['/api/customer/GetCustomers', { skip: 0, take: 10 }],
  ['/api/customer/get', { skip: 0, take: 10, keyword: 'C0000', sortBy: 'username', sortDesc: 'true' }],
  ['/api/customer/GetAll', {}],
  ['/api/customer/GetAllCountry', {}],
  ['/api/customer/GetAllLevel', {}],
  ['/api/customer/GetLevelById', { id: 1 }],
  ['/api/customer/GetStateProvinceByCountry', { countryId: 1 }],
  ['/api/customer/GetDistrictByProvince', { provinceId: 1 }],
  ['/api/customer/GetWardByDistrict', { districtId: 1 }],
  ['/api/customer/GetEmployeeByAccountId', { accountId: 100001 }],
  ['/api/customer/getallemployee', {}],
  ['/api/customer/GetEmployeePaging', { skip: 0, take: 5 }],
  ['/api/customer/create', {}],
  ['/api/customer/edit', { id: 1 }],
  ['/api/customer/GetCustomerInfo', { id: 1 }],
  ['/api/customer/GetCustomerProfile', { id: 1 }],
  ['/api/customer/GetLevelByAccountId', { accountId: 100001 }],
  ['/api/customer/GetAllSupporters', {}],
  ['/api/customer/GetAddresses', { customerId: 1 }],
  ['/api/customer/GetAccessHistory', { accountId: 100001, skip: 0, take: 10, languageId: 'en' }],
  ['/api/customer/GetSupportHistory', { customerId: 1 }],
  ['/api/customer/GetTransactions', { customerId: 1, skip: 0, take: 10 }],
  ['/api/AccessHistory/GetListDeviceType', {}],
  ['/api/AccessHistory/GetAccessHistoryPaing', { accountId: 100001, skip: 0, take: 10 }],
  ['/api/Notify/GetWebNotify', { accountId: 100001 }],
  ['/api/Notify/GetEmailNotify', { accountId: 100001 }],
  ['/api/Notify/GetByRefCodeAndCustomerId', { refCode: 'KG0000001', customerId: 1 }],
];

describe('customer reads', () => {
  it.each(reads)('GET %s answers', async (path, query) => {
    const answer = await api.get(path, query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success).toBe(true);
  });
});

describe('customer writes', () => {
  const ok = (answer: { status: number; body: unknown }) =>
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

  it('POST create, POST edit, POST UpdateLevelCustomer, POST UpdateCareBy', async () => {
    const read = (await api.get<CustomerItem>('/api/customer/edit', { id: customer.id })).body.data;
    const edited = await api.post<CustomerItem>('/api/customer/edit', { ...read, phone: '0911111111' });
    ok(edited);
    const level = await api.post<CustomerItem>('/api/customer/UpdateLevelCustomer', {
      customerId: customer.id,
      version: edited.body.data.version,
      levelId: 2,
    });
    ok(level);
    ok(
      await api.post('/api/customer/UpdateCareBy', {
        customerId: customer.id,
        version: level.body.data.version,
        careById: 3,
      }),
    );
  });

  it('POST CreateAddress, GET GetAddress, PUT UpdateAddress, DELETE DeleteAddress', async () => {
    // The first seeded address of the first customers (a few customers have none).
    const seeded = await Promise.all(
      [1, 2, 3, 4, 5].map(
        async (customerId) =>
          (await api.get<Record<string, unknown>[]>('/api/customer/GetAddresses', { customerId })).body.data,
      ),
    );
    const [address] = seeded.flat();
    const {
      addressId: _id,
      countryName: _c,
      provinceName: _p,
      districtName: _d,
      wardName: _w,
      ...values
    } = address;
    const created = await api.post<{ addressId: number }>('/api/customer/CreateAddress', {
      ...values,
      customerId: customer.id,
    });
    ok(created);
    const { addressId } = created.body.data;
    const read = await api.get<Record<string, unknown>>('/api/customer/GetAddress', { addressId });
    ok(read);
    ok(await api.put('/api/customer/UpdateAddress', undefined, { ...read.body.data, note: 'Ring twice' }));
    ok(await api.delete('/api/customer/DeleteAddress', { addressId }));
  });

  it('PUT ActiveBid, POST activates_allowbid, ChangeAllowBid, activates_tranactive, activates, ActiveTransaction, UpdateAucMaxBidLink', async () => {
    ok(await api.put('/api/customer/ActiveBid', { customerId: customer.id, active: false }));
    ok(await api.post('/api/customer/activates_allowbid', { ids: [customer.id], active: false }));
    ok(await api.post('/api/customer/ChangeAllowBid', { customerId: customer.id, allowBid: true }));
    ok(await api.post('/api/customer/activates_tranactive', { ids: [customer.id], active: true }));
    ok(await api.post('/api/customer/activates', { ids: [customer.id], active: true }));
    ok(await api.post('/api/customer/ActiveTransaction', { customerId: customer.id, active: true }));
    ok(await api.post('/api/customer/UpdateAucMaxBidLink', { customerId: customer.id, aucMaxBidLink: 5 }));
  });

  it('POST Notify/AddWebNotify, POST Notify/SendMail (multipart)', async () => {
    ok(
      await api.post('/api/Notify/AddWebNotify', {
        CustomerId: customer.id,
        title: 'Hello',
        body: 'Welcome',
      }),
    );
    const form = new FormData();
    form.set('CustomerId', String(customer.id));
    form.set('subject', 'Welcome');
    form.set('cc', '');
    form.set('bcc', '');
    form.set('body', '<p>Welcome</p>');
    ok(await api.multipart('/api/Notify/SendMail', form));
  });

  it('POST ExportExcel (binary), POST deletes', async () => {
    const file = await api.download('/api/customer/ExportExcel', { keyword: 'Contract Customer' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const deleted = await api.post('/api/customer/deletes', { ids: [customer.id] });
    ok(deleted);
    expect(deleted.body.data).toEqual({ deleted: 1 });
  });
});
