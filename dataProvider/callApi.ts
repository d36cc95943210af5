import { isCanceled, isHttpRequestError, type HttpClient, type RequestConfig } from './httpClient';
import { readEnvelope } from './envelope';
import { envelopeError, noResultsError, toApiError } from './errors';

/**
 * A call asked for a binary answer (`responseType: 'blob'`) gets its JSON envelope as a Blob too when
 * the server answers an error instead of a file; read it so the error message is not lost.
 */
export const readJsonBlob = async (body: unknown) => {
  if (typeof Blob === 'undefined' || !(body instanceof Blob) || !body.type.includes('json')) return body;
  try {
    return JSON.parse(await body.text()) as unknown;
  } catch {
    return body;
  }
};

/**
 * Sends one request and answers the raw response (a file's headers and blob), failing as `callApi`
 * does: an `HttpError` from the answer's envelope (read from a Blob too), an AbortError when the
 * caller gave up.
 */
export const sendRequest = async <T = unknown>(http: HttpClient, config: RequestConfig) => {
  try {
    return await http.request<T>(config);
  } catch (failure) {
    // A call given up by its caller (the page moved on) is no failure to report: it rejects with
    // the standard AbortError, which react-query and react-admin recognise and stay silent about.
    if (isCanceled(failure)) throw new DOMException('The request was aborted', 'AbortError');
    if (isHttpRequestError(failure) && failure.response) {
      failure.response.data = await readJsonBlob(failure.response.data);
    }
    throw toApiError(failure);
  }
};

export interface CallOptions {
  /** Fail with `common.notify.error.noResults` when the answer carries no data (default true). */
  expectData?: boolean;
}

/**
 * Sends one request and unwraps the envelope: resolves `data`, or rejects with a react-admin
 * `HttpError` (see errors.ts) for an HTTP failure, an unsuccessful envelope, an exception, or
 * missing data.
 */
export const callApi = async <T>(
  http: HttpClient,
  config: RequestConfig,
  { expectData = true }: CallOptions = {},
): Promise<T> => {
  const response = await sendRequest(http, config);
  const envelope = readEnvelope<T>(await readJsonBlob(response.data));
  if (!envelope.success) throw envelopeError(envelope, response.status === 200 ? 400 : response.status);
  if (expectData && (envelope.data === null || envelope.data === undefined)) throw noResultsError();
  return envelope.data;
};
