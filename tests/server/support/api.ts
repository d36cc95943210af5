import { findLanguage } from '../../../i18n/languages';
import type { Envelope } from '../../../server/http/envelope';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** Repeated keys for arrays (`ids=1&ids=2`), as the browser client sends them. */
export const queryString = (query: Record<string, QueryValue> = {}) => {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${key}=${encodeURIComponent(String(item))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
};

/** A master-API client over real HTTP: bearer token and language header, envelope answers. */
export const apiClient = (baseUrl: string, token: string | null, locale: 'vi' | 'en' | 'ja' = 'en') => {
  const headers = (): Record<string, string> => ({
    languageid: findLanguage(locale).languageId,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const read = async <T>(response: Response): Promise<Answer<T>> => ({
    status: response.status,
    body: (await response.json()) as Envelope<T>,
  });
  /** A call with a JSON body, its response as it came. */
  const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** A call with a JSON body, answering the envelope. */
  const send = async <T = unknown>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) =>
    read<T>(await call(method, path, body));
  return {
    get: async <T = unknown>(path: string, query?: Record<string, QueryValue>) =>
      read<T>(await fetch(`${baseUrl}${path}${queryString(query)}`, { headers: headers() })),
    post: async <T = unknown>(path: string, body: unknown) => send<T>('POST', path, body),
    /** A POST whose answer is a file (an export), not the envelope. */
    postForFile: (path: string, body: unknown) => call('POST', path, body),
    send,
  };
};

export type ApiClient = ReturnType<typeof apiClient>;
