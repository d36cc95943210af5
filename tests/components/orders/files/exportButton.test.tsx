import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadedFile, FileTransferOptions } from '../../../../dataProvider/orderFiles';
import { expectConsoleErrors } from '../../../support/consoleErrors';
import { renderAdmin } from '../../../support/TestAdmin';
import { abortError, captureSavedFiles, deferred, fileProvider, listedOrder, slow } from './fileHarness';

const pcsList = () => ({
  'purchased-order-pcs': [
    listedOrder(1, { source: 'pcs' }),
    listedOrder(2, { source: 'pcs', title: 'Other' }),
  ],
});

const exportButton = () => screen.findByRole('button', { name: 'Export Excel' }, slow);

/** The options the list handed to the export call: its signal and progress callback. */
const transferOptions = (provider: ReturnType<typeof fileProvider>) =>
  provider.exportOrderList.mock.calls.at(-1)![2] as FileTransferOptions;

afterEach(() => vi.restoreAllMocks());

describe('order list export', { timeout: 90_000 }, () => {
  it('exports the list as filtered and sorted, shows the bytes received, and saves the file under its name', async () => {
    const saved = captureSavedFiles();
    const provider = fileProvider(pcsList());
    const answer = deferred<{ data: DownloadedFile }>();
    provider.exportOrderList.mockReturnValue(answer.promise);
    const { user } = await renderAdmin({ path: '/purchased-order-pcs', dataProvider: provider });
    await screen.findByText('Other', {}, slow);
    await user.type(screen.getByPlaceholderText('Code, title, customer, tracking, order number'), ' ORD-1 ');
    await waitFor(() => expect(screen.queryByText('Other')).not.toBeInTheDocument());

    await user.click(await exportButton());
    // The list's own query, minus the page: the keyword trimmed, its sort, and the PCS screen's source.
    expect(provider.exportOrderList).toHaveBeenCalledWith(
      'OrderPurchased',
      { keyword: 'ORD-1', sortBy: 'orderDate', sortDesc: true, source: 'pcs' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    const progress = await screen.findByRole('progressbar');
    // A streamed file: no size known, so no fraction to show.
    expect(progress).not.toHaveAttribute('aria-valuenow');
    transferOptions(provider).onProgress!(1536);
    expect(await screen.findByText('Exporting... 1.5 kB received')).toHaveAttribute('role', 'status');
    transferOptions(provider).onProgress!(1024 * 1024, 4 * 1024 * 1024);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByText('Exporting... 1 MB of 4 MB received')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Excel' })).not.toBeInTheDocument();

    const blob = new Blob(['xlsx bytes']);
    answer.resolve({ data: { blob, fileName: 'Purchased orders PCS_01032025.xlsx' } });
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'Purchased orders PCS_01032025.xlsx', blob }]);
    expect(await exportButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops a running export when asked: the request is aborted and nothing is saved', async () => {
    const saved = captureSavedFiles();
    const provider = fileProvider(pcsList());
    provider.exportOrderList.mockImplementation(
      (_family, _filters, options) =>
        new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => reject(abortError())),
        ),
    );
    const { user } = await renderAdmin({ path: '/purchased-order-pcs', dataProvider: provider });
    await user.click(await exportButton());
    await user.click(await screen.findByRole('button', { name: 'Stop the export' }));
    expect(transferOptions(provider).signal!.aborted).toBe(true);
    expect(await screen.findByText('The export was stopped.')).toBeInTheDocument();
    expect(await exportButton()).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('exports only the chosen rows from the bulk bar, in the sort of the list', async () => {
    const saved = captureSavedFiles();
    const provider = fileProvider(pcsList());
    const blob = new Blob(['xlsx bytes']);
    provider.exportOrderList.mockResolvedValue({ data: { blob, fileName: 'chosen.xlsx' } });
    const { user } = await renderAdmin({ path: '/purchased-order-pcs', dataProvider: provider });
    const row = (await screen.findByText('Other', {}, slow)).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Export selected' }));
    expect(provider.exportOrderList).toHaveBeenCalledWith(
      'OrderPurchased',
      { sortBy: 'orderDate', sortDesc: true, source: 'pcs', ids: [2] },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await waitFor(() => expect(saved).toEqual([{ name: 'chosen.xlsx', blob }]));
  });

  it("shows the server's refusal in the user's language", async () => {
    captureSavedFiles();
    // react-admin logs every failed data provider call in development.
    expectConsoleErrors(/new HttpError/);
    const provider = fileProvider(pcsList());
    provider.exportOrderList.mockRejectedValue(new HttpError('common.notify.error.noResults', 400));
    const { user } = await renderAdmin({
      path: '/purchased-order-pcs',
      dataProvider: provider,
      locale: 'vi',
    });
    await user.click(await screen.findByRole('button', { name: 'Xuất Excel' }, slow));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không có kết quả trả về')).toBeInTheDocument();
  });
});
