import { vi } from 'vitest';
import type { CreateParams, DeleteManyParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import {
  customerAreaLists,
  vipHoldAmount,
  type AccessRecord,
  type Customer,
  type CustomerAddress,
  type CustomerCalls,
  type CustomerLevel,
  type CustomerNotification,
  type CustomerTransaction,
  type Employee,
  type GeoOption,
  type LevelChange,
} from '../../../dataProvider/customers';
import { readEnvelope } from '../../../dataProvider/envelope';
import type { ActionCall } from '../../../dataProvider/resourceProvider';
import { envelopeError } from '../../../dataProvider/errors';
import { customerAddressDeclaration, customerDeclaration } from '../../../resources/customers';
import { xlsxMimeType } from '../../../src/generators/exportList';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';

/**
 * An in-memory customer API behind the data provider's customer methods (component tests only):
 * the contract's semantics the screens rely on (validation answers, one default address, the VIP
 * hold, level history), every method a `vi.fn` so a test reads what the screens sent.
 */

const refused = (message: string, errors: Record<string, string[]> = {}) =>
  envelopeError(readEnvelope({ success: false, data: null, message, DetailErrors: [], errors }), 400);

export const levels: CustomerLevel[] = [
  { id: 1, code: 'STD', name: 'Standard', minSpend: 0, discountPercent: 0, displayOrder: 1 },
  { id: 2, code: 'SLV', name: 'Silver', minSpend: 50_000_000, discountPercent: 2, displayOrder: 2 },
  { id: 3, code: 'GLD', name: 'Gold', minSpend: 200_000_000, discountPercent: 5, displayOrder: 3 },
];

export const employees: Employee[] = [
  { id: 1, code: 'E01', name: 'Hoa Supporter', email: 'hoa@kago.test' },
  { id: 2, code: 'E02', name: 'Minh Care', email: 'minh@kago.test' },
];

const countries: GeoOption[] = [
  { id: 1, code: 'VN', name: 'Vietnam' },
  { id: 2, code: 'JP', name: 'Japan' },
];
const provinces: Record<number, GeoOption[]> = {
  1: [
    { id: 11, code: 'HN', name: 'Ha Noi' },
    { id: 12, code: 'HCM', name: 'Ho Chi Minh City' },
  ],
  2: [{ id: 21, code: 'TK', name: 'Tokyo' }],
};
const districts: Record<number, GeoOption[]> = {
  11: [
    { id: 111, code: 'HK', name: 'Hoan Kiem' },
    { id: 112, code: 'BD', name: 'Ba Dinh' },
  ],
  12: [{ id: 121, code: 'Q1', name: 'District 1' }],
  21: [{ id: 211, code: 'SJ', name: 'Shinjuku' }],
};
const wards: Record<number, GeoOption[]> = {
  111: [
    { id: 1111, code: 'HB', name: 'Hang Bac' },
    { id: 1112, code: 'HT', name: 'Hang Trong' },
  ],
  112: [{ id: 1121, code: 'KM', name: 'Kim Ma' }],
  121: [{ id: 1211, code: 'BN', name: 'Ben Nghe' }],
  211: [{ id: 2111, code: 'NS', name: 'Nishi-Shinjuku' }],
};

export const sampleCustomer = (id: number, overrides: Partial<Customer> = {}): Customer => ({
  id,
  version: 1,
  customerCode: `C${String(id).padStart(6, '0')}`,
  username: `customer${id}`,
  fullname: `Customer ${id}`,
  idName: null,
  email: `customer${id}@kago.test`,
  phone: '0901234567',
  gender: 'other',
  avatar: null,
  birthday: null,
  transportCode: null,
  group: null,
  idNumber: null,
  idAddress: null,
  permanentAddress: null,
  idBirthday: null,
  idIssuedDate: null,
  idIssuedPlace: null,
  countryCode: 'VN',
  accountId: 100_000 + id,
  levelId: 1,
  levelName: 'Standard',
  supporterId: 1,
  supporterName: 'Hoa Supporter',
  careById: null,
  careByName: null,
  bidActive: false,
  tranActive: true,
  bidStatus: 'allowed',
  aucMaxBidLink: 5,
  notifyWeb: true,
  notifyEmail: true,
  notifyApp: true,
  hasAddress: false,
  hasPhone: true,
  hasEmail: true,
  cashAvailable: 5_000_000,
  cashFrozen: 0,
  createdDate: '2025-01-02T03:04:05Z',
  codeCreatedDate: '2025-01-02T03:04:05Z',
  ...overrides,
});

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const present = (value: unknown) => value !== '' && value !== null && value !== undefined;

export const createCustomerBackend = (initial: Customer[]) => {
  const customers = structuredClone(initial);
  const addresses: CustomerAddress[] = [];
  const levelHistory: (LevelChange & { customerId: number })[] = [];
  const transactions: (CustomerTransaction & { customerId: number })[] = [];
  const notifications: (CustomerNotification & { accountId: number })[] = [];
  const access: AccessRecord[] = [];
  let nextId = 1000;

  const find = (id: number) => {
    const customer = customers.find((each) => each.id === Number(id));
    if (!customer) throw refused('kago.server.notFound');
    return customer;
  };
  const byAccount = (accountId: number) => customers.find((each) => each.accountId === Number(accountId));
  const geoName = (list: GeoOption[] | undefined, id: number) => list?.find((each) => each.id === id)?.name;
  const withNames = (address: CustomerAddress): CustomerAddress => ({
    ...address,
    countryName: geoName(countries, address.countryId),
    provinceName: geoName(provinces[address.countryId], address.provinceId),
    districtName: geoName(districts[address.provinceId], address.districtId),
    wardName: geoName(wards[address.districtId], address.wardId),
  });
  const checkVersion = (customer: Customer, version: number | undefined) => {
    if (version !== customer.version) throw refused('kago.server.conflict');
    customer.version += 1;
  };
  const validate = (record: Partial<Customer>) => {
    const errors: Record<string, string[]> = {};
    if (!record.username) errors.username = ['Username must not be empty'];
    if (!record.fullname) errors.fullname = ['Full name must not be empty'];
    if (record.email && !emailPattern.test(record.email)) errors.email = ['Invalid email format'];
    if (Object.keys(errors).length > 0) throw refused('The data is not valid', errors);
  };
  const moveVip = (customer: Customer, active: boolean) => {
    if (customer.bidActive === active) return;
    const amount = vipHoldAmount;
    if (active && customer.cashAvailable < amount) {
      throw refused(`Not enough available cash to hold ${amount.toLocaleString('en')} for VIP bidding`);
    }
    customer.cashAvailable += active ? -amount : amount;
    customer.cashFrozen += active ? amount : -amount;
    customer.bidActive = active;
    transactions.unshift({
      id: ++nextId,
      customerId: customer.id,
      type: active ? 'vipHold' : 'vipRelease',
      status: 'success',
      amount,
      availableAfter: customer.cashAvailable,
      frozenAfter: customer.cashFrozen,
      note: null,
      createdBy: 'admin',
      createdAt: '2025-03-01T10:00:00Z',
    });
  };
  // Copies, as a server's answers are: a row changed later must not change an answer already given.
  const page = <T>(rows: T[], skip: number, take: number) => ({
    data: { items: structuredClone(rows.slice(skip, skip + take)), total: rows.length },
  });
  const keepOneDefault = (customerId: number, chosen?: CustomerAddress) => {
    const own = addresses.filter((each) => each.customerId === customerId);
    const isDefault = chosen ?? own.find((each) => each.isDefault) ?? own[0];
    for (const each of own) each.isDefault = each === isDefault;
    const customer = customers.find((each) => each.id === customerId);
    if (customer) customer.hasAddress = own.length > 0;
  };

  /** The customer's standard calls as the generic provider (dataProvider/resourceProvider.ts) answers them. */
  const standard = {
    getList: async (_resource: string, { pagination, filter = {} }: GetListParams) => {
      const keyword = String(filter.q ?? '').toLowerCase();
      const rows = customers.filter(
        (each) =>
          (!keyword ||
            [each.customerCode, each.username, each.fullname, each.email, each.phone].some((value) =>
              String(value ?? '')
                .toLowerCase()
                .includes(keyword),
            )) &&
          (!present(filter.levelId) || each.levelId === Number(filter.levelId)) &&
          (!present(filter.bidActive) || String(each.bidActive) === String(filter.bidActive)),
      );
      const { page: number, perPage } = pagination ?? { page: 1, perPage: 25 };
      const { data } = page(rows, (number - 1) * perPage, perPage);
      return { data: data.items, total: data.total };
    },
    getCreateDefaults: async () => ({
      data: {
        gender: 'other',
        countryCode: 'VN',
        levelId: 1,
        notifyWeb: true,
        notifyEmail: true,
        notifyApp: true,
      },
    }),
    getOne: async (_resource: string, { id }: GetOneParams) => ({ data: { ...find(Number(id)) } }),
    create: async (_resource: string, { data: record }: CreateParams<Partial<Customer>>) => {
      validate(record);
      const id = ++nextId;
      const customer = sampleCustomer(id, {
        ...record,
        id,
        version: 1,
        cashAvailable: 0,
        hasEmail: Boolean(record.email),
        hasPhone: Boolean(record.phone),
      });
      customers.push(customer);
      return { data: customer };
    },
    update: async (_resource: string, { id, data: record }: UpdateParams<Customer>) => {
      const customer = find(Number(id));
      validate({ ...customer, ...record });
      checkVersion(customer, record.version);
      Object.assign(customer, { ...record, version: customer.version });
      return { data: { ...customer } };
    },
    deleteMany: async (_resource: string, { ids }: DeleteManyParams) => {
      for (const id of ids) customers.splice(customers.indexOf(find(Number(id))), 1);
      return { data: ids };
    },
    /** The server names the file (`{list label}_{DDMMyyyy}.xlsx`, server/customers/exportRoute.ts). */
    exportFile: async () => ({
      data: {
        blob: new Blob(['PK'], { type: xlsxMimeType }),
        fileName: 'Danh sách khách hàng_09032025.xlsx',
      },
    }),
  };

  const calls: CustomerCalls = {
    findCustomers: async ({ keyword = '' } = {}) => ({
      data: customers
        .filter((each) =>
          `${each.customerCode} ${each.fullname}`.toLowerCase().includes(keyword.toLowerCase()),
        )
        .map(({ id, customerCode, fullname, accountId }) => ({ id, customerCode, fullname, accountId })),
    }),
    getAllCustomers: async () => ({
      data: customers.map(({ id, customerCode, fullname, accountId }) => ({
        id,
        customerCode,
        fullname,
        accountId,
      })),
    }),
    getCustomerInfo: async (id) => ({
      data: {
        ...find(id),
        standardFees: [
          { marketplace: 'AUC', paymentFee: 3, serviceFee: 5 },
          { marketplace: 'Mercari', paymentFee: 2, serviceFee: 4 },
        ],
      },
    }),
    getCustomerProfile: async (id) => {
      const { idName, gender, avatar, birthday, idNumber, levelName, supporterName } = find(id);
      return { data: { id, idName, gender, avatar, birthday, idNumber, levelName, supporterName } };
    },
    getCustomerLevelById: async (id) => ({ data: levels.find((level) => level.id === id)! }),
    getLevelByAccountId: async (accountId) => {
      const customer = byAccount(accountId)!;
      return {
        data: {
          level: levels.find((level) => level.id === customer.levelId) ?? null,
          history: levelHistory.filter((row) => row.customerId === customer.id),
        },
      };
    },
    getEmployeeByAccountId: async (accountId) => {
      const customer = byAccount(accountId)!;
      return {
        data: {
          supporter: employees.find((each) => each.id === customer.supporterId) ?? null,
          careBy: employees.find((each) => each.id === customer.careById) ?? null,
        },
      };
    },
    getSupportHistory: async () => ({ data: [] }),
    setCustomersBidActive: async (ids, active) => {
      const short = ids
        .map(find)
        .filter((each) => active && !each.bidActive && each.cashAvailable < vipHoldAmount);
      if (short.length > 0) {
        throw refused(`Not enough available cash: ${short.map((each) => each.customerCode).join(', ')}`);
      }
      for (const id of ids) moveVip(find(id), active);
      return { data: { updated: ids.length } };
    },
    setCustomersTranActive: async (ids, active) => {
      for (const id of ids) find(id).tranActive = active;
      return { data: { updated: ids.length } };
    },
    getCustomerTransactions: async ({ customerId, skip, take }) =>
      page(
        transactions.filter((each) => each.customerId === customerId),
        skip,
        take,
      ),
    getCustomerAccessHistory: async ({ accountId, skip, take }) =>
      page(
        access.filter((each) => each.accountId === accountId),
        skip,
        take,
      ),
    getAccessHistoryPage: async ({ accountId, deviceType, skip, take }) =>
      page(
        access.filter(
          (each) =>
            (accountId === undefined || each.accountId === accountId) &&
            (deviceType === undefined || each.deviceType === deviceType),
        ),
        skip,
        take,
      ),
    getWebNotifications: async (accountId) => ({
      data: notifications.filter((each) => each.accountId === accountId && each.type === 'web'),
    }),
    getEmailNotifications: async (accountId) => ({
      data: notifications.filter((each) => each.accountId === accountId && each.type === 'email'),
    }),
    getNotificationsByRefCode: async () => ({ data: [] }),
  };

  /** A notification the customer's channel lets through, or the seed's refusal. */
  const notify = (
    record: ActionCall['record'],
    channel: 'notifyWeb' | 'notifyEmail',
    values: Omit<CustomerNotification, 'id' | 'createdBy' | 'createdAt'>,
  ) => {
    const customer = find(Number(record?.id));
    if (!customer[channel] || (channel === 'notifyEmail' && !customer.email))
      throw refused('common.notify.error');
    const row = {
      id: ++nextId,
      accountId: customer.accountId,
      ...values,
      createdBy: 'admin',
      createdAt: '2025-03-01T10:00:00Z',
    };
    notifications.push(row);
    return { data: row };
  };
  const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

  /** The customer a declared action names, checked against its version (the server's 409). */
  const current = (record: ActionCall['record']) => {
    const customer = find(Number(record?.id));
    checkVersion(customer, Number(record?.version));
    return customer;
  };
  const idOrNull = (value: unknown) => (value == null || value === '' ? null : Number(value));

  /** The customer's declared actions (resources/customers.ts) the tabs call, by name. */
  const actions = {
    // The lookups the list's filters, the tabs and the forms' choices read.
    levels: async () => ({ data: levels }),
    supporters: async () => ({ data: employees.slice(0, 1) }),
    employees: async () => ({ data: employees }),
    // GetEmployeePaging: the staff whose name or code holds the keyword, a page at a time.
    employeePage: async ({ inputs = {} }: ActionCall) => {
      const keyword = String(inputs.keyword ?? '').toLowerCase();
      const matching = employees.filter(
        (each) => each.name.toLowerCase().includes(keyword) || each.code.toLowerCase().includes(keyword),
      );
      return { data: { items: matching.slice(0, Number(inputs.take ?? 25)), total: matching.length } };
    },
    countries: async () => ({ data: countries }),
    deviceTypes: async () => ({ data: ['desktop', 'mobile', 'tablet', 'app'] }),
    // The address cascade's reads, each given the place chosen above.
    provinces: async ({ inputs = {} }: ActionCall) => ({ data: provinces[Number(inputs.countryId)] ?? [] }),
    districts: async ({ inputs = {} }: ActionCall) => ({ data: districts[Number(inputs.provinceId)] ?? [] }),
    wards: async ({ inputs = {} }: ActionCall) => ({ data: wards[Number(inputs.districtId)] ?? [] }),
    changeLevel: async ({ record, inputs = {} }: ActionCall) => {
      const customer = current(record);
      const to = levels.find((level) => level.id === Number(inputs.levelId))!;
      levelHistory.unshift({
        id: ++nextId,
        customerId: customer.id,
        fromLevelName: customer.levelName,
        toLevelName: to.name,
        note: textOf(inputs.note),
        changedBy: 'admin',
        changedAt: '2025-03-01T10:00:00Z',
      });
      Object.assign(customer, { levelId: to.id, levelName: to.name });
      return { data: { ...customer } };
    },
    switchVipBidding: async ({ record, inputs = {} }: ActionCall) => {
      const customer = find(Number(record?.id));
      moveVip(customer, inputs.active === true);
      return { data: { ...customer } };
    },
    changeAllowBid: async ({ record, inputs = {} }: ActionCall) => {
      const customer = find(Number(record?.id));
      customer.bidStatus = inputs.allowBid === true ? 'allowed' : 'blocked';
      return { data: { ...customer } };
    },
    switchTransactions: async ({ record, inputs = {} }: ActionCall) => {
      const customer = find(Number(record?.id));
      customer.tranActive = inputs.active === true;
      return { data: { ...customer } };
    },
    changeMaxBidLink: async ({ record, inputs = {} }: ActionCall) => {
      const customer = find(Number(record?.id));
      customer.aucMaxBidLink = Number(inputs.aucMaxBidLink);
      return { data: { ...customer } };
    },
    changeSupport: async ({ record, inputs = {} }: ActionCall) => {
      const customer = current(record);
      Object.assign(customer, {
        supporterId: idOrNull(inputs.supporterId),
        careById: idOrNull(inputs.careById),
      });
      return { data: { ...customer } };
    },
    sendWebNotify: async ({ record, inputs = {} }: ActionCall) =>
      notify(record, 'notifyWeb', {
        type: 'web',
        title: textOf(inputs.title),
        link: textOf(inputs.link),
        subject: null,
        cc: null,
        bcc: null,
        body: String(inputs.body),
        status: 'unread',
        attachments: [],
      }),
    sendMail: async ({ record, inputs = {} }: ActionCall) =>
      notify(record, 'notifyEmail', {
        type: 'email',
        title: null,
        link: null,
        subject: textOf(inputs.subject),
        cc: textOf(inputs.cc),
        bcc: textOf(inputs.bcc),
        body: String(inputs.body),
        status: 'sent',
        attachments: ((inputs.attachments ?? []) as { rawFile: File }[]).map(({ rawFile }) => ({
          name: rawFile.name,
          size: rawFile.size,
        })),
      }),
  };

  /** A customer's addresses as the generic provider answers them, keyed by `addressId`. */
  const keyed = (address: CustomerAddress) => ({ ...withNames(address), id: address.addressId });
  const addressById = (id: unknown) => addresses.find((each) => each.addressId === Number(id))!;
  const addressCalls = {
    addresses: async (_resource: string, { id }: { id: unknown }) => {
      const data = addresses.filter((each) => each.customerId === Number(id)).map(keyed);
      return { data, total: data.length };
    },
    createAddress: async (_resource: string, { data }: CreateParams) => {
      const address = { ...data, addressId: ++nextId } as CustomerAddress;
      addresses.push(address);
      keepOneDefault(address.customerId, address.isDefault ? address : undefined);
      return { data: keyed(address) };
    },
    updateAddress: async (_resource: string, { id, data }: UpdateParams) => {
      const address = Object.assign(addressById(id), data, { addressId: Number(id) });
      keepOneDefault(address.customerId, address.isDefault ? address : undefined);
      return { data: keyed(address) };
    },
    deleteAddress: async (_resource: string, { id }: { id: unknown }) => {
      const address = addressById(id);
      addresses.splice(addresses.indexOf(address), 1);
      keepOneDefault(address.customerId);
      return { data: keyed(address) };
    },
  };

  type Calls = typeof standard & CustomerCalls & typeof actions & typeof addressCalls;
  // Each call a vi.fn (tests read what was sent, or make one fail), the implementation kept.
  const spied = Object.fromEntries(
    Object.entries({ ...standard, ...calls, ...actions, ...addressCalls }).map(([name, call]) => [
      name,
      vi.fn(call as (...args: unknown[]) => unknown),
    ]),
  ) as unknown as {
    [Name in keyof Calls]: Calls[Name] & ReturnType<typeof vi.fn>;
  };

  const actionNames = Object.keys(actions) as (keyof typeof actions)[];
  return { calls: spied, actionNames, customers, addresses, transactions, notifications, access };
};

export type CustomerBackend = ReturnType<typeof createCustomerBackend>;

/**
 * The memory data provider (catalogues, menus) with the customer calls laid over it: the customer's
 * standard calls by resource name, as the app's provider dispatches them, and its history lists
 * through the real `customerAreaLists`.
 */
export const customerDataProvider = (backend: CustomerBackend) => {
  const base = createMemoryDataProvider({});
  const areaLists = customerAreaLists(backend.calls);
  const { getList, getOne, create, update, deleteMany, ...calls } = backend.calls;
  const { addresses, createAddress, updateAddress, deleteAddress } = backend.calls;
  const isCustomer = (resource: string) => resource === customerDeclaration.name;
  const isAddress = (resource: string) => resource === customerAddressDeclaration.name;
  type Call<Params> = (resource: string, params: Params) => Promise<unknown>;
  /** The customer's call, its address's (a customer's addresses), or the memory provider's. */
  const byResource =
    <Params>(customer: Call<Params> | undefined, other: Call<Params>, address?: Call<Params>) =>
    async (resource: string, params: Params) =>
      (isCustomer(resource) && customer
        ? customer(resource, params)
        : isAddress(resource) && address
          ? address(resource, params)
          : other(resource, params)) as never;
  // Read before the assignment below replaces it: called through `base` it would call itself.
  const memoryGetList = base.getList;
  return Object.assign(base, calls, {
    getList: byResource(getList, async (resource, params: GetListParams) => {
      const areaList = areaLists[resource];
      return areaList ? areaList(params) : memoryGetList(resource, params);
    }),
    getOne: byResource(getOne, base.getOne),
    getManyReference: byResource(undefined, base.getManyReference, addresses),
    // The customer's declared actions (resources/customers.ts) as the server's routes answer them.
    callAction: async (resource: string, name: string, { record, inputs = {} }: ActionCall = {}) => {
      // Making an address the default, as the generic provider sends it: the address, `sets` over it.
      if (isAddress(resource) && name === 'makeDefault')
        return updateAddress(resource, {
          id: record?.id,
          data: { ...record, isDefault: true },
          previousData: record,
        });
      if (!isCustomer(resource)) throw new Error(`No action "${name}" of "${resource}" in this backend`);
      const declared = backend.actionNames.find((each) => each === name);
      if (declared) return backend.calls[declared]({ record, inputs });
      throw new Error(`No action "${name}" of "${resource}" in this backend`);
    },
    create: byResource(create, base.create, createAddress),
    update: byResource(update, base.update, updateAddress),
    delete: byResource(undefined, base.delete, deleteAddress),
    deleteMany: byResource(deleteMany, base.deleteMany),
  });
};
