import { describe, expect, it } from 'vitest';
import { figureLinks } from '../../../src/dashboard/dashboardLinks';
import { december } from './dashboardFixtures';

const filterOf = (href: string | undefined) =>
  JSON.parse(new URL(href ?? '', 'http://app').searchParams.get('filter') ?? '{}') as Record<string, unknown>;

describe('figure links', () => {
  it('give no link to a user who may read no order list', () => {
    const links = figureLinks(december, ['nobody']);
    expect(links.stage('purchased')).toBeUndefined();
    expect(links.stageAndSource('purchased', 'mercari')).toBeUndefined();
    expect(links.source('mercari')).toBeUndefined();
    expect(links.latestPurchases()).toBeUndefined();
    expect(links.supplier(1)).toBeUndefined();
  });

  it('list every status when the user reads every stage, so the list counts what the figure counts', () => {
    const links = figureLinks(december, ['viewer']);
    expect(filterOf(links.source('jan'))).toEqual({ ...december, source: 'jan' });
    expect(filterOf(links.supplier(3, 'purchaser'))).toEqual({ supplierId: 3, purchaser: 'purchaser' });
  });

  it('use the irregular plural routes of purchase-waiting', () => {
    const links = figureLinks(december, ['admin']);
    expect(links.stageAndSource('purchaseWaiting', 'mercari')).toMatch(/^\/purchase-waiting-orders-mer\?/);
    expect(links.stageAndSource('purchaseWaiting', 'ichiba')).toMatch(/^\/purchase-waiting-order-ichiba\?/);
    expect(links.stageAndSource('deliveryAndDelivered', 'auction')).toMatch(
      /^\/waiting-delivery-and-delivered-auc\?/,
    );
  });
});
