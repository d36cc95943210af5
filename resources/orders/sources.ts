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
  /** The currency its orders' amounts are in: the Japanese marketplaces' yen, dollars, dong. */
  readonly currency: 'JPY' | 'USD' | 'VND';
}

export const orderSources: readonly OrderSource[] = [
  { key: 'ichiba', apiSuffix: 'Ichiba', routeSuffix: 'ichiba', currency: 'JPY' },
  { key: 'mercari', apiSuffix: 'Mercari', routeSuffix: 'mer', currency: 'JPY' },
  { key: 'jan', apiSuffix: 'Jan', routeSuffix: 'jan', currency: 'JPY' },
  { key: 'auction', apiSuffix: 'Auction', routeSuffix: 'auc', currency: 'JPY' },
  { key: 'international', apiSuffix: 'International', routeSuffix: 'international', currency: 'USD' },
  { key: 'america', apiSuffix: 'America', routeSuffix: 'america', currency: 'USD' },
  { key: 'ezbuyvn', apiSuffix: 'Ezbuyvn', routeSuffix: 'ezbuyvn', currency: 'VND' },
  { key: 'pcs', apiSuffix: null, routeSuffix: 'pcs', currency: 'JPY' },
];

export const isOrderSource = (value: string): value is OrderSourceKey =>
  (orderSourceKeys as readonly string[]).includes(value);
