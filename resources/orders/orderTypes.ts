/**
 * The types of goods an order is bought as (an order's and a buyer configuration's `orderType`): codes
 * on the wire and in the database, read in each language through `kago.orders.choices.orderType`.
 * A file of its own, as small vocabularies the first load may need are (README, "Layout").
 */
export const orderTypes = [
  'camera',
  'console',
  'clothing',
  'cosmetics',
  'toy',
  'watch',
  'appliance',
  'shoes',
  'home',
  'audio',
  'stationery',
] as const;
export type OrderType = (typeof orderTypes)[number];

/** Where the order types' labels live. */
export const orderTypeLabels = 'kago.orders.choices.orderType';
