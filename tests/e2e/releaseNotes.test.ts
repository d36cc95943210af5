import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { signIn } from '../support/signIn';
import { openRow, openSignedIn } from './support/browser';
import { readApi } from './support/readApi';
import { useBrowser } from './support/useBrowser';

/**
 * A goods release note as warehouse staff write it, in Vietnamese (the default): a stored package
 * (its customer's oldest, so the other files' newest ones stay in storage) released to the customer
 * on a new note, which the list then shows; on its detail the package and its orders are delivering,
 * and the receiver's phone added later keeps the name given at first.
 */
type Package = { id: number; code: string; customerCode: string | null };
type Note = { id: number; code: string; packageCodes: string };

describe('goods release notes in a real browser', () => {
  const { server, browser } = useBrowser({ width: 1280, height: 800 });

  it('releases a stored package on a note and finds its orders delivering', async () => {
    const { page, pageErrors } = browser;
    const vi = (key: string) => translate('vi', key);
    const { accessToken } = await signIn(server.url, 'warehouse', 'warehouse');
    const read = readApi(server.url, accessToken);
    const stored = await read<{ items: Package[] }>(
      'OrderPackage/GetListOrderPackage?status=inStorage&sortBy=createdAt&sortDesc=false&take=1',
    );
    const [chosen] = stored.items;
    const before = await read<{ status: string }[]>(`OrderPackage/GetOrdersByCode?code=${chosen.code}`);
    expect(before.map((order) => order.status)).toContain('inStorage');

    await openSignedIn(page, server.url, '/release-notes/create', 'warehouse');
    const field = (source: string) => vi(`resources.release-notes.fields.${source}`);
    await page.getByRole('textbox', { name: field('receiverName') }).fill('Nguyễn Văn Nhận');
    await page.getByRole('textbox', { name: field('packageCodes') }).fill(chosen.code);
    await page.getByRole('button', { name: vi('ra.action.save') }).click();
    await page.waitForURL((url) => url.pathname === '/release-notes');

    const notes = await read<{ items: Note[] }>(
      `ManageReleaseNotes/GetListOrderPackage?keyword=${chosen.code}`,
    );
    const [note] = notes.items;
    expect(note.packageCodes).toBe(chosen.code);
    await openRow(
      page,
      page.getByRole('cell', { name: note.code, exact: true }),
      (url) => url.pathname === `/release-notes/${note.id}/show`,
    );
    await page.getByRole('tab', { name: vi('kago.releaseNotes.tabs.packages') }).click();
    const packages = page.getByRole('table', { name: vi('kago.releaseNotes.tabs.packages') });
    await packages.getByRole('cell', { name: chosen.code, exact: true }).waitFor();
    await packages.getByText(vi('kago.orders.statuses.delivering')).first().waitFor();

    const after = await read<{ status: string }[]>(`OrderPackage/GetOrdersByCode?code=${chosen.code}`);
    expect(after.map((order) => order.status)).toEqual(after.map(() => 'delivering'));

    // The receiver's phone added later: the dialog starts from the note's values, so the name typed
    // at creation is there and stays.
    const shipmentLabel = vi('resources.release-notes.actions.updateShipment.label');
    await page.getByRole('button', { name: shipmentLabel }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('textbox', { name: field('receiverName') }).inputValue())
      .toBe('Nguyễn Văn Nhận');
    await dialog.getByRole('textbox', { name: field('receiverPhone') }).fill('0912345678');
    await dialog.getByRole('button', { name: shipmentLabel }).click();
    await page.getByText(vi('common.notify.success')).first().waitFor();
    expect(await read<Record<string, unknown>>(`ManageReleaseNotes/GetDetail?id=${note.id}`)).toMatchObject({
      receiverName: 'Nguyễn Văn Nhận',
      receiverPhone: '0912345678',
    });
    // Packages are added to the ones on the note, which the dialog starts with.
    await page
      .getByRole('button', { name: vi('resources.release-notes.actions.updateOrders.label') })
      .click();
    const codes = page.getByRole('dialog').getByRole('textbox', { name: field('packageCodes') });
    await expect.poll(() => codes.inputValue()).toBe(chosen.code);
    expect(pageErrors).toEqual([]);
  });
});
