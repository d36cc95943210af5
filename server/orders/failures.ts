import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/translate';
import type { OrderStatus } from '../../resources/orders/index';
import { ApiError } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';

/**
 * The failures of order calls. Where the seed has an error code for one (section 8) it is named in
 * `DetailErrors`, its message translated in the request's language, so the client can show it.
 */
export const withErrorCode = (
  request: FastifyRequest,
  status: number,
  code: string,
  errors?: Record<string, string[]>,
) => {
  const key = `kago.errors.codes.${code}`;
  return new ApiError(status, key, {
    detailErrors: [{ ErrorCode: code, ErrorMessage: translate(localeOf(request), key) }],
    ...(errors ? { errors } : {}),
  });
};

/** A failure of our own (`kago.orderServer.<name>`), in the request's language. */
export const orderFailure = (status: number, name: string, params?: Record<string, string | number>) =>
  new ApiError(status, `kago.orderServer.${name}`, params ? { params } : {});

/** The order does not exist (or the id is missing): the seed's `ORDER_ID_NOT_ALLOW_NULL`. */
export const orderNotFound = (request: FastifyRequest) =>
  withErrorCode(request, 404, 'ORDER_ID_NOT_ALLOW_NULL');

const statusParams = (request: FastifyRequest, status: OrderStatus) =>
  translate(localeOf(request), `kago.orders.statuses.${status}`);

/** The transition table has no move from the order's status to the one the action leads to. */
export const transitionRefused = (request: FastifyRequest, from: OrderStatus, to: OrderStatus) =>
  new ApiError(400, 'kago.orders.transitionRefused', {
    params: { from: statusParams(request, from), to: statusParams(request, to) },
  });

/** The family (or the stage the order is in) does not offer this action. */
export const actionNotAllowed = (request: FastifyRequest, status: OrderStatus) =>
  new ApiError(400, 'kago.orders.actionNotAllowed', { params: { status: statusParams(request, status) } });

/** Field errors labelled with the order's field names (`kago.orders.fields.<source>`). */
export class OrderFieldErrors extends FieldErrors {
  constructor(request: FastifyRequest) {
    super(localeOf(request), undefined);
  }

  protected override labelKey(source: string) {
    return `kago.orders.fields.${source}`;
  }

  /** Throws the collected errors, if any, as one 400. */
  throwIfAny() {
    if (!this.empty) throw new ApiError(400, 'kago.validation.invalid', { errors: this.byField });
  }
}
