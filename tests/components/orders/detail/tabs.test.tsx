import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFormatter } from '../../../../src/kit/format';
import { expectConsoleErrors } from '../../../support/consoleErrors';
import { orderProvider, renderOrderDetail, sampleEvents, sampleOrder } from './orderDetailHarness';

const readsOf = (provider: ReturnType<typeof orderProvider>) =>
  provider.orderRead.mock.calls.map(
    ([family, action, query]) => `${family}/${action} ${JSON.stringify(query ?? {})}`,
  );

describe('order detail: header and the 14 tabs', () => {
  it('shows the header and the order info tab, with product lines and CDN images', async () => {
    const { provider } = await renderOrderDetail();
    expect(screen.getAllByText('Nintendo Switch OLED').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Purchase pending').length).toBeGreaterThan(0);
    expect(screen.getByText(/Total ¥2,620 · Customer KH0001 · Nguyen An/)).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(14);
    const products = screen.getByRole('table', { name: 'Products' });
    expect(within(products).getByText('Nintendo Switch OLED white')).toBeInTheDocument();
    expect(within(products).getByText('colour: white, size: free')).toBeInTheDocument();
    // A path gets the CDN prefix; a full URL is kept.
    const images = document.querySelectorAll('img');
    const sources = [...images].map((image) => image.getAttribute('src'));
    expect(sources).toContain(`${window.location.origin}/cdn/orders/41/front.jpg`);
    expect(sources).toContain('https://img.example.jp/41/back.jpg');
    // The day allowed for payment from the order's date is long past; in yen, no fractions. The
    // date is in the language's short format (src/kit/format.ts).
    await waitFor(() =>
      expect(screen.getByRole('timer')).toHaveTextContent(/^Payment overdue \(due \d{2}\/21\/2026 /),
    );
    expect(within(products).getByText('¥600')).toBeInTheDocument();
    // Only the order itself was read to open the page.
    expect(readsOf(provider)).toEqual(['OrderPurchaseIchiba/getorder {"id":"41"}']);
  });

  it("links the order to its customer's page when the customer code names one", async () => {
    await renderOrderDetail({ order: sampleOrder({ customerId: 17 }) });
    expect(screen.getByRole('link', { name: 'Open the customer KH0001 · Nguyen An' })).toHaveAttribute(
      'href',
      '/customer-information/17/show',
    );
  });

  it('offers no customer link when no customer has the code', async () => {
    await renderOrderDetail({ order: sampleOrder({ customerId: null }) });
    expect(screen.getByText(/Customer KH0001/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open the customer/ })).toBeNull();
  });

  it('reads a tab only when it opens, and keeps the tab in the URL', async () => {
    const { provider, router, user } = await renderOrderDetail();
    expect(readsOf(provider).some((read) => read.includes('GetOrderServiceByOrderId'))).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Service' }));
    expect(await screen.findByRole('cell', { name: 'Bubble wrap' })).toBeInTheDocument();
    expect(await screen.findByText('Total service fees: ₫30,000')).toBeInTheDocument();
    expect(readsOf(provider)).toContain('OrderPurchaseIchiba/GetOrderServiceByOrderId {"orderId":41}');
    expect(readsOf(provider)).toContain('OrderPurchaseIchiba/SumOrderTotalServiceFee {"orderId":41}');
    expect(router.state.location.search).toBe('?tab=service');
  });

  it.each([
    ['customer', ['0901234567', '1 Trang Tien, Ha Noi']],
    ['delivery', ['JP-TOKYO']],
    ['shipment', ['EF-1 · Yamato · In transit', 'picked up', 'Tokyo']],
    ['packages', ['PK-7', 'SH-7', 'TRK-7']],
    ['partners', ['Sakura Store 9', 'KAGO-PAYPAY', 'yahoo-kago01']],
    ['routing', ['VN-HN', 'Air', 'Tokyo warehouse', 'Ha Noi office']],
    ['statusEvents', ['Pham Purchaser', 'Waiting for settlement']],
    ['email', ['Purchase ICB-000041', 'po.pdf']],
    ['inquiry', ['Is it the white one?', 'Yes']],
    // A payment's wallet by its name in the interface language, not its code (MAIN).
    ['receivables', ['Wooden crate', 'Service fee', 'Success', 'Main wallet']],
    ['payables', ['Kago PayPay account', 'JPY', 'Card']],
    ['eventLog', ['Ada Admin', 'Update price', 'Price: ¥1,500 → ¥1,200', 'Total: ¥2,920 → ¥2,620']],
  ])('the %s tab shows its data', async (tab, texts) => {
    await renderOrderDetail({ tab });
    for (const text of texts) expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it("shows each value by its field's declared type: amounts in their currency, choices by label", async () => {
    // An order bought in dollars: its amounts in dollars with cents, its customs values in yen.
    const order = sampleOrder({ source: 'america', price: 12.5, declaredPrice: 5000, hasCod: true });
    const { user } = await renderOrderDetail({ order, provider: orderProvider(order) });
    expect(screen.getAllByText('$12.50').length).toBeGreaterThan(0);
    expect(screen.getByText('¥5,000')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Delivery info' }));
    expect(await screen.findByText('Yes')).toBeInTheDocument();
    // A receivable in its own currency (dong), whatever the order's; a flag and choices by label.
    await user.click(screen.getByRole('tab', { name: 'Receivables' }));
    const receivables = await screen.findByRole('table', { name: 'Receivables' });
    expect(within(receivables).getAllByText('₫150,000')).toHaveLength(2);
    for (const text of ['Cash', 'No']) expect(within(receivables).getByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Packages' }));
    expect(await screen.findByText('In storage')).toBeInTheDocument();
  });

  it.each([
    ['vi', 'Chờ mua', 'Khoản phải thu', 'Tiền mặt'],
    ['ja', '購入待ち', '売掛金', '現金'],
  ] as const)(
    'in %s, writes amounts, dates and choices as the language does',
    async (locale, status, tab, cash) => {
      const format = createFormatter(locale);
      const { user } = await renderOrderDetail({ locale });
      const info = screen.getAllByRole('definition');
      const shown = info.map((value) => value.textContent);
      expect(shown).toContain(format.money(1200, 'JPY'));
      expect(shown).toContain(format.dateTime('2026-01-20T03:00:00.000Z'));
      expect(screen.getAllByText(status).length).toBeGreaterThan(0);
      await user.click(screen.getByRole('tab', { name: tab }));
      const receivables = await screen.findByRole('table', { name: tab });
      const cells = within(receivables)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells.filter((cell) => cell === format.money(150000, 'VND'))).toHaveLength(2);
      expect(cells).toContain(cash);
    },
  );

  it("the event log shows a changed value as the order's field declares it", async () => {
    const provider = orderProvider(sampleOrder());
    const reads = provider.orderRead.getMockImplementation()!;
    provider.orderRead.mockImplementation(async (family, action, query) =>
      action === 'GetEventLog'
        ? {
            data: [
              {
                ...sampleEvents[0],
                action: 'UpdateHasCod',
                before: { hasCod: false, orderDate: null },
                after: { hasCod: true, orderDate: '2026-01-21T02:00:00.000Z' },
              },
            ],
          }
        : reads(family, action, query),
    );
    await renderOrderDetail({ provider, tab: 'eventLog' });
    expect(await screen.findByText('Cash on delivery: No → Yes')).toBeInTheDocument();
    expect(screen.getByText(/^Order date: — → \d{2}\/21\/2026 /)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Cash on delivery' })).toBeInTheDocument();
  });

  it('status events list only the rows that changed the status', async () => {
    await renderOrderDetail({ tab: 'statusEvents' });
    await screen.findByText('Pham Purchaser');
    expect(screen.queryByText('Ada Admin')).not.toBeInTheDocument();
  });

  it('a tab whose read fails says so and offers a retry; the page keeps working', async () => {
    expectConsoleErrors(/kago.server.notFound/);
    const provider = orderProvider(sampleOrder());
    provider.orderRead.mockImplementation(async (_family, action) => {
      if (action === 'getorder') return { data: sampleOrder() };
      throw Object.assign(new Error('kago.server.notFound'), { status: 404, body: { errors: {} } });
    });
    const { user } = await renderOrderDetail({ provider });
    await user.click(screen.getByRole('tab', { name: 'Event log' }));
    expect(
      await screen.findByText('The record was not found. It may have been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByText('Loading failed! Please reload.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Packages' }));
    expect(await screen.findByText('PK-7')).toBeInTheDocument();
  });

  it('tabs without their lists (an answer of the order alone) show an empty state', async () => {
    const bare = sampleOrder({ packages: undefined, emails: undefined });
    await renderOrderDetail({ order: bare, provider: orderProvider(bare), tab: 'packages' });
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });
});
