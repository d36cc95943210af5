import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentReportDeclaration, type PaymentSummary } from '../../../resources/paymentReport';
import { expectConsoleErrors } from '../../support/consoleErrors';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

/**
 * A report whose read failed says so with a button that reads it again (src/kit/RetryAlert.tsx):
 * the payment report (src/money/PaymentReport.tsx) reads again only what failed, and shows it once
 * it comes, without leaving the screen.
 */
const resource = paymentReportDeclaration.name;
// The report is a lazy chunk: on a busy machine its first render takes seconds.
const slow = { timeout: 20_000 };

const summary: PaymentSummary = {
  dateFrom: '2025-12-01',
  dateTo: '2025-12-31',
  byStatus: [],
  byType: [],
  byWallet: [],
  received: 1_234_000,
  refunded: 0,
  net: 1_234_000,
};
const noRows = { items: [], total: 0, totals: [] };

describe('a report whose read failed', { timeout: 60_000 }, () => {
  it('reads again what failed when the alert is answered, and shows it', async () => {
    // The query client reports the failed read on the console.
    expectConsoleErrors(/network down/);
    let summaryFails = true;
    const callAction = vi.fn(async (_resource: string, read: string) => {
      if (read !== 'GetPaymentSummary') return { data: noRows };
      if (summaryFails) throw new Error('network down');
      return { data: summary };
    });
    const provider = Object.assign(createMemoryDataProvider({}), { callAction });
    const { user } = await renderAdmin({ path: `/${resource}`, dataProvider: provider });

    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent('The report could not be loaded.');
    const readsBefore = callAction.mock.calls.length;
    summaryFails = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));

    // Received and net: the summary's figures.
    expect(await screen.findAllByText('₫1,234,000', undefined, slow)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    // Only the failed read was sent again: the lists had come.
    expect(callAction.mock.calls.slice(readsBefore).map(([, read]) => read)).toEqual(['GetPaymentSummary']);
  });
});
