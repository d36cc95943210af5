import type { OrderType } from '../../resources/orders/orderTypes';

/**
 * The names the seeded orders and their work are made of (products, purchasers, bid accounts): a
 * file of their own, read by server/seed/orders.ts, server/seed/orderWork.ts and the image route.
 */
export const products: readonly (readonly [name: string, type: OrderType])[] = [
  ['Canon EOS Kiss X10 body', 'camera'],
  ['Nintendo Switch OLED', 'console'],
  ['Uniqlo down jacket', 'clothing'],
  ['Shiseido sunscreen 60ml', 'cosmetics'],
  ['Pokemon card booster box', 'toy'],
  ['Seiko Presage watch', 'watch'],
  ['Zojirushi rice cooker', 'appliance'],
  ['Onitsuka Tiger sneakers', 'shoes'],
  ['Muji storage box set', 'home'],
  ['Sony WH-1000XM5 headphones', 'audio'],
  ['Gundam MG model kit', 'toy'],
  ['Pilot fountain pen', 'stationery'],
];
/** Staff who buy. */
export const purchasers = ['purchaser', 'admin', 'mai.purchase', 'tuan.purchase'];
/** The marketplaces' accounts bids are made from. */
export const bidAccounts = ['yahoo-kago01', 'yahoo-kago02', 'yahoo-kago03', 'mercari-kago01'];
