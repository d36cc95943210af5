/**
 * The marketplaces orders come from (seed 000 section 1). `apiSuffix` ends a family's API path
 * (`OrderPurchase` + `Ichiba`); `routeSuffix` ends its screen's route (`purchased-order-ichiba`).
 * PCS has no API family of its own: its screens list the base family filtered to source `pcs`.
 */
export const orderSourceKeys = [
  'ichiba',
  'mercari',
  'jan',
  'auction',
  'international',
  'america',
  'ezbuyvn',
  'pcs',
] as const;

export type OrderSourceKey = (typeof orderSourceKeys)[number];

export interface OrderSource {
  /** The value of `orders.source` and of the `source` list filter. */
  readonly key: OrderSourceKey;
  readonly apiSuffix: string | null;
  readonly routeSuffix: string;
}

export const orderSources: readonly OrderSource[] = [
  { key: 'ichiba', apiSuffix: 'Ichiba', routeSuffix: 'ichiba' },
  { key: 'mercari', apiSuffix: 'Mercari', routeSuffix: 'mer' },
  { key: 'jan', apiSuffix: 'Jan', routeSuffix: 'jan' },
  { key: 'auction', apiSuffix: 'Auction', routeSuffix: 'auc' },
  { key: 'international', apiSuffix: 'International', routeSuffix: 'international' },
  { key: 'america', apiSuffix: 'America', routeSuffix: 'america' },
  { key: 'ezbuyvn', apiSuffix: 'Ezbuyvn', routeSuffix: 'ezbuyvn' },
  { key: 'pcs', apiSuffix: null, routeSuffix: 'pcs' },
];

export const isOrderSource = (value: string): value is OrderSourceKey =>
  (orderSourceKeys as readonly string[]).includes(value);
