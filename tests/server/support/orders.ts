import { expect } from 'vitest';
import type { ApiClient } from './api';

/** An order as the list and detail calls answer it (the fields the tests look at). */
export interface OrderItem {
  id: number;
  code: string;
  status: string;
  source: string;
  version: number;
  price: number;
  total: number;
  note: string | null;
  orderNumber: string | null;
  offerStatus: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  cancelledAt: string | null;
  purchaseDate: string | null;
  details: { id: number; productAttributes: Record<string, string> }[];
}

export interface OrderPage {
  items: OrderItem[];
  total: number;
  totalIsEstimate: boolean;
}

/** The first order a family lists in this status (the seed has some for every source and status). */
export const firstOrder = async (api: ApiClient, family: string, status: string): Promise<OrderItem> => {
  const answer = await api.get<OrderPage>(`/api/${family}/getorders`, { status, take: 1 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [order] = answer.body.data.items;
  expect(order, `${family} lists no ${status} order`).toBeDefined();
  return order;
};
