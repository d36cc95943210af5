import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { familyAllows, findOrderAction, findOrderFamilyByRoute } from '../../../../resources/orders/index';
import { nextStep, writesForOrder } from '../../../../src/orders/detail/actions/availableActions';
import type { OrderRecord } from '../../../../src/orders/detail/orderRecord';
import { orderProvider, renderOrderDetail, sampleOrder } from './orderDetailHarness';

const family = (route: string) => findOrderFamilyByRoute(route)!;

const menuItems = async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

/** Confirms the dialog named `name` once it is open. */
const confirmIn = async (user: UserEvent, name: string) =>
  user.click(within(await screen.findByRole('dialog', { name })).getByRole('button', { name: 'Confirm' }));

/**
 * Buys the order from its page: the Buy button, then its one dialog's Confirm, where the inputs and
 * the irreversible write's warning stand together (no second dialog).
 */
const buy = async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy' });
  expect(
    within(dialog).getByText('Buy for order ICB-000041: this cannot be undone. Continue?'),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await confirmIn(user, 'Buy');
};

describe('the action bar offers only what the family, the stage and the role allow', () => {
  it('a reader gets no action at all', async () => {
    await renderOrderDetail({ role: 'viewer' });
    // The tabs are there; no write is offered (the permissions are known once the page shows).
    await screen.findByRole('tab', { name: 'Event log' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit the attributes/ })).not.toBeInTheDocument();
  });

  it('an order waiting for purchase: Buy first, the buying writes in the menu, nothing of later stages', async () => {
    const { user } = await renderOrderDetail();
    expect(await screen.findByRole('button', { name: 'Buy' })).toBeInTheDocument();
    const items = await menuItems(user);
    expect(items).toEqual(
      expect.arrayContaining(['Update price', 'Set payer', 'Edit note', 'Cancel order', 'Change status']),
    );
    for (const absent of [
      'Buy',
      'Update surcharge',
      'Cash on delivery',
      'Import tracking',
      'Create a package from several orders',
      'Edit product attributes',
      'Send purchase e-mail',
    ])
      expect(items).not.toContain(absent);
  });

  it('an order in storage: move it on, and only the writes of 7.3 for storage', async () => {
    const order = sampleOrder({ status: 'inStorage' });
    const { user } = await renderOrderDetail({
      route: 'order-arrived-in-storage-ichiba',
      order,
      provider: orderProvider(order),
    });
    expect(await screen.findByRole('button', { name: 'Move to Awaiting delivery' })).toBeInTheDocument();
    expect((await menuItems(user)).sort()).toEqual(
      [
        'Direct shipment',
        'Take package info into the order',
        'Set bid account',
        'Update order number',
        'Change status',
        'Cancel order',
      ].sort(),
    );
  });

  it('a cancelled order offers nothing: no move leads out of it', async () => {
    const order = sampleOrder({ status: 'cancelled' });
    await renderOrderDetail({ route: 'order-cancel-ichiba', order, provider: orderProvider(order) });
    await screen.findByRole('tab', { name: 'Event log' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('after buying, the page follows the order to the purchased family and offers its next step', async () => {
    const provider = orderProvider(sampleOrder(), (action) =>
      action === 'OrderBuy' ? { status: 'purchased' } : {},
    );
    const { user, router } = await renderOrderDetail({ provider, tab: 'eventLog' });
    await buy(user);
    expect(await screen.findByRole('button', { name: 'Move to Domestic shipping' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchased-order-ichiba/41/show');
    expect(router.state.location.search).toBe('?tab=eventLog');
    expect(provider.orderWrite).toHaveBeenCalledWith(
      'OrderPurchaseIchiba',
      'OrderBuy',
      // The purchase starts from the buyer configuration of the order's domain and type.
      { orderId: 41, version: 3, orderNumber: null, purchaser: 'mai.purchase', bidAccount: 'yahoo-kago02' },
      { multipart: false },
    );
  });

  it("opens the new stage's page with the order it was just shown, not a spinner, while that page reads it", async () => {
    const provider = orderProvider(sampleOrder(), (action, body) => {
      if (action === 'OrderBuy') return { status: 'purchased' };
      return action === 'OrderUpdateStatus' ? { status: body.status as OrderRecord['status'] } : {};
    });
    // The domestic shipping family's own read of the order answers only when the test says so.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const read = provider.orderRead.getMockImplementation()!;
    provider.orderRead.mockImplementation(async (familyPath, action, query) => {
      if (familyPath === 'OrderDomesticShippingIchiba' && action === 'getorder') await answered;
      return read(familyPath, action, query);
    });
    const { user, router } = await renderOrderDetail({ provider });
    await buy(user);
    await user.click(await screen.findByRole('button', { name: 'Move to Domestic shipping' }));
    await confirmIn(user, 'Change status');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/order-domestic-shipping-ichiba/41/show'),
    );
    // The order as the purchased page last read it, not as the waiting page read it before: that
    // one was purchased, and would send the page back there.
    expect(await screen.findByRole('button', { name: 'Move to In storage' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    answer();
    await waitFor(() =>
      expect(provider.orderRead).toHaveBeenCalledWith(
        'OrderDomesticShippingIchiba',
        'getorder',
        { id: '41' },
        expect.anything(),
      ),
    );
    expect(router.state.location.pathname).toBe('/order-domestic-shipping-ichiba/41/show');
  });

  it('a requested cancellation is carried out as the next step', async () => {
    const order = sampleOrder({ status: 'cancellationRequested' });
    await renderOrderDetail({ route: 'order-cancel-ichiba', order, provider: orderProvider(order) });
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('every write offered is one the family allows, for every status of every family route', () => {
    for (const route of [
      'search-order',
      'purchase-waiting-orders-mer',
      'order-domestic-shipping',
      'mercari-offer-ichiba',
    ]) {
      const each = family(route);
      for (const status of each.statuses) {
        const order = sampleOrder({ status, source: each.source ?? 'ichiba', offerStatus: 'offered' });
        const offered = writesForOrder(each, order, true);
        for (const action of offered) {
          expect(familyAllows(each, action, order)).toBe(true);
          expect(findOrderAction(action)?.scope ?? 'record').toBe('record');
        }
        const step = nextStep(order, offered);
        if (step) expect(offered).toContain(step.action);
      }
    }
    expect(
      writesForOrder(family('mercari-offer-ichiba'), sampleOrder({ offerStatus: 'offered' }), true),
    ).toContain('UpdateHasCod');
    expect(writesForOrder(family('search-order'), sampleOrder(), false)).toEqual([]);
  });
});
