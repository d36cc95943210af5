import { sourceDomains } from '../../resources/buying';

/** One marketplace's item pages: its website domain and its address, `{id}` for the product id. */
export interface ItemPage {
  readonly domain: string;
  readonly url: string;
}

/**
 * What `home/GetUrl` answers (call catalogue 7.10; the seed names the call and nothing of its answer,
 * so this is our reading, README "Auction bid tracking, common lookups and notifications"): where an
 * item's page is on each marketplace whose items have one page per product id, by the website domain
 * the orders and the buyer configuration know them by (resources/buying.ts `sourceDomains`). Kept on
 * the server so that a marketplace moving its pages is one change, whatever the browser has cached.
 */
export const itemPages: readonly ItemPage[] = [
  { domain: sourceDomains.auction, url: 'https://page.auctions.yahoo.co.jp/jp/auction/{id}' },
  { domain: sourceDomains.mercari, url: 'https://jp.mercari.com/item/{id}' },
  { domain: sourceDomains.jan, url: 'https://www.amazon.co.jp/dp/{id}' },
  { domain: sourceDomains.america, url: 'https://www.amazon.com/dp/{id}' },
  { domain: sourceDomains.international, url: 'https://www.ebay.com/itm/{id}' },
];
