import { bidAccountFilter, sourceDomains } from './buying';
import { columnsOnDemand, field, oneOf, operation, readAction } from './fields';
import type { FieldDeclaration, ResourceDeclaration } from './types';

/**
 * Auction bid tracking (call catalogue 7.5, `YahooBid`; seed 000 section 3's auction item: product
 * id, title, image, current price, status, end time, bid time, account, customer, bid price,
 * shipping fee in Japan, tax, rate). Three records under the one base, each a declaration of its
 * own: the auction items the bid accounts are bidding on (`GetTrackBid`), the auctions won
 * (`GetSuccessfulBid`, `GetSuccessfulBidById`, `UpdateSuccessfulBid`) and the price negotiations
 * (`GetYaBargainPaging`). The robot that bids writes them; staff read them, and the purchaser (who
 * owns buying, resources/access.ts) corrects a won auction's charges. `GetBidLastTime`, when the
 * robot last bid, is the tracked items' toolbar (src/bidTracking/TrackedBidList.tsx).
 */

/** Ours: where an auction stands for the account bidding on it. The seed names no values. */
export const auctionStatuses = ['bidding', 'highest', 'outbid', 'won', 'lost', 'cancelled'] as const;
/** Ours: a price negotiation's outcome. */
export const bargainStatuses = ['pending', 'accepted', 'rejected', 'expired'] as const;

/** Yahoo! Auctions prices, in yen; at most a hundred million (ours: the seed gives no bounds). */
const yen = (source: string, options: Omit<FieldDeclaration, 'source' | 'type'> = {}) =>
  field(source, 'money', { currency: 'JPY', min: 0, max: 100_000_000, ...options });

/** The bid account, filtered among those the buyer configuration names. */
const accountField = field('account', 'text', {
  required: true,
  maxLength: 100,
  filter: true,
  optionsFrom: bidAccountFilter,
});

/** The customer an auction is for: linked to the customer's detail, shown by their code. */
const customerField = field('customerId', 'number', {
  integer: true,
  min: 1,
  sortable: false,
  byCode: { search: 'customer-information', codeField: 'customerCode' },
});
const customerCodeField = field('customerCode', 'text', {
  maxLength: 50,
  filter: true,
  list: false,
  show: false,
});

/**
 * The auction item itself, on every auction record and bargain: its product id linked to its page on
 * Yahoo! Auctions (the page addresses `home/GetUrl` answers, `itemPagesRead` below), title, image
 * and the price it stands at.
 */
const itemFields: readonly FieldDeclaration[] = [
  field('productId', 'text', {
    required: true,
    maxLength: 30,
    filter: true,
    pageLink: { resource: 'bid-tracking', read: 'itemPages', domain: sourceDomains.auction },
  }),
  field('title', 'text', { required: true, maxLength: 255 }),
  field('image', 'imageList', { sortable: false }),
  yen('currentPrice'),
];

/**
 * What every auction record carries, written by the bidding robot: a record that is edited (a won
 * auction) keeps them out of its form.
 */
const auctionFields = (edited = false): readonly FieldDeclaration[] =>
  [
    ...itemFields,
    field('endTime', 'datetime', { required: true, rangeFilter: true, countdown: true }),
    field('bidTime', 'datetime'),
    accountField,
    customerField,
    customerCodeField,
    yen('bidPrice'),
  ].map((each) => (edited ? { ...each, form: false } : each));

/** Yen shipping inside Japan, the consumption tax (%) and the exchange rate (dong per yen). */
const chargeFields = (): readonly FieldDeclaration[] => [
  yen('shippingFeeJp', { max: 10_000_000 }),
  field('tax', 'number', { min: 0, max: 100 }),
  field('rate', 'number', { min: 0, max: 10_000 }),
];

/**
 * `home/GetUrl` (call catalogue 7.10): the seed says nothing of what it answers. Our reading: the
 * addresses of an item's page on each marketplace the orders come from, by website domain, `{id}`
 * standing for the product id (server/bidTracking/itemPages.ts); the auction lists link each product
 * id to its auction (`pageLink`). Any staff member reads it, as the auction lists.
 */
export const itemPagesRead = readAction('itemPages', { call: 'GetUrl', path: '/api/home/GetUrl' });

/** The tracked items' reads: the toolbar's last bid time, and the item pages. */
export const trackedBidActions = [readAction('GetBidLastTime'), itemPagesRead] as const;

