import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { errorCodeMessageKeys } from '../../../../contract/errorCodes';
import { translate } from '../../../../i18n/translate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  trackingImportMaxMegabytes,
  type FileTransferOptions,
  type TrackingImportResult,
} from '../../../../dataProvider/orderFiles';
import { findOrderAction } from '../../../../resources/orders/index';
import { expectConsoleErrors } from '../../../support/consoleErrors';
import { renderAdmin } from '../../../support/TestAdmin';
import { captureSavedFiles, deferred, fileProvider, listedOrder, slow } from './fileHarness';
import { pretendWindowWidth } from '../../shell/appBarHarness';

const ichibaPurchased = () => ({
  'purchased-order-ichiba': [listedOrder(1), listedOrder(2)],
  'purchased-order-mer': [listedOrder(3, { source: 'mercari' })],
});

const xlsx = (name = 'tracking.xlsx') =>
  new File(['xlsx bytes'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const openDialog = async (user: Awaited<ReturnType<typeof renderAdmin>>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Import tracking' }, slow));
  return screen.findByRole('dialog', { name: 'Import tracking from a spreadsheet' });
};

const fileInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Choose a file', { selector: 'input' });

afterEach(() => vi.restoreAllMocks());

describe('tracking import', { timeout: 90_000 }, () => {
  it('takes the same size limit as the server, the declared upload', () => {
    expect(trackingImportMaxMegabytes * 1024 * 1024).toBe(
      findOrderAction('ImportTracking')!.inputs!.find((input) => input.files)!.maxBytes,
    );
  });

  it('uploads the chosen workbook with its progress, then shows each row and refreshes the list', async () => {
    const provider = fileProvider(ichibaPurchased());
    const answer = deferred<{ data: TrackingImportResult }>();
    provider.importOrderTracking.mockReturnValue(answer.promise);
    const { user } = await renderAdmin({ path: '/purchased-order-ichiba', dataProvider: provider });
    await screen.findByText('Item 2', {}, slow);
    const dialog = await openDialog(user);
    expect(
      within(dialog).getByText(/first row has the headings "Order code" and "Tracking"/),
    ).toBeInTheDocument();
    const start = within(dialog).getByRole('button', { name: 'Import' });
    expect(start).toBeDisabled();
    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();

    // The picker is reached by the keyboard: its button opens the (hidden) file input.
    const pickerClick = vi.spyOn(fileInput(dialog), 'click');
    within(dialog).getByRole('button', { name: 'Choose a file' }).focus();
    await user.keyboard('{Enter}');
    expect(pickerClick).toHaveBeenCalled();

    const file = xlsx();
    await user.upload(fileInput(dialog), file);
    expect(within(dialog).getByText('Chosen file: tracking.xlsx')).toBeInTheDocument();
    const listCalls = provider.getList.mock.calls.length;
    await user.click(start);
    expect(provider.importOrderTracking).toHaveBeenCalledWith(file, expect.anything());
    const options = provider.importOrderTracking.mock.calls[0][1] as FileTransferOptions;
    options.onProgress!(40, 100);
    expect(await within(dialog).findByText('Uploading... 40%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    answer.resolve({
      data: {
        applied: 1,
        failed: 2,
        rows: [
          { row: 2, code: 'ORD-1', tracking: 'JP1', ok: true },
          {
            row: 3,
            code: 'ORD-2',
            tracking: 'JP2',
            ok: false,
            errorCode: 'TRACKING_EXIST',
            message: 'server words',
          },
          {
            row: 4,
            code: 'ORD-9',
            tracking: '',
            ok: false,
            message: 'The tracking code is longer than 100 characters.',
          },
        ],
      },
    });
    expect(await within(dialog).findByText('1 applied, 2 refused')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Result of each row' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Row', 'Order code', 'Tracking', 'Result'],
      ['2', 'ORD-1', 'JP1', 'Applied'],
      // A code the app knows is said in the user's language; any other reason as the server gave it.
      ['3', 'ORD-2', 'JP2', 'Refused: Tracking already exists'],
      ['4', 'ORD-9', '', 'Refused: The tracking code is longer than 100 characters.'],
    ]);
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(listCalls));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists each row with its outcome under it on a phone, where the four columns have no room', async () => {
    const restoreWidth = pretendWindowWidth(390);
    try {
      const provider = fileProvider(ichibaPurchased());
      provider.importOrderTracking.mockResolvedValue({
        data: {
          applied: 1,
          failed: 2,
          rows: [
            { row: 2, code: 'ORD-1', tracking: 'JP1', ok: true },
            { row: 3, code: 'ORD-2', tracking: 'JP2', ok: false, errorCode: 'TRACKING_EXIST' },
            { row: 4, code: 'ORD-3', tracking: '', ok: false, errorCode: 'TRACKING_NOT_ALLOW_NULL' },
          ],
        },
      });
      const { user } = await renderAdmin({ path: '/purchased-order-ichiba', dataProvider: provider });
      const dialog = await openDialog(user);
      await user.upload(fileInput(dialog), xlsx());
      await user.click(within(dialog).getByRole('button', { name: 'Import' }));
      expect(await within(dialog).findByText('1 applied, 2 refused')).toBeInTheDocument();
      expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
      const results = within(dialog).getByRole('list', { name: 'Result of each row' });
      expect(
        within(results)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Row 2 · ORD-1 · JP1Applied',
        'Row 3 · ORD-2 · JP2Refused: Tracking already exists',
        // A row without a tracking ends at its code, without an empty part after it.
        `Row 4 · ORD-3Refused: ${translate('en', errorCodeMessageKeys.TRACKING_NOT_ALLOW_NULL)}`,
      ]);
    } finally {
      restoreWidth();
    }
  });

  it('refuses a file that is not a workbook before sending it, and shows a refusal of the server', async () => {
    expectConsoleErrors(/new HttpError/);
    const provider = fileProvider(ichibaPurchased());
    provider.importOrderTracking.mockRejectedValue(
      new HttpError('The first row of the sheet must have the headings "Order code" and "Tracking".', 400),
    );
    const { user } = await renderAdmin({ path: '/purchased-order-ichiba', dataProvider: provider });
    const dialog = await openDialog(user);
    // userEvent honours `accept`; a browser's "all files" choice does not.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(dialog), new File(['a,b'], 'tracking.csv', { type: 'text/csv' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file is not an Excel workbook (.xlsx).');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.upload(fileInput(dialog), xlsx());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The first row of the sheet must have the headings "Order code" and "Tracking".',
    );
    expect(within(dialog).getByText('Chosen file: tracking.xlsx')).toBeInTheDocument();
  });

  it('downloads the template from the dialog', async () => {
    const saved = captureSavedFiles();
    const provider = fileProvider(ichibaPurchased());
    const blob = new Blob(['template']);
    provider.downloadOrderTrackingTemplate.mockResolvedValue({
      data: { blob, fileName: 'Tracking import template_01032025.xlsx' },
    });
    const { user } = await renderAdmin({ path: '/purchased-order-ichiba', dataProvider: provider });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Tracking import template_01032025.xlsx', blob }]));
  });

  it('is offered only on the Ichiba purchased list, and only to a user who may write there', async () => {
    const provider = fileProvider(ichibaPurchased());
    await renderAdmin({ path: '/purchased-order-mer', dataProvider: provider });
    await screen.findByText('Item 3', {}, slow);
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import tracking' })).not.toBeInTheDocument();
  });

  it('is not offered to a reader', async () => {
    const provider = fileProvider(ichibaPurchased(), 'viewer');
    await renderAdmin({ path: '/purchased-order-ichiba', dataProvider: provider, role: 'viewer' });
    await screen.findByText('Item 2', {}, slow);
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import tracking' })).not.toBeInTheDocument();
  });
});
