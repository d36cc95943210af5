import { readLanguageId, readSession, type StoredSession } from '../authProvider/session';
import { refreshOnce } from '../authProvider/refresh';
import { defaultLanguage } from '../i18n/languages';
import { notifyKeys } from '../contract/errorCodes';
import { notify } from './notifier';
import { serializeQuery, type QueryParams } from './queryString';

/** Seed section 9: "HTTP timeout 180000 ms". */
export const requestTimeoutMs = 180_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How much of a body has gone up or come down; `total` when the size is known. */
export interface ProgressEvent {
  loaded: number;
  total?: number;
}

/** One call as the data provider describes it. */
export interface RequestConfig {
  url: string;
  method?: Method;
  /** The query string, serialised as the seed's API expects (queryString.ts). */
  params?: QueryParams | object;
  /** A FormData, Blob, URLSearchParams or string goes as it is; anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  /** `blob` for files; otherwise a JSON answer is parsed (and any other text kept as text). */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  onUploadProgress?: (event: ProgressEvent) => void;
  onDownloadProgress?: (event: ProgressEvent) => void;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** A request as it leaves the client: full URL, every header, the body as it goes on the wire. */
export interface OutgoingRequest extends Omit<RequestConfig, 'params' | 'headers'> {
  method: Method;
  headers: Record<string, string>;
  timeout: number;
}

/** Sends one request and answers whatever status came back; fails only without an answer. */
export type Transport = (request: OutgoingRequest) => Promise<HttpResponse>;

/**
 * A call that failed: `response` when the server answered a status outside 2xx, else `code` says
 * why there was no answer (`ECONNABORTED` for the timeout, `ERR_NETWORK`, `ERR_CANCELED`).
 */
export class HttpRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly response?: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpRequestError';
  }
}

export const isHttpRequestError = (value: unknown): value is HttpRequestError =>
  value instanceof HttpRequestError;

/** The caller gave up (its AbortSignal fired). */
export const isCanceled = (value: unknown) => isHttpRequestError(value) && value.code === 'ERR_CANCELED';

export interface HttpClient {
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: Omit<RequestConfig, 'url' | 'method'>): Promise<HttpResponse<T>>;
  post<T = unknown>(
    url: string,
    data?: unknown,
    config?: Omit<RequestConfig, 'url' | 'method' | 'data'>,
  ): Promise<HttpResponse<T>>;
}

const parseHeaders = (text: string) =>
  Object.fromEntries(
    text
      .trim()
      .split(/[\r\n]+/)
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const progressOf = (event: globalThis.ProgressEvent): ProgressEvent => ({
  loaded: event.loaded,
  total: event.lengthComputable ? event.total : undefined,
});

/** The browser's transport: XMLHttpRequest, the one API with upload progress. */
export const xhrTransport: Transport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.timeout = request.timeout;
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.onUploadProgress) {
      const report = request.onUploadProgress;
      xhr.upload.onprogress = (event) => report(progressOf(event));
    }
    if (request.onDownloadProgress) {
      const report = request.onDownloadProgress;
      xhr.onprogress = (event) => report(progressOf(event));
    }
    const { signal } = request;
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      resolve({
        status: xhr.status,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
        data: xhr.responseType === 'blob' ? xhr.response : parseJson(xhr.responseText),
      });
    };
    xhr.onerror = () => {
      settle();
      reject(new HttpRequestError('Network Error', 'ERR_NETWORK'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new HttpRequestError(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED'));
    };
    xhr.onabort = () => {
      settle();
      reject(new HttpRequestError('canceled', 'ERR_CANCELED'));
    };
    if (signal?.aborted) return xhr.onabort(new globalThis.ProgressEvent('abort'));
    signal?.addEventListener('abort', abort);
    xhr.send((request.data ?? null) as XMLHttpRequestBodyInit | null);
  });

/**
 * Rejects as soon as the caller gives up, whatever the transport does with the signal. The
 * transport's own promise is always handled: it rejects too when the signal fires (xhrTransport's
 * `onabort`), and left alone that rejection was an unhandled one, a page error.
 */
const cancelable = <T>(promise: Promise<T>, signal: AbortSignal | undefined) =>
  signal
    ? new Promise<T>((resolve, reject) => {
        const cancel = () => reject(new HttpRequestError('canceled', 'ERR_CANCELED'));
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
        if (signal.aborted) return cancel();
        signal.addEventListener('abort', cancel, { once: true });
      })
    : promise;

const sentAsIs = (data: unknown) =>
  typeof data === 'string' ||
  (typeof FormData !== 'undefined' && data instanceof FormData) ||
  (typeof Blob !== 'undefined' && data instanceof Blob) ||
  data instanceof URLSearchParams;

const bearer = (accessToken: string) => `Bearer ${accessToken}`;

export interface HttpClientOptions {
  /** Gets a fresh session after a 401 (default: the auth provider's single-flight refresh). */
  refresh?: () => Promise<StoredSession>;
  /** Transport (tests record requests through it; default: the browser's). */
  adapter?: Transport;
}

/**
 * The one HTTP client of the app: bearer token and language id on every call, the seed's timeout
 * and query serialisation, and on a 401 a refresh and one repeat. A small client of our own rather
 * than axios: the app needs only this, and axios was about 20 kB gzip of the first load.
 */
export const createHttpClient = ({
  refresh = refreshOnce,
  adapter = xhrTransport,
}: HttpClientOptions = {}) => {
  // The toast says "perform the action again" once per refresh, however many calls waited on it.
  let announcedToken: string | null = null;

  const renewToken = async (sentAuthorization: string | undefined) => {
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

  const request = async <T>({
    params,
    headers,
    data,
    ...config
  }: RequestConfig): Promise<HttpResponse<T>> => {
    const query = params ? serializeQuery(params as QueryParams) : '';
    const json = data !== undefined && !sentAsIs(data);
    const send = (accessToken: string | undefined) => {
      // A caller that gave up before the call left (a screen left while its code or declaration
      // was still loading: dataProvider/dataProvider.ts) sends nothing.
      if (config.signal?.aborted) return Promise.reject(new HttpRequestError('canceled', 'ERR_CANCELED'));
      // Read at send time, not at creation: the token and the language change while the app runs.
      const sentHeaders: Record<string, string> = {
        Accept: 'application/json, text/plain, */*',
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
        LanguageId: readLanguageId() ?? defaultLanguage.languageId,
      };
      if (accessToken) sentHeaders.Authorization = bearer(accessToken);
      const sent = adapter({
        ...config,
        method: config.method ?? 'GET',
        url: query ? `${config.url}${config.url.includes('?') ? '&' : '?'}${query}` : config.url,
        headers: sentHeaders,
        data: json ? JSON.stringify(data) : data,
        timeout: requestTimeoutMs,
      });
      return cancelable(sent, config.signal);
    };
    const accessToken = readSession()?.accessToken;
    let response = await send(accessToken);
    if (response.status === 401) {
      let renewed: string | undefined;
      try {
        renewed = await renewToken(accessToken ? bearer(accessToken) : undefined);
      } catch {
        // refresh() has already cleared the session and signed out; the call fails with its 401.
      }
      if (renewed) response = await send(renewed);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new HttpRequestError(`Request failed with status code ${response.status}`, null, response);
    }
    return response as HttpResponse<T>;
  };

  const client: HttpClient = {
    request,
    get: (url, config) => request({ ...config, url, method: 'GET' }),
    post: (url, data, config) => request({ ...config, url, data, method: 'POST' }),
  };
  return client;
};
