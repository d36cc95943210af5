import type { OrderFamily } from '../../../resources/orders/index';

/**
 * What the API says, read with a token of its own: `/api/<path>` answered as its envelope's `data`.
 * A browser test picks its records and checks where they stand with it, the screens doing the rest.
 */
export const readApi =
  (baseUrl: string, token: string) =>
  async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: T }).data;
  };

/**
 * The API path of what an order screen lists first (its first 25, newest first, its source only),
 * narrowed by `query` (`&status=…`), for `readApi`.
 */
export const firstOrderPage = (family: OrderFamily, query = '') =>
  `${family.path}/${family.listAction}?skip=0&take=25&sortBy=orderDate&sortDesc=true${
    family.sourceFilter ? `&source=${family.sourceFilter}` : ''
  }${query}`;
