// @vitest-environment jsdom
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/dataProvider';
import { createHttpClient } from '../../../dataProvider/httpClient';
import { customerAddressDeclaration } from '../../../resources/customers';
import { failure, ok, recordingAdapter, type Answer, type RecordedRequest } from './recordingAdapter';
import { useTestConfig } from './recordingAdapter';
import { signIn } from './session';

const providerAnswering = (respond: (request: RecordedRequest) => Answer = () => ok({})) => {
  const { adapter, requests } = recordingAdapter(respond);
  const provider = createDataProvider(undefined, createHttpClient({ adapter }));
  return { provider, requests, lines: () => requests.map((request) => request.line) };
};

const page = { items: [{ id: 7, customerCode: 'C000007' }], total: 5001 };
const customers = 'customer-information';

describe('customer calls: paths, methods and payloads of 7.9', () => {
  beforeEach(() => {
    localStorage.clear();
    useTestConfig();
    signIn('token');
  });

  it('lists customers through GetCustomers with paging, order, keyword and filters', async () => {
    const { provider, lines } = providerAnswering(() => ok(page));
    const result = await provider.getList('customer-information', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'createdDate', order: 'DESC' },
      filter: {
        q: 'nguyen',
        levelId: 2,
        countryCode: 'JP',
        bidActive: 'true',
        supporterId: '',
        createdFrom: '2024-01-01',
      },
    });
    expect(lines()).toEqual([
      'GET /api/customer/GetCustomers?skip=50&take=25&keyword=nguyen&sortBy=createdDate&sortDesc=true&levelId=2&countryCode=JP&bidActive=true&createdFrom=2024-01-01',
    ]);
    expect(result).toEqual({ data: page.items, total: 5001 });
  });

  it("lists every customer's access history through AccessHistory/GetAccessHistoryPaing, as the seed spells it", async () => {
    const { provider, lines } = providerAnswering(() => ok({ items: [], total: 0 }));
    await provider.getList('access-history', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'at', order: 'DESC' },
      filter: { deviceType: 'mobile' },
    });
    await provider.getList('access-history', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'at', order: 'DESC' },
      filter: { accountId: 100007 },
    });
    expect(lines()).toEqual([
      'GET /api/AccessHistory/GetAccessHistoryPaing?skip=10&take=10&deviceType=mobile',
      'GET /api/AccessHistory/GetAccessHistoryPaing?accountId=100007&skip=0&take=10',
    ]);
  });

  it("reads one customer's access history by accountId, and by device type through the paged call", async () => {
    const { provider, lines } = providerAnswering(() => ok({ items: [], total: 0 }));
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' as const } };
    await provider.getList('customer-access-history', { ...params, filter: { accountId: 100007 } });
    await provider.getList('customer-access-history', {
      ...params,
      filter: { accountId: 100007, deviceType: 'app' },
    });
    await provider.getList('customer-transactions', { ...params, filter: { customerId: 7 } });
    expect(lines()).toEqual([
      'GET /api/customer/GetAccessHistory?accountId=100007&skip=0&take=10',
      'GET /api/AccessHistory/GetAccessHistoryPaing?accountId=100007&skip=0&take=10&deviceType=app',
      'GET /api/customer/GetTransactions?customerId=7&skip=0&take=10',
    ]);
  });

  it('sends every customer call with the seed name, method and query names', async () => {
    const { provider, requests, lines } = providerAnswering(() => ok({}));
    // The standard calls, on the generic provider by the declaration (resources/customers.ts).
    await provider.getCreateDefaults(customers);
    await provider.create(customers, { data: { username: 'lan', fullname: 'Lan' } });
    await provider.getOne(customers, { id: 7 });
    await provider.update(customers, {
      id: 7,
      data: { fullname: 'Lan Tran' },
      previousData: { id: 7, version: 3 },
    });
    await provider.deleteMany(customers, { ids: [7, 8] });
    await provider.findCustomers({ keyword: 'lan', take: 20 });
    await provider.getAllCustomers();
    await provider.getCustomerInfo(7);
    await provider.getCustomerProfile(7);
    await provider.callAction(customers, 'countries');
    // The address cascade's reads are declared (resources/customers.ts), given the place above.
    await provider.callAction(customers, 'provinces', { inputs: { countryId: 1 } });
    await provider.callAction(customers, 'districts', { inputs: { provinceId: 11 } });
    await provider.callAction(customers, 'wards', { inputs: { districtId: 111 } });
    await provider.callAction(customers, 'levels');
    await provider.getCustomerLevelById(2);
    await provider.getLevelByAccountId(100007);
    // The level and support changes are declared actions (resources/customers.ts).
    const record = { id: 7, version: 3 };
    await provider.callAction(customers, 'changeLevel', { record, inputs: { levelId: 2, note: null } });
    await provider.callAction(customers, 'supporters');
    await provider.callAction(customers, 'employees');
    await provider.getEmployeeByAccountId(100007);
    await provider.callAction(customers, 'changeSupport', {
      record,
      inputs: { supporterId: null, careById: 4 },
    });
    await provider.getSupportHistory(7);
    await provider.callAction(customers, 'switchVipBidding', { record, inputs: { active: true } });
    await provider.setCustomersBidActive([7, 8], false);
    await provider.callAction(customers, 'changeAllowBid', { record, inputs: { allowBid: false } });
    await provider.setCustomersTranActive([7], true);
    await provider.callAction(customers, 'switchTransactions', { record, inputs: { active: false } });
    await provider.callAction(customers, 'changeMaxBidLink', { record, inputs: { aucMaxBidLink: 12 } });
    await provider.getWebNotifications(100007);
    await provider.getEmailNotifications(100007);
    await provider.callAction(customers, 'sendWebNotify', {
      record,
      inputs: { title: 'Hello', link: null, body: 'Your parcel arrived' },
    });
    await provider.getNotificationsByRefCode('ORD-1', 7);
    await provider.callAction(customers, 'deviceTypes');
    expect(lines()).toEqual([
      'GET /api/customer/create',
      'POST /api/customer/create',
      'GET /api/customer/edit?id=7',
      'POST /api/customer/edit',
      'POST /api/customer/deletes',
      'GET /api/customer/getallcustomer?keyword=lan&take=20',
      'GET /api/customer/GetAll',
      'GET /api/customer/GetCustomerInfo?id=7',
      'GET /api/customer/GetCustomerProfile?id=7',
      'GET /api/customer/GetAllCountry',
      'GET /api/customer/GetStateProvinceByCountry?countryId=1',
      'GET /api/customer/GetDistrictByProvince?provinceId=11',
      'GET /api/customer/GetWardByDistrict?districtId=111',
      'GET /api/customer/GetAllLevel',
      'GET /api/customer/GetLevelById?id=2',
      'GET /api/customer/GetLevelByAccountId?accountId=100007',
      'POST /api/customer/UpdateLevelCustomer',
      'GET /api/customer/GetAllSupporters',
      'GET /api/customer/getallemployee',
      'GET /api/customer/GetEmployeeByAccountId?accountId=100007',
      'POST /api/customer/UpdateCareBy',
      'GET /api/customer/GetSupportHistory?customerId=7',
      'PUT /api/customer/ActiveBid?customerId=7&active=true',
      'POST /api/customer/activates_allowbid',
      'POST /api/customer/ChangeAllowBid',
      'POST /api/customer/activates_tranactive',
      'POST /api/customer/ActiveTransaction',
      'POST /api/customer/UpdateAucMaxBidLink',
      'GET /api/Notify/GetWebNotify?accountId=100007',
      'GET /api/Notify/GetEmailNotify?accountId=100007',
      'POST /api/Notify/AddWebNotify',
      'GET /api/Notify/GetByRefCodeAndCustomerId?refCode=ORD-1&customerId=7',
      'GET /api/AccessHistory/GetListDeviceType',
    ]);
    const bodyOf = (line: string) => requests.find((request) => request.line === line)?.body;
    expect(bodyOf('POST /api/customer/edit')).toEqual({ id: 7, version: 3, fullname: 'Lan Tran' });
    expect(bodyOf('POST /api/customer/deletes')).toEqual({ ids: [7, 8] });
    expect(bodyOf('POST /api/customer/UpdateLevelCustomer')).toEqual({
      customerId: 7,
      version: 3,
      levelId: 2,
      note: null,
    });
    expect(bodyOf('POST /api/customer/UpdateCareBy')).toEqual({
      customerId: 7,
      version: 3,
      supporterId: null,
      careById: 4,
    });
    expect(bodyOf('POST /api/customer/activates_allowbid')).toEqual({ ids: [7, 8], active: false });
    expect(bodyOf('POST /api/customer/ChangeAllowBid')).toEqual({ customerId: 7, allowBid: false });
    expect(bodyOf('POST /api/customer/activates_tranactive')).toEqual({ ids: [7], active: true });
    expect(bodyOf('POST /api/customer/ActiveTransaction')).toEqual({ customerId: 7, active: false });
    expect(bodyOf('POST /api/customer/UpdateAucMaxBidLink')).toEqual({ customerId: 7, aucMaxBidLink: 12 });
    // The seed spells the customer's id with a capital C; a notification carries no version.
    expect(bodyOf('POST /api/Notify/AddWebNotify')).toEqual({
      CustomerId: 7,
      title: 'Hello',
      link: null,
      body: 'Your parcel arrived',
    });
  });

  it("runs a customer's addresses on the generic provider: keyed by addressId, one customer's at once, deleted by query", async () => {
    const address = {
      customerId: 7,
      name: 'Lan Tran',
      phone: '0901234567',
      countryId: 1,
      provinceId: 11,
      districtId: 111,
      wardId: 1111,
      address: '12 Hang Bai',
      postalCode: '100000',
      note: null,
      isDefault: false,
    };
    const stored = { ...address, addressId: 70, countryName: 'Vietnam' };
    const { provider, requests } = providerAnswering((request) =>
      ok(request.line.includes('GetAddresses') ? [stored] : stored),
    );
    const resource = customerAddressDeclaration.name;
    const listed = await provider.getManyReference(resource, {
      target: 'customerId',
      id: 7,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(listed).toEqual({ data: [{ ...stored, id: 70 }], total: 1 });
    expect((await provider.getOne(resource, { id: 70 })).data).toEqual({ ...stored, id: 70 });
    await provider.create(resource, { data: address });
    await provider.update(resource, { id: 70, data: address, previousData: { ...stored, id: 70 } });
    // "Make default" (`sets`): the address as an update sends it, flagged the default.
    await provider.callAction(resource, 'makeDefault', { record: { ...stored, id: 70 } });
    await provider.delete(resource, { id: 70, previousData: { ...stored, id: 70 } });
    expect(requests.map((request) => [request.line, request.body])).toEqual([
      ['GET /api/customer/GetAddresses?customerId=7', undefined],
      ['GET /api/customer/GetAddress?addressId=70', undefined],
      ['POST /api/customer/CreateAddress', address],
      ['PUT /api/customer/UpdateAddress', { ...address, addressId: 70 }],
      ['PUT /api/customer/UpdateAddress', { ...stored, isDefault: true }],
      ['DELETE /api/customer/DeleteAddress?addressId=70', undefined],
    ]);
  });

  it('sends an e-mail notification as multipart form data with its attachments', async () => {
    const { provider, requests } = providerAnswering(() => ok({ id: 1 }));
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    // The declared `sendMail` (resources/customers.ts) with the file input's values as react-admin holds them.
    await provider.callAction(customers, 'sendMail', {
      record: { id: 7, version: 3 },
      inputs: {
        subject: 'Invoice',
        cc: 'ops@kago.test',
        bcc: null,
        body: 'Please find the invoice attached.',
        attachments: [{ rawFile: file, src: 'blob:x', title: 'invoice.pdf' }],
      },
    });
    const [request] = requests;
    expect(request.line).toBe('POST /api/Notify/SendMail');
    expect(request.body).toBeInstanceOf(FormData);
    const form = request.body as FormData;
    expect(form.get('CustomerId')).toBe('7');
    expect(form.get('subject')).toBe('Invoice');
    expect(form.get('cc')).toBe('ops@kago.test');
    expect(form.has('bcc')).toBe(false);
    // A notification is no change of the customer: no version goes with it.
    expect(form.has('version')).toBe(false);
    expect(form.get('body')).toBe('Please find the invoice attached.');
    const attached = form.getAll('attachments') as File[];
    expect(attached.map((each) => each.name)).toEqual(['invoice.pdf']);
    // The browser sets the multipart boundary itself: no JSON content type may be forced on it.
    expect(request.headers['Content-Type'] ?? '').not.toContain('application/json');
  });

  it("exports with POST ExportExcel, the filters as the body, and saves the spreadsheet under the server's name", async () => {
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const { provider, requests } = providerAnswering(() => ({
      status: 200,
      data: new Blob(['PK'], { type: xlsxType }),
      headers: {
        'content-type': xlsxType,
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Danh sách khách hàng_09032025.xlsx')}`,
      },
    }));
    const { data } = await provider.exportFile(customers, {
      filter: { q: 'lan', levelId: 2, tranActive: '' },
      sort: { field: 'fullname', order: 'ASC' },
    });
    expect(requests[0].line).toBe('POST /api/customer/ExportExcel');
    expect(requests[0].body).toEqual({ keyword: 'lan', sortBy: 'fullname', sortDesc: false, levelId: 2 });
    expect(data.blob).toBeInstanceOf(Blob);
    expect(data.blob.type).toBe(xlsxType);
    expect(data.fileName).toBe('Danh sách khách hàng_09032025.xlsx');
  });

  it("fails with the server's message and field errors", async () => {
    const { provider } = providerAnswering(() =>
      failure(400, {
        message: 'Not enough available cash to hold 2,000,000 for VIP bidding',
      }),
    );
    const error = await provider
      .callAction(customers, 'switchVipBidding', { record: { id: 7 }, inputs: { active: true } })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Not enough available cash to hold 2,000,000 for VIP bidding');

    const invalid = providerAnswering(() =>
      failure(400, { message: 'The data is not valid', errors: { email: ['Invalid email format'] } }),
    );
    const refused = (await invalid.provider
      .create(customers, { data: { email: 'lan@' } })
      .catch((reason: unknown) => reason)) as HttpError;
    expect(refused.body.errors.email).toBe('Invalid email format');
  });

  it('answers an export failure with its message even though a blob was asked for', async () => {
    const { provider } = providerAnswering(() => ({
      status: 403,
      data: new Blob([JSON.stringify({ success: false, message: 'kago.server.forbidden', data: null })], {
        type: 'application/json',
      }),
      headers: { 'content-type': 'application/json' },
    }));
    const error = (await provider.exportFile(customers, {}).catch((reason: unknown) => reason)) as HttpError;
    expect(error.status).toBe(403);
    expect(error.message).toBe('kago.server.forbidden');
  });
});
