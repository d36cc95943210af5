import { field, oneOf, operation } from './fields';
import type { ActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

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
 * What every auction record carries, written by the bidding robot: a record that is edited (a won
 * auction) keeps them out of its form.
 */
const auctionFields = (edited = false): readonly FieldDeclaration[] =>
  [
    field('productId', 'text', { required: true, maxLength: 30, filter: true }),
    field('title', 'text', { required: true, maxLength: 255 }),
    field('image', 'imageList', { sortable: false }),
    yen('currentPrice'),
    field('endTime', 'datetime', { required: true, rangeFilter: true, countdown: true }),
    field('bidTime', 'datetime'),
    field('account', 'text', { required: true, maxLength: 100, filter: true }),
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

/** A read of the bid tracking's action table: the toolbar's last bid time. */
const read = (name: string) =>
  ({
    name,
    operation: operation(name),
    places: [],
    right: 'read',
    scope: 'resource',
  }) satisfies ActionDeclaration;

export const trackedBidActions = [read('GetBidLastTime')] as const;

/** The auction items being bid on (`/bid-tracking`, `GetTrackBid`): 5,000 in the app's seed. */
export const trackedBidDeclaration: ResourceDeclaration = {
  name: 'bid-tracking',
  path: 'YahooBid',
  table: 'auction_items',
  api: 'master',
  operations: { list: operation('GetTrackBid') },
  access: { area: 'buying' },
  icon: 'Timer',
  menu: { menu: 'menu.purchasing', after: 'buyer-config' },
  keywordFields: ['productId', 'title', 'customerCode'],
  fields: [
    ...auctionFields(),
    oneOf('status', auctionStatuses, { required: true, filter: true }),
    ...chargeFields(),
  ],
  actions: trackedBidActions,
  recordRepresentation: 'title',
  sort: { field: 'endTime', order: 'ASC' },
  views: { list: 'trackedBidList' },
};

/**
 * The auctions won (`/successful-bids`): each becomes an order of the auction family, which it links
 * to, as it does to its customer. The purchaser corrects what the robot could not know when it won:
 * the shipping fee in Japan, the tax, the rate and a note (`UpdateSuccessfulBid`).
 */
export const successfulBidDeclaration: ResourceDeclaration = {
  name: 'successful-bids',
  path: 'YahooBid',
  table: 'successful_bids',
  api: 'master',
  operations: {
    list: operation('GetSuccessfulBid'),
    read: operation('GetSuccessfulBidById'),
    update: operation('UpdateSuccessfulBid', 'POST'),
  },
  access: { area: 'buying' },
  icon: 'EmojiEvents',
  menu: { menu: 'menu.purchasing', after: 'buyer-config' },
  keywordFields: ['productId', 'title', 'customerCode', 'orderCode'],
  fields: [
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
  recordRepresentation: 'title',
  sort: { field: 'endTime', order: 'DESC' },
};

/** The price negotiations with sellers (`/auction-bargains`, `GetYaBargainPaging`). */
export const bargainDeclaration: ResourceDeclaration = {
  name: 'auction-bargains',
  path: 'YahooBid',
  table: 'auction_bargains',
  api: 'master',
  operations: { list: operation('GetYaBargainPaging') },
  access: { area: 'buying' },
  icon: 'Handshake',
  menu: { menu: 'menu.purchasing', after: 'buyer-config' },
  keywordFields: ['productId', 'title', 'customerCode'],
  fields: [
    field('productId', 'text', { required: true, maxLength: 30, filter: true }),
    field('title', 'text', { required: true, maxLength: 255 }),
    field('image', 'imageList', { sortable: false }),
    yen('currentPrice'),
    yen('offerPrice'),
    oneOf('status', bargainStatuses, { required: true, filter: true }),
    field('account', 'text', { required: true, maxLength: 100, filter: true }),
    customerField,
    customerCodeField,
    field('requestDate', 'datetime', { required: true, rangeFilter: true }),
  ],
  recordRepresentation: 'title',
  sort: { field: 'requestDate', order: 'DESC' },
};

export const bidTrackingDeclarations = [
  trackedBidDeclaration,
  successfulBidDeclaration,
  bargainDeclaration,
] as const;
