import { screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../support/consoleErrors';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

/**
 * The generated custom actions (src/generators/ActionButton.tsx) on the package tracking list: the
 * cancel button only on rows it applies to and for those who may, its translated confirmation, the
 * call through `callAction`, and a refusal shown as the first detail error code's message.
 */
const resource = 'manage-packageFromWH';
const packages = [
  { id: 1, version: 1, tracking: 'JP-ON-THE-WAY', status: null, processStatus: 'Processing' },
  { id: 2, version: 3, tracking: 'JP-PROCESSED', status: 'inStorage', processStatus: 'Processed' },
  { id: 3, version: 2, tracking: 'JP-EXPORTED', status: 'exported', processStatus: 'Processed' },
  { id: 4, version: 1, tracking: 'JP-UNPROCESSED', status: 'inStorage', processStatus: 'Unno' },
];

/**
 * The memory provider with `callAction`: the list's own read of the warehouses it names (`offices`,
 * answered with none) goes by, the action calls go to the test's `callAction`.
 */
const backend = (callAction: (...args: unknown[]) => Promise<unknown>) =>
  Object.assign(createMemoryDataProvider({ [resource]: packages }), {
    callAction: (name: string, action: string, params: unknown) =>
      action === 'offices' ? Promise.resolve({ data: [] }) : callAction(name, action, params),
  });

// The generated list is a lazy chunk: on a busy machine its first render takes seconds.
const slow = { timeout: 20_000 };
const rowOf = async (tracking: string) =>
  (await screen.findByRole('cell', { name: tracking }, slow)).closest('tr') as HTMLElement;

describe('custom actions of the action table', { timeout: 60_000 }, () => {
  it('asks before cancelling, in the user language, then calls the action with the record', async () => {
    const callAction = vi.fn(async () => ({ data: { ...packages[0], status: 'cancelled' } }));
    const { user } = await renderAdmin({
      path: `/${resource}`,
      dataProvider: backend(callAction),
      locale: 'vi',
    });
    const row = await rowOf('JP-ON-THE-WAY');
    // The button waits for canAccess.
    await user.click(await within(row).findByRole('button', { name: 'Hủy kiện hàng' }, slow));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bạn có chắc chắn muốn hủy kiện hàng này?')).toBeInTheDocument();
    expect(callAction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /xác nhận/i }));
    await vi.waitFor(() =>
      expect(callAction).toHaveBeenCalledWith(resource, 'cancel', {
        record: expect.objectContaining({ id: 1, version: 1 }),
        inputs: {},
      }),
    );
    // An exported package is not offered the cancel, nor one the warehouse has processed (the other
    // rows' buttons show canAccess answered).
    expect(within(await rowOf('JP-EXPORTED')).queryByRole('button', { name: 'Hủy kiện hàng' })).toBeNull();
    expect(within(await rowOf('JP-PROCESSED')).queryByRole('button', { name: 'Hủy kiện hàng' })).toBeNull();
  });

  it("shows a refused cancel's first detail error code message", async () => {
    // react-query reports the refused mutation on the console.
    expectConsoleErrors(/new HttpError/);
    const callAction = vi.fn(async () => {
      throw new HttpError('kago.errors.codes.EFEX_SHIPMENT_DELETE_ERROR', 400, {
        errors: {},
        detailErrors: [{ ErrorCode: 'EFEX_SHIPMENT_DELETE_ERROR', ErrorMessage: 'x' }],
        code: 'EFEX_SHIPMENT_DELETE_ERROR',
      });
    });
    const { user } = await renderAdmin({ path: `/${resource}`, dataProvider: backend(callAction) });
    // Someone processed it since the list was read: the server's rules refuse it.
    const row = await rowOf('JP-UNPROCESSED');
    await user.click(await within(row).findByRole('button', { name: 'Cancel package' }, slow));
    expect(await screen.findByText('Are you sure you want to cancel this package?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /confirm/i }));
    expect(
      await screen.findByText(
        'The warehouse has already processed the package; contact the warehouse to cancel',
      ),
    ).toBeInTheDocument();
  });

  it('counts down and calls again by itself when told to retry later (SHIPMENT_CODE_UPDATING)', async () => {
    expectConsoleErrors(/new HttpError/);
    // Time runs as usual, and the test may jump it forward past the 30-second wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const callAction = vi
        .fn()
        .mockRejectedValueOnce(
          new HttpError('kago.errors.codes.SHIPMENT_CODE_UPDATING', 400, {
            errors: {},
            detailErrors: [{ ErrorCode: 'SHIPMENT_CODE_UPDATING', ErrorMessage: 'x' }],
            code: 'SHIPMENT_CODE_UPDATING',
          }),
        )
        .mockResolvedValueOnce({ data: { ...packages[0], status: 'cancelled' } });
      const { user } = await renderAdmin({ path: `/${resource}`, dataProvider: backend(callAction) });
      const row = await rowOf('JP-ON-THE-WAY');
      await user.click(await within(row).findByRole('button', { name: 'Cancel package' }, slow));
      await user.click(await screen.findByRole('button', { name: /confirm/i }));
      const timer = await within(row).findByRole('timer');
      expect(timer).toHaveTextContent(/^Retrying in /);
      expect(within(row).getByRole('button', { name: 'Cancel package' })).toBeDisabled();
      expect(callAction).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(callAction).toHaveBeenCalledTimes(2));
      expect(callAction.mock.calls[1]).toEqual(callAction.mock.calls[0]);
      await vi.waitFor(() => expect(within(row).queryByRole('timer')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers readers no cancel', async () => {
    const callAction = vi.fn();
    await renderAdmin({ path: `/${resource}`, dataProvider: backend(callAction), role: 'viewer' });
    const row = await rowOf('JP-ON-THE-WAY');
    // For an admin the button shows well within this time (the first test); a reader never gets it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(within(row).queryByRole('button', { name: 'Cancel package' })).toBeNull();
  });
});
