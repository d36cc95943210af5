import { findLanguage } from '../../../i18n/languages';
import type { Envelope } from '../../../server/http/envelope';
import { signIn } from '../../support/signIn';
import { apiClient, queryString, type Answer } from './api';

type QueryValue = Parameters<typeof queryString>[0];

/**
 * The master-API client of the customer tests: apiClient's GET and POST, plus the PUT, DELETE,
 * multipart and binary calls the customer area makes.
 */
export const customerApi = (baseUrl: string, token: string | null, locale: 'vi' | 'en' | 'ja' = 'en') => {
  const headers = (): Record<string, string> => ({
    languageid: findLanguage(locale).languageId,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const read = async <T>(response: Response): Promise<Answer<T>> => ({
    status: response.status,
    body: (await response.json()) as Envelope<T>,
  });
  const send = async <T>(method: string, path: string, query?: QueryValue, body?: unknown) =>
    read<T>(
      await fetch(`${baseUrl}${path}${queryString(query)}`, {
        method,
        headers: body === undefined ? headers() : { ...headers(), 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return {
    ...apiClient(baseUrl, token, locale),
    put: <T = unknown>(path: string, query?: QueryValue, body?: unknown) => send<T>('PUT', path, query, body),
    delete: <T = unknown>(path: string, query?: QueryValue) => send<T>('DELETE', path, query),
    multipart: async <T = unknown>(path: string, form: FormData) =>
      read<T>(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: headers(), body: form })),
    /** A POST whose answer is a file: the raw response. */
    download: (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
};

export type CustomerApi = ReturnType<typeof customerApi>;

/** A signed-in client per dev user (password = username). */
export const customerApiAs = async (baseUrl: string, user: string, locale: 'vi' | 'en' | 'ja' = 'en') =>
  customerApi(baseUrl, (await signIn(baseUrl, user, user)).accessToken, locale);

/** The customer record as the tests read it. */
export interface CustomerItem {
  id: number;
  version: number;
  customerCode: string;
  accountId: number;
  username: string;
  fullname: string;
  email: string | null;
  phone: string | null;
  countryCode: string;
  levelId: number;
  levelName: string;
  supporterId: number | null;
  careById: number | null;
  bidActive: boolean;
  tranActive: boolean;
  bidStatus: string;
  aucMaxBidLink: number;
  notifyEmail: boolean;
  notifyWeb: boolean;
  hasAddress: boolean;
  hasPhone: boolean;
  hasEmail: boolean;
  cashAvailable: number;
  cashFrozen: number;
  createdDate: string;
  standardFees?: { marketplace: string; paymentFee: number; serviceFee: number }[];
}

export interface Page<T> {
  items: T[];
  total: number;
  totalIsEstimate?: boolean;
}