/**
 * What the three auction records share: the `YahooBid` base on the master API, the buying area the
 * purchaser writes (resources/access.ts), a leaf of the first menu's purchasing group beside the
 * buyer configuration, a keyword over product id, title and customer, shown by title.
 */
/** How the auction lists' screens name an auction: by its title. */
const auctionScreens = { recordRepresentation: 'title' } as const;

const auctionRecord = (name: string, table: string, icon: string, keywordFields: readonly string[] = []) =>
  ({
    name,
    path: 'YahooBid',
    table,
    api: 'master',
    access: { area: 'buying' },
    icon,
    menu: { menu: 'menu.purchasing', after: 'buyer-config' },
    keywordFields: ['productId', 'title', 'customerCode', ...keywordFields],
    ui: auctionScreens,
  }) as const satisfies Partial<ResourceDeclaration>;

/**
 * The auction lists' columns left for the columns button: the thumbnail, the account and the customer
 * (each a filter still), the bid's time and the charges. Each list was 146 to 773 px wider than a
 * 1280 px desk with the menu open (tests/e2e/fit.test.ts); what stays is the item, its price, its end
 * with the time left and where the bid stands.
 */
const auctionOnDemand = ['image', 'account', 'customerId', 'bidTime', 'shippingFeeJp', 'tax', 'rate'];

/** The auction items being bid on (`/bid-tracking`, `GetTrackBid`): 5,000 in the app's seed. */
export const trackedBidDeclaration: ResourceDeclaration = {
  ...auctionRecord('bid-tracking', 'auction_items', 'Timer'),
  operations: { list: operation('GetTrackBid') },
  fields: columnsOnDemand(
    [
      ...auctionFields(),
      oneOf('status', auctionStatuses, { required: true, filter: true }),
      ...chargeFields(),
    ],
    auctionOnDemand,
  ),
  actions: trackedBidActions,
  // Staff watch the live auctions, the next to end first; the ended ones follow, the latest first.
  sort: { field: 'endTime', order: 'ASC', fromNow: true },
  ui: { ...auctionScreens, views: { list: 'trackedBidList' } },
};

/**
 * The auctions won (`/successful-bids`): each becomes an order of the auction family, which it links
 * to, as it does to its customer. The purchaser corrects what the robot could not know when it won:
 * the shipping fee in Japan, the tax, the rate and a note (`UpdateSuccessfulBid`).
 */
export const successfulBidDeclaration: ResourceDeclaration = {
  ...auctionRecord('successful-bids', 'successful_bids', 'EmojiEvents', ['orderCode']),
  operations: {
    list: operation('GetSuccessfulBid'),
    read: operation('GetSuccessfulBidById'),
    update: operation('UpdateSuccessfulBid', 'POST'),
  },
  // The customer and the order it became stay: a won auction is worked as that order.
  fields: columnsOnDemand(
    [
      ...auctionFields(true),
      field('orderId', 'number', {
        integer: true,
        min: 1,
        form: false,
        sortable: false,
        byCode: { search: 'search-orders', codeField: 'orderCode' },
      }),
      field('orderCode', 'text', { maxLength: 50, filter: true, list: false, show: false, form: false }),
      ...chargeFields(),
      field('note', 'textarea', { maxLength: 1000, list: false }),
    ],
    [...auctionOnDemand.filter((source) => source !== 'customerId'), 'currentPrice'],
  ),
  sort: { field: 'endTime', order: 'DESC' },
};

/** The price negotiations with sellers (`/auction-bargains`, `GetYaBargainPaging`). */
export const bargainDeclaration: ResourceDeclaration = {
  ...auctionRecord('auction-bargains', 'auction_bargains', 'Handshake'),
  operations: { list: operation('GetYaBargainPaging') },
  fields: columnsOnDemand(
    [
      ...itemFields,
      yen('offerPrice'),
      oneOf('status', bargainStatuses, { required: true, filter: true }),
      accountField,
      customerField,
      customerCodeField,
      field('requestDate', 'datetime', { required: true, rangeFilter: true }),
    ],
    ['image', 'account'],
  ),
  sort: { field: 'requestDate', order: 'DESC' },
};

export const bidTrackingDeclarations = [
  trackedBidDeclaration,
  successfulBidDeclaration,
  bargainDeclaration,
] as const;
