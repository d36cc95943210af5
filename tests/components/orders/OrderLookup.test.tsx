import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../support/consoleErrors';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

const known = {
  id: 7,
  code: 'KG0000123',
  title: 'Camera',
  source: 'ichiba',
  status: 'purchased',
  version: 1,
  details: [],
};

/** The memory provider with the order reads: `GetOrderByCode` knows one code, or fails as told. */
const lookupProvider = (failure?: HttpError) =>
  Object.assign(createMemoryDataProvider({}), {
    orderRead: vi.fn(async (_familyPath: string, action: string, query?: { code?: string; id?: unknown }) => {
      if (action === 'GetOrderByCode') {
        if (failure) throw failure;
        if (query?.code === known.code) return { data: known };
        throw new HttpError('kago.errors.codes.ORDER_ID_NOT_ALLOW_NULL', 404);
      }
      if (action === 'getorder') return { data: known };
      return { data: [] };
    }),
  });

const slow = { timeout: 30_000 };

describe('find an order by its code (search-order)', { timeout: 90_000 }, () => {
  it('opens the order a typed or scanned code names, on Enter', async () => {
    const dataProvider = lookupProvider();
    const { user, router } = await renderAdmin({ path: '/search-order', dataProvider });
    const field = await screen.findByRole('textbox', { name: 'Order code' }, slow);
    // The screen is for this field: a scanner types into it without a click.
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Type or scan a code, then press Enter');
    await user.keyboard(' KG0000123 {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-order/7/show'));
    expect(dataProvider.orderRead).toHaveBeenCalledWith('order', 'GetOrderByCode', { code: 'KG0000123' });
  });

  it('says clearly when no order has the code, and offers the list search instead', async () => {
    // react-admin logs every failed call in development.
    expectConsoleErrors(/HttpError/);
    const { user, router } = await renderAdmin({ path: '/search-order', dataProvider: lookupProvider() });
    await user.type(await screen.findByRole('textbox', { name: 'Order code' }, slow), 'KG99{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No order has the code KG99.');
    expect(router.state.location.pathname).toBe('/search-order');
    const link = screen.getByRole('link', { name: 'Search the order list instead' });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('filter')).toBe('{"q":"KG99"}');
    expect(link.getAttribute('href')).toMatch(/^\/search-orders\?/);
    // Typing again clears the message.
    await user.type(screen.getByRole('textbox', { name: 'Order code' }), '9');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in Vietnamese too; a failure other than "no such order" is not reported as one', async () => {
    expectConsoleErrors(/HttpError/);
    const { user } = await renderAdmin({
      path: '/search-order',
      dataProvider: lookupProvider(new HttpError('kago.errors.generic.contactSupport', 500)),
      locale: 'vi',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Mã đơn hàng' }, slow), 'KG0000123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không tra cứu được đơn hàng. Vui lòng thử lại.',
    );
  });

  it('leaves search-orders the list of every order', async () => {
    const dataProvider = lookupProvider();
    await renderAdmin({ path: '/search-orders', dataProvider });
    await waitFor(
      () => expect(dataProvider.getList).toHaveBeenCalledWith('search-orders', expect.anything()),
      slow,
    );
    expect(screen.queryByRole('textbox', { name: 'Order code' })).toBeNull();
  });
});
