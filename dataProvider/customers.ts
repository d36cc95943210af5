import type { HttpClient } from './httpClient';
import type { PaginationPayload } from 'ra-core';
import { callApi } from './callApi';
import type { AreaList, ListPage } from './resourceProvider';
import type { CustomerActionName, customerDeclaration } from '../resources/customers';
import type { RecordOf, StoredRecord } from '../resources/recordOf';
import { apiBaseUrl } from './paths';
import type { QueryParams } from './queryString';

/**
 * The customer calls of the call catalogue (seed 001, 7.9) that are not the declaration's standard
 * ones (the list, create, edit, deletes, activates and export run on the generic provider,
 * resourceProvider.ts) as custom data-provider methods, and the lists of a customer's histories
 * react-admin pages read through `getList` (`customerAreaLists`). The vocabulary and
 * shared wire shapes are contract/customers.ts: customer base `/api/customer/`, access history
 * `/api/AccessHistory/`, notifications `/api/Notify/`.
 */

import {
  customerListResources,
  type CustomerTransaction,
  type Marketplace,
  type NotificationChannel,
  type NotificationStatus,
} from '../contract/customers';

/** The customer area's vocabulary, for the screens that import it with the calls. */
export * from '../contract/customers';

/**
 * A customer as the API serves it (camelCase): its declared fields (resources/customers.ts), each
 * typed once there, and what the server adds to them (`CustomerAdditions`).
 */
export type Customer = RecordOf<typeof customerDeclaration.fields> & CustomerAdditions;

/**
 * What a customer record carries beyond its declared fields. The declaration's fields are what create
 * and edit take (the form's inputs, with their bounds and checks); these are the server's alone, never
 * sent by a form, so they are not declared fields: the generated code, account and dates, the names
 * its references join (server/customers/records.ts), the contact flags it computes, and the cash its
 * money moves keep (server/customers/finance.ts).
 */
interface CustomerAdditions extends StoredRecord {
  customerCode: string;
  accountId: number;
  levelName: string | null;
  /** The level's name in English and Japanese (empty: as the Vietnamese `levelName`). */
  levelNameEn?: string;
  levelNameJa?: string;
  supporterName: string | null;
  careByName: string | null;
  hasAddress: boolean;
  hasPhone: boolean;
  hasEmail: boolean;
  cashAvailable: number;
  cashFrozen: number;
  createdDate: string;
  codeCreatedDate: string | null;
}

export interface StandardFee {
  marketplace: Marketplace;
  paymentFee: number;
  serviceFee: number;
}

/** `GetCustomerInfo`: the record with its standard fees. */
export type CustomerInfo = Customer & { standardFees: StandardFee[] };

/** `GetCustomerProfile`: identity fields, avatar, level and supporter. */
export type CustomerProfile = Partial<Customer> & Pick<Customer, 'id'>;

/** The fields a create or edit form sends (computed and money fields are the server's). */
export type CustomerInput = Partial<Omit<Customer, 'hasAddress' | 'hasPhone' | 'hasEmail'>>;

/** `getallcustomer` / `GetAll`: a customer to pick. */
export interface CustomerChoice {
  id: number;
  customerCode: string;
  fullname: string;
  accountId: number;
}

/** A country, province, district or ward of the address cascade. */
export interface GeoOption {
  id: number;
  code: string;
  name: string;
}

export interface CustomerAddress {
  addressId: number;
  customerId: number;
  name: string;
  phone: string;
  countryId: number;
  countryName?: string;
  provinceId: number;
  provinceName?: string;
  districtId: number;
  districtName?: string;
  wardId: number;
  wardName?: string;
  address: string;
  postalCode: string;
  note: string | null;
  isDefault: boolean;
}

export interface CustomerLevel {
  id: number;
  code: string;
  name: string;
  minSpend: number;
  discountPercent: number;
  displayOrder: number;
}

/** A row of a customer's change history: who made the change, when. */
export interface Change {
  id: number;
  changedBy: string;
  changedAt: string;
}

export interface LevelChange extends Change {
  fromLevelName: string | null;
  toLevelName: string;
  note: string | null;
}

export interface Employee {
  id: number;
  code: string;
  name: string;
  email: string | null;
}

