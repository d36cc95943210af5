import { HttpError } from 'ra-core';
import { readEnvelope, type DetailError, type Envelope, type FieldErrors } from './envelope';
import { isHttpRequestError } from './httpClient';
import {
  errorCodeMessageKeys,
  genericMessageKeys,
  isKnownErrorCode,
  notifyKeys,
  statusMessageKeys,
} from '../contract/errorCodes';

/**
 * What an `HttpError` from the data provider carries in `body`. `errors` has the shape react-admin's
 * forms read after a failed save (`error.body.errors`, see useEditController / setSubmissionErrors):
 * one string per field, and `root.serverError` which useNotifyIsFormInvalid shows as the toast.
 */
export interface ApiErrorBody {
  errors: Record<string, string | { serverError: string }>;
  detailErrors: DetailError[];
  /** The first detail error code, when the server named one. */
  code: string | null;
}

export type ApiError = HttpError & { body: ApiErrorBody };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The seed shows server validation failures as "the message followed by a bullet list". The result
 * is HTML; texts are escaped here, and the notification layer sanitises before rendering anyway.
 */
export const formatValidationMessage = (message: string | null, errors: FieldErrors) => {
  const items = Object.values(errors)
    .flat()
    .map((text) => `<li>${escapeHtml(text)}</li>`)
    .join('');
  const headline = message ? escapeHtml(message) : '';
  return items ? `${headline}<ul>${items}</ul>` : headline;
};

/** The message to show: a known code's key, else the server's words, else a status or generic key. */
const chooseMessage = (envelope: Envelope, status: number) => {
  const code = envelope.detailErrors[0]?.ErrorCode;
  if (code && isKnownErrorCode(code)) return errorCodeMessageKeys[code];
  return envelope.message ?? statusMessageKeys[status] ?? genericMessageKeys.contactSupport;
};

/** Builds the error for an unsuccessful envelope answered with `status`. */
export const envelopeError = (envelope: Envelope, status: number): ApiError => {
  const fieldErrors = envelope.errors;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const message = chooseMessage(envelope, status);
  const shown = hasFieldErrors ? formatValidationMessage(envelope.message ?? message, fieldErrors) : message;
  const body: ApiErrorBody = {
    errors: hasFieldErrors
      ? {
          ...Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, list.join(' ')])),
          root: { serverError: shown },
        }
      : {},
    detailErrors: envelope.detailErrors,
    code: envelope.detailErrors[0]?.ErrorCode || null,
  };
  return new HttpError(shown, status, body) as ApiError;
};

const bareError = (message: string, status: number, code: string | null = null) =>
  new HttpError(message, status, { errors: {}, detailErrors: [], code } satisfies ApiErrorBody) as ApiError;

/** A call that answered no data where data was expected (seed section 8). */
export const noResultsError = (): ApiError => bareError(notifyKeys.noResults, 200);

const isApiError = (value: unknown): value is ApiError =>
  value instanceof HttpError && typeof value.body === 'object' && value.body !== null;

/**
 * Any failure of a call -> react-admin `HttpError`: an HTTP client error with an answer (its envelope and
 * status), an unsuccessful envelope, or an exception (network, timeout), which keeps its own message
 * (status 0: there was no answer).
 */
export const toApiError = (failure: unknown, status = 400): ApiError => {
  if (isApiError(failure)) return failure;
  if (isHttpRequestError(failure)) {
    if (failure.response) return envelopeError(readEnvelope(failure.response.data), failure.response.status);
    return bareError(failure.message || genericMessageKeys.contactSupport, 0, failure.code ?? null);
  }
  if (failure instanceof Error) return bareError(failure.message || genericMessageKeys.contactSupport, 0);
  return envelopeError(readEnvelope(failure), status);
};
