import {
  catalogueCommonFields,
  catalogueOperations,
  field,
  oneOf,
  operation,
  readAction,
  ref,
} from './fields';
import { orderTypeLabels, orderTypes } from './orders/orderTypes';
import type { OrderSourceKey } from './orders/sources';
import type { ResourceDeclaration } from './types';

/**
 * The buying settings of seed 000 sections 3 and 6 and call catalogue 7.6: who pays the marketplaces
 * (suppliers, the seed's payers) and who buys on which website domain and order type, with which bid
 * account and tax percent (the buyer configuration).
 *
 * The seed's "bid config" (domain, order type, buyer, bid account, tax percent) and its buyer
 * permission configuration (a buyer per website domain, order type and tax) are the same record:
 * ONE declaration, on the table the orders already read as their bid configuration (`bid_configs`),
 * served under `BuyerConfig` (Get, Post, Edit) and answered whole by every `GetAllBidConfig` of the
 * catalogue (7.3, 7.4, 7.6, 7.10).
 */

/**
 * The payers of orders (seed 000 section 8: `SUPPLIER_NOT_FOUND`, "payer information not found").
 * The catalogue names only their reads (`GetSupplierActive`, `GetAllSuppliers`, the dashboard's
 * three); their list, detail and edit follow the catalogue pattern under a base of their own
 * (`Supplier/get`, `edit`, `create`, `activates`). No delete: orders and payables keep naming them.
 */
export const supplierDeclaration: ResourceDeclaration = {
  name: 'suppliers',
  path: 'Supplier',
  api: 'master',
  operations: catalogueOperations(true, false),
  access: { area: 'buying' },
  icon: 'AccountBalanceWallet',
  fields: catalogueCommonFields.filter((each) => each.source !== 'displayOrder'),
  sort: { field: 'code', order: 'ASC' },
};

/** Ours, as the seed gives no bounds: a tax percent from 0 to 100 (`TAX_VALUE_IS_NOT_VALID`). */
export const taxPercentBounds = { min: 0, max: 100 } as const;

/**
 * The whole configuration at the call catalogue's `Common/GetAllBidConfig` too (7.10), the lookup
 * a screen that names a bid account reads (the auction lists' account filter, `bidAccountFilter`).
 */
export const commonBidConfigRead = readAction('commonBidConfig', {
  call: 'GetAllBidConfig',
  path: '/api/Common/GetAllBidConfig',
});

/** A list filter among one key of the configuration, as `BuyerConfig/GetAllBidConfig` answers it. */
const configured = (key: 'buyer' | 'bidAccount') =>
  ({ read: 'GetAllBidConfig', value: key, label: key, filterOnly: true }) as const;

/**
 * A bid account filter among those configured, through the lookup of `Common/GetAllBidConfig`: the
 * auction lists' (resources/bidTracking.ts).
 */
export const bidAccountFilter = {
  resource: 'buyer-config',
  read: commonBidConfigRead.name,
  value: 'bidAccount',
  label: 'bidAccount',
  filterOnly: true,
} as const;

export const buyerConfigActions = [
  readAction('GetAllSuppliers'),
  readAction('GetAllBidConfig'),
  commonBidConfigRead,
] as const;

/**
 * The buyer configuration (route `buyer-config`, first menu). One buyer per domain and order type
 * (server/buying/rules.ts); the purchase dialog of an order starts from the buyer and bid account
 * configured for its marketplace's domain and its order type (`purchaseDefaults`).
 */
export const buyerConfigDeclaration: ResourceDeclaration = {
  name: 'buyer-config',
  path: 'BuyerConfig',
  table: 'bid_configs',
  api: 'master',
  operations: {
    list: operation('Get'),
    create: operation('Post', 'POST'),
    update: operation('Edit', 'POST'),
  },
  access: { area: 'buying' },
  icon: 'Gavel',
  keywordFields: ['domain', 'buyer', 'bidAccount'],
  fields: [
    field('domain', 'text', { required: true, maxLength: 255, filter: true }),
    oneOf('orderType', orderTypes, {
      required: true,
      maxLength: 20,
      filter: true,
      choiceLabels: orderTypeLabels,
    }),
    // Filtered among the buyers and bid accounts configured (`GetAllBidConfig`); a new one is typed.
    field('buyer', 'text', {
      required: true,
      maxLength: 100,
      filter: true,
      optionsFrom: configured('buyer'),
    }),
    field('bidAccount', 'text', {
      required: true,
      maxLength: 100,
      filter: true,
      optionsFrom: configured('bidAccount'),
    }),
    field('taxPercent', 'number', {
      required: true,
      ...taxPercentBounds,
      defaultValue: 0,
      boundErrorCode: 'TAX_VALUE_IS_NOT_VALID',
    }),
    ref('supplierId', 'suppliers', { optionsFrom: { read: 'GetAllSuppliers', label: 'name' } }),
  ],
  actions: buyerConfigActions,
  sort: { field: 'domain', order: 'ASC' },
  ui: { recordRepresentation: 'domain' },
};

/**
 * The website domain of each order source, the key a buyer configuration is found by with the
 * order's type. Ours: the seed names the domains only through its auction and Mercari accounts.
 */
export const sourceDomains: Readonly<Record<OrderSourceKey, string>> = {
  ichiba: 'item.rakuten.co.jp',
  mercari: 'jp.mercari.com',
  jan: 'www.amazon.co.jp',
  auction: 'auctions.yahoo.co.jp',
  international: 'www.ebay.com',
  america: 'www.amazon.com',
  ezbuyvn: 'ezbuy.vn',
  pcs: 'shopping.yahoo.co.jp',
};