/** One change of a customer's supporter or care-by employee, as `GetSupportHistory` answers it. */
export interface SupportChange extends Change {
  role: 'supporter' | 'careBy';
  fromEmployeeId: number | null;
  fromEmployeeName: string | null;
  toEmployeeId: number | null;
  toEmployeeName: string | null;
}

export interface AccessRecord {
  id: number;
  accountId: number;
  customerCode: string;
  fullname: string;
  deviceType: string;
  ip: string;
  userAgent: string;
  at: string;
}

export interface CustomerNotification {
  id: number;
  type: NotificationChannel;
  title: string | null;
  link: string | null;
  subject: string | null;
  cc: string | null;
  bcc: string | null;
  body: string | null;
  status: NotificationStatus;
  attachments: { name: string; size: number }[];
  createdBy: string;
  createdAt: string;
}

export interface Paging {
  skip: number;
  take: number;
}

type Data<T> = Promise<{ data: T }>;

export interface CustomerCalls {
  /** `GET getallcustomer`: customers matching a keyword, for pickers (take <= 50). */
  findCustomers: (params?: { keyword?: string; take?: number }) => Data<CustomerChoice[]>;
  /** `GET GetAll`: every customer to pick (at most 500, by code). */
  getAllCustomers: () => Data<CustomerChoice[]>;
  getCustomerInfo: (id: number, signal?: AbortSignal) => Data<CustomerInfo>;
  getCustomerProfile: (id: number, signal?: AbortSignal) => Data<CustomerProfile>;
  getCustomerLevelById: (id: number) => Data<CustomerLevel>;
  /** `GET GetLevelByAccountId`: current level and its history. */
  getLevelByAccountId: (accountId: number) => Data<{ level: CustomerLevel | null; history: LevelChange[] }>;
  /** `GET GetEmployeeByAccountId`: the customer's supporter and care-by employee. */
  getEmployeeByAccountId: (
    accountId: number,
  ) => Data<{ supporter: Employee | null; careBy: Employee | null }>;
  getSupportHistory: (customerId: number) => Data<SupportChange[]>;
  /** `POST activates_allowbid {ids, active}`: VIP bidding in bulk, all or nothing. */
  setCustomersBidActive: (ids: readonly number[], active: boolean) => Data<unknown>;
  /** `POST activates_tranactive {ids, active}`. */
  setCustomersTranActive: (ids: readonly number[], active: boolean) => Data<unknown>;
  /** `GET GetTransactions`, newest first. */
  getCustomerTransactions: (
    params: Paging & { customerId: number },
    signal?: AbortSignal,
  ) => Data<ListPage<CustomerTransaction>>;
  /** `GET customer/GetAccessHistory`: one customer's sign-ins. */
  getCustomerAccessHistory: (
    params: Paging & { accountId: number },
    signal?: AbortSignal,
  ) => Data<ListPage<AccessRecord>>;
  /** `GET AccessHistory/GetAccessHistoryPaing` (the seed's spelling): everyone's, or one account's. */
  getAccessHistoryPage: (
    params: Paging & { accountId?: number; deviceType?: string },
    signal?: AbortSignal,
  ) => Data<ListPage<AccessRecord>>;
  getWebNotifications: (accountId: number) => Data<CustomerNotification[]>;
  getEmailNotifications: (accountId: number) => Data<CustomerNotification[]>;
  /** `GET Notify/GetByRefCodeAndCustomerId`. */
  getNotificationsByRefCode: (refCode: string, customerId: number) => Data<CustomerNotification[]>;
}

/**
 * The URL of a read the customer declaration names (resources/customers.ts): the server's path. The
 * declaration loads with the first customer call, not with the first load (the dashboard).
 */
const actionUrl = async (name: CustomerActionName) => {
  const [{ customerActions, customerDeclaration }, { operationPath }] = await Promise.all([
    import('../resources/customers'),
    import('../resources/types'),
  ]);
  return `${apiBaseUrl(customerDeclaration.api)}${operationPath(
    customerDeclaration,
    customerActions.find((action) => action.name === name)!.operation,
  )}`;
};

const present = (value: unknown) => value !== '' && value !== null && value !== undefined;

const pagingOf = (pagination: PaginationPayload = { page: 1, perPage: 25 }): Paging => ({
  skip: (pagination.page - 1) * pagination.perPage,
  take: pagination.perPage,
});

