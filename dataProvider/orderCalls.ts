import type { HttpClient } from './httpClient';
import type { OrderActionName } from '../resources/orders/index';
import { callApi } from './callApi';
import { familyActionUrl } from './paths';
import type { QueryParams } from './queryString';

/**
 * The calls of an order family (call catalogue 7.2, 7.3) as custom data provider methods: a read is
 * `GET /api/<Family>/<Action>?query`, a write `POST` with the body the action's write form declares
 * (resources/orders/orderActions.ts). Paths come from `familyActionPath`, so the irregular ones of
 * 7.12 are called exactly as the API serves them.
 */
export interface OrderCalls {
  /** A read of a family (`getorder?id=`, `GetEventLog?orderId=`...): the envelope's `data`. */
  orderRead: <T = unknown>(
    familyPath: string,
    action: OrderActionName,
    query?: QueryParams,
    options?: { signal?: AbortSignal },
  ) => Promise<{ data: T }>;
  /**
   * A write of a family: `{ orderId, version, ...inputs }` as JSON, or as multipart form data when
   * the action carries files (`SendEmailOrderPurchase`). Answers the updated order.
   */
  orderWrite: <T = unknown>(
    familyPath: string,
    action: OrderActionName,
    body: Record<string, unknown>,
    options?: { multipart?: boolean },
  ) => Promise<{ data: T }>;
}

const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** One form value as text: numbers and flags as typed, objects (an attribute map) as JSON. */
const formText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * A body as multipart form data: each file of a list under the list's name (`attachments`, once per
 * file), every other value as text; empty values are left out, as a browser form leaves them out.
 */
export const multipartBody = (body: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      if (isFile(item)) form.append(name, item, item instanceof File ? item.name : name);
      else form.append(name, formText(item));
    }
  }
  return form;
};

export const orderCalls = (http: HttpClient): OrderCalls => ({
  orderRead: async <T>(
    familyPath: string,
    action: OrderActionName,
    query: QueryParams = {},
    { signal }: { signal?: AbortSignal } = {},
  ) => ({
    data: await callApi<T>(http, {
      method: 'GET',
      url: familyActionUrl(familyPath, action),
      params: query,
      signal,
    }),
  }),

  orderWrite: async <T>(
    familyPath: string,
    action: OrderActionName,
    body: Record<string, unknown>,
    { multipart = false }: { multipart?: boolean } = {},
  ) => ({
    data: await callApi<T>(http, {
      method: 'POST',
      url: familyActionUrl(familyPath, action),
      // The browser sets the multipart boundary itself for FormData.
      data: multipart ? multipartBody(body) : body,
    }),
  }),
});
