import type { OrderSourceKey, OrderStageKey } from '../../resources/orders/index';

/**
 * One colour per source and per stage, the same on every chart (the dashboard's, the late orders',
 * the statistics'): the chart library's default palette repeats after seven series, which gave
 * Ichiba and PCS the same colour. Tableau's ten, whose neighbours stay apart for most colour vision.
 */
export const sourceColours: Readonly<Record<OrderSourceKey, string>> = {
  ichiba: '#4e79a7',
  mercari: '#f28e2b',
  jan: '#e15759',
  auction: '#76b7b2',
  international: '#59a14f',
  america: '#edc948',
  ezbuyvn: '#b07aa1',
  pcs: '#9c755f',
};

export const stageColours: Readonly<Record<OrderStageKey, string>> = {
  purchaseWaiting: '#4e79a7',
  waitingPayment: '#f28e2b',
  purchased: '#59a14f',
  domesticShipping: '#76b7b2',
  arrivedInStorage: '#edc948',
  deliveryAndDelivered: '#b07aa1',
  cancel: '#e15759',
};

/** A group's colour, a source's or a stage's (grey for anything else). */
export const groupColour = (group: string): string =>
  (sourceColours as Record<string, string>)[group] ??
  (stageColours as Record<string, string>)[group] ??
  '#bab0ac';