export const customerCalls = (http: HttpClient): CustomerCalls => {
  const get = async <T>(url: Promise<string>, params?: QueryParams, signal?: AbortSignal) => ({
    data: await callApi<T>(http, { method: 'GET', url: await url, params, signal }),
  });
  const send = async <T>(
    method: 'POST' | 'PUT' | 'DELETE',
    url: Promise<string>,
    data?: unknown,
    params?: QueryParams,
  ) => ({
    // A write may answer no data (a delete): that is no failure.
    data: await callApi<T>(http, { method, url: await url, data, params }, { expectData: false }),
  });

  return {
    findCustomers: ({ keyword, take } = {}) =>
      get(actionUrl('customerOptions'), { keyword: present(keyword) ? keyword : undefined, take }),
    getAllCustomers: () => get(actionUrl('allCustomerOptions')),
    getCustomerInfo: (id, signal) => get(actionUrl('customerInfo'), { id }, signal),
    getCustomerProfile: (id, signal) => get(actionUrl('customerProfile'), { id }, signal),
    getCustomerLevelById: (id) => get(actionUrl('level'), { id }),
    getLevelByAccountId: (accountId) => get(actionUrl('levelHistory'), { accountId }),
    getEmployeeByAccountId: (accountId) => get(actionUrl('customerSupport'), { accountId }),
    getSupportHistory: (customerId) => get(actionUrl('supportHistory'), { customerId }),
    setCustomersBidActive: (ids, active) => send('POST', actionUrl('bulkVipBidding'), { ids, active }),
    setCustomersTranActive: (ids, active) => send('POST', actionUrl('bulkTransactions'), { ids, active }),
    getCustomerTransactions: ({ customerId, skip, take }, signal) =>
      get(actionUrl('transactions'), { customerId, skip, take }, signal),
    getCustomerAccessHistory: ({ accountId, skip, take }, signal) =>
      get(actionUrl('customerAccessHistory'), { accountId, skip, take }, signal),
    getAccessHistoryPage: ({ accountId, deviceType, skip, take }, signal) =>
      get(actionUrl('accessHistory'), { accountId, skip, take, deviceType }, signal),
    getWebNotifications: (accountId) => get(actionUrl('webNotifications'), { accountId }),
    getEmailNotifications: (accountId) => get(actionUrl('emailNotifications'), { accountId }),
    getNotificationsByRefCode: (refCode, customerId) =>
      get(actionUrl('notificationsAbout'), { refCode, customerId }),
  };
};

const numberOf = (value: unknown) => (present(value) ? Number(value) : undefined);

/** The history lists react-admin pages read (`areaLists` of the data provider). */
export const customerAreaLists = (calls: CustomerCalls): Record<string, AreaList> => {
  const page = <T extends { id: number }>({ data }: { data: ListPage<T> }) => ({
    data: data.items,
    total: data.total,
    ...(data.totalIsEstimate ? { meta: { totalIsEstimate: true } } : {}),
  });
  return {
    [customerListResources.accessHistory]: async ({ pagination, filter = {}, signal }) =>
      page(
        await calls.getAccessHistoryPage(
          {
            ...pagingOf(pagination),
            accountId: numberOf(filter.accountId),
            deviceType: present(filter.deviceType) ? String(filter.deviceType) : undefined,
          },
          signal,
        ),
      ),
    [customerListResources.transactions]: async ({ pagination, filter = {}, signal }) =>
      page(
        await calls.getCustomerTransactions(
          { ...pagingOf(pagination), customerId: Number(filter.customerId) },
          signal,
        ),
      ),
    // GetAccessHistory takes no device type: a chosen one goes through the paged call by accountId.
    [customerListResources.customerAccessHistory]: async ({ pagination, filter = {}, signal }) => {
      const accountId = Number(filter.accountId);
      const deviceType = present(filter.deviceType) ? String(filter.deviceType) : undefined;
      const paging = pagingOf(pagination);
      return page(
        deviceType
          ? await calls.getAccessHistoryPage({ ...paging, accountId, deviceType }, signal)
          : await calls.getCustomerAccessHistory({ ...paging, accountId }, signal),
      );
    },
  };
};
