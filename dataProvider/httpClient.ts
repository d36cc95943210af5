import axios, {
  AxiosHeaders,
  isAxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { readLanguageId, readSession, type StoredSession } from '../authProvider/session';
import { refreshOnce } from '../authProvider/refresh';
import { defaultLanguage } from '../i18n/languages';
import { notifyKeys } from './errorCodes';
import { notify } from './notifier';
import { serializeQuery, type QueryParams } from './queryString';

/** Seed section 9: "HTTP timeout 180000 ms". */
export const requestTimeoutMs = 180_000;

export interface HttpClientOptions {
  /** Gets a fresh session after a 401 (default: the auth provider's single-flight refresh). */
  refresh?: () => Promise<StoredSession>;
  /** Transport (tests record requests through it; default: the browser's). */
  adapter?: AxiosAdapter;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one repeat after a 401, so a second 401 is final. */
    kagoRetried?: boolean;
  }
}

const bearer = (accessToken: string) => `Bearer ${accessToken}`;

const authorize = (config: InternalAxiosRequestConfig, accessToken: string | undefined) => {
  const headers = AxiosHeaders.from(config.headers);
  if (accessToken) headers.set('Authorization', bearer(accessToken));
  else headers.delete('Authorization');
  config.headers = headers;
  return config;
};

/**
 * The one HTTP client of the app: bearer token and language id on every call, the seed's timeout
 * and query serialisation, and a 401 -> refresh -> repeat-once interceptor.
 */
export const createHttpClient = ({
  refresh = refreshOnce,
  adapter,
}: HttpClientOptions = {}): AxiosInstance => {
  const http = axios.create({
    timeout: requestTimeoutMs,
    paramsSerializer: { serialize: (params) => serializeQuery(params as QueryParams) },
    ...(adapter ? { adapter } : {}),
  });

  // Read at send time, not at creation: the token and the language change while the app runs.
  // A repeat after a refresh already carries its new token.
  http.interceptors.request.use((config) => {
    if (!config.headers.has('Authorization')) authorize(config, readSession()?.accessToken);
    config.headers.set('LanguageId', readLanguageId() ?? defaultLanguage.languageId);
    return config;
  });

  // The toast says "perform the action again" once per refresh, however many calls waited on it.
  let announcedToken: string | null = null;

  const renewToken = async (sentAuthorization: unknown) => {
    const stored = readSession()?.accessToken;
    // A call answered after another one already refreshed: the stored token is newer than the
    // one it was sent with, so it only needs repeating.
    if (stored && bearer(stored) !== sentAuthorization) return stored;
    const session = await refresh();
    if (session.accessToken !== announcedToken) {
      announcedToken = session.accessToken;
      notify(notifyKeys.performActionAgain, 'info');
    }
    return session.accessToken;
  };

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config || error.config.kagoRetried) {
      throw error;
    }
    const original: InternalAxiosRequestConfig = error.config;
    let accessToken: string;
    try {
      accessToken = await renewToken(original.headers.get('Authorization'));
    } catch {
      // refresh() has already cleared the session and signed out; the call fails with its 401.
      throw error;
    }
    return http.request(authorize({ ...original, kagoRetried: true }, accessToken));
  });

  return http;
};
