import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { signIn } from '../support/signIn';
import { openInApp, openRow, openSignedIn } from './support/browser';
import { useBrowser } from './support/useBrowser';

/**
 * Order packages as warehouse staff work them, in Vietnamese (the default): the list filtered, a
 * package opened, its domestic shipping fee raised, a lower one refused with the translated
 * message of the seed's code, and its orders' dialog starting from the orders it holds.
 */
type Package = { id: number; code: string; domesticShippingFee: number | null; orderCodes: string | null };

describe('order packages in a real browser', () => {
  const { server, browser } = useBrowser({ width: 1280, height: 800 });

  const readPackage = async (query: string) => {
    const { accessToken } = await signIn(server.url, 'warehouse', 'warehouse');
    const response = await fetch(`${server.url}/api/OrderPackage/GetListOrderPackage?${query}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return ((await response.json()) as { data: { items: Package[] } }).data.items[0];
  };

  it('filters the list, opens a package, raises its fee and is refused a lower one', async () => {
    const { page, pageErrors } = browser;
    const vi = (key: string, options?: Record<string, string | number>) => translate('vi', key, options);
    const sample = await readPackage('status=inStorage&take=1');
    await openSignedIn(page, server.url, '/manage-order-package', 'warehouse');
    const filter = { status: 'inStorage', q: sample.code };
    await openInApp(page, `/manage-order-package?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    await openRow(
      page,
      page.getByRole('cell', { name: sample.code, exact: true }),
      (url) => url.pathname === `/manage-order-package/${sample.id}/show`,
    );

    const feeLabel = vi('resources.manage-order-package.actions.updateDomesticShippingFee.label');
    const setFee = async (fee: number) => {
      await page.getByRole('button', { name: feeLabel }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('spinbutton', { name: vi('resources.manage-order-package.fields.domesticShippingFee') })
        .fill(String(fee));
      await dialog.getByRole('button', { name: feeLabel }).click();
    };
    const current = sample.domesticShippingFee ?? 0;
    await setFee(current + 10_000);
    await page.getByText(vi('common.notify.success')).first().waitFor();
    await expect
      .poll(async () => (await readPackage(`keyword=${sample.code}&take=1`)).domesticShippingFee)
      .toBe(current + 10_000);

    await setFee(current);
    await page
      .getByText(vi('kago.errors.codes.DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT'))
      .first()
      .waitFor();
    expect((await readPackage(`keyword=${sample.code}&take=1`)).domesticShippingFee).toBe(current + 10_000);

    // Its orders are changed from the ones it holds: the dialog starts with their codes.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: vi('resources.manage-order-package.actions.updateOrders.label') })
      .click();
    const codes = page
      .getByRole('dialog')
      .getByRole('textbox', { name: vi('resources.manage-order-package.fields.orderCodes') });
    await expect.poll(() => codes.inputValue()).toBe(sample.orderCodes);
    expect(pageErrors).toEqual([]);
  });
});
