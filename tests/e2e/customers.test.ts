import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { findLanguage } from '../../i18n/languages';
import type { Customer, CustomerInfo } from '../../dataProvider/customers';
import { signIn } from '../support/signIn';
import type { TestServer } from '../support/testServer';
import { openInApp, openSignedIn } from './support/browser';
import { useBrowser } from './support/useBrowser';

/** What the API answers, read with a token of its own: the screens must agree with it. */
/** A read as the browser of these tests makes it: in English, whose names the screens show. */
const api = async <T>(server: TestServer, path: string): Promise<T> => {
  const { accessToken } = await signIn(server.url, 'admin', 'admin');
  const response = await fetch(`${server.url}/api/${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, languageid: findLanguage('en').languageId },
  });
  const body = (await response.json()) as { success: boolean; data: T };
  if (!body.success) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.data;
};

/** An amount in dong as the English interface writes it (src/kit/format.ts): `₫2,000,000`. */
const en = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(
    amount,
  );

/**
 * Searches the list by keyword, until one row shows `shown` (the username the keyword finds is not a
 * default column: the column chooser offers it).
 */
const searchList = async (page: Page, keyword: string, shown: string) => {
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(keyword);
  await expect
    .poll(() => page.locator('tbody tr:visible').allTextContents(), { timeout: 15_000 })
    .toEqual([expect.stringContaining(shown)]);
};

const dialog = (page: Page) => page.getByRole('dialog');

/** Picks the option of an autocomplete in the open dialog (the first one when no name is given). */
const pick = async (page: Page, label: RegExp, option?: string) => {
  const input = dialog(page).getByRole('combobox', { name: label });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.click();
  const options = page.getByRole('option');
  await (option ? page.getByRole('option', { name: option }) : options.first()).click();
};

describe('customers in a real browser, signed in for real', () => {
  const { server, browser } = useBrowser();
  const username = `e2e${Date.now().toString(36)}`;
  let created: Customer;

  beforeAll(async () => {
    const { page } = browser;
    await openSignedIn(page, server.url, '/customer-information');
    // English, so that the steps below read as the labels do (the choice is kept across pages).
    await page.getByRole('button', { name: /Tiếng Việt/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('columnheader', { name: 'Customer code' }).waitFor();
  });

  it('refuses an invalid e-mail keeping what was typed, then saves the fixed customer and lists it', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'New customer' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Username/ })
      .fill(username);
    await dialog(page)
      .getByRole('textbox', { name: /^Full name/ })
      .fill('E2E Lan Tran');
    await dialog(page)
      .getByRole('textbox', { name: /^E-mail/ })
      .fill('lan@kago');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('Invalid email format').waitFor();
    expect(
      await dialog(page)
        .getByRole('textbox', { name: /^Username/ })
        .inputValue(),
    ).toBe(username);
    expect(
      await dialog(page)
        .getByRole('textbox', { name: /^Full name/ })
        .inputValue(),
    ).toBe('E2E Lan Tran');

    await dialog(page)
      .getByRole('textbox', { name: /^E-mail/ })
      .fill(`${username}@kago.test`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await searchList(page, username, 'E2E Lan Tran');

    const found = await api<{ items: Customer[] }>(
      server,
      `customer/GetCustomers?skip=0&take=5&keyword=${username}`,
    );
    expect(found.items).toHaveLength(1);
    created = found.items[0];
    expect(created).toMatchObject({ username, fullname: 'E2E Lan Tran', email: `${username}@kago.test` });
    expect(created.customerCode).toMatch(/^C\d{6,}$/);
  });

  it('exports the list as {Customer list}_{DDMMyyyy}.xlsx holding the filtered customer', async () => {
    const { page } = browser;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    const now = new Date();
    const stamp = [now.getDate(), now.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('');
    expect(download.suggestedFilename()).toBe(`Customer list_${stamp}${now.getFullYear()}.xlsx`);
    const folder = mkdtempSync(join(tmpdir(), 'kago-export-'));
    try {
      const file = join(folder, download.suggestedFilename());
      await download.saveAs(file);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
      const cells = book.worksheets[0]
        .getSheetValues()
        .flatMap((row) => (Array.isArray(row) ? row.map((cell) => String(cell ?? '')) : []));
      expect(cells).toContain(created.customerCode);
      expect(cells).toContain(username);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('adds two addresses through the cascade, makes the second the default, edits it and deletes the first', async () => {
    const { page } = browser;
    await openInApp(page, `/customer-information/${created.id}/show?tab=address`);
    await page.getByText('No address yet.').waitFor();
    for (const [name, postalCode] of [
      ['E2E Home', '100000'],
      ['E2E Office', '700000'],
    ]) {
      await page.getByRole('button', { name: 'Add address' }).click();
      await dialog(page)
        .getByRole('textbox', { name: /^Full name/ })
        .fill(name);
      await dialog(page)
        .getByRole('textbox', { name: /^Phone/ })
        .fill('0901234567');
      await dialog(page)
        .getByRole('textbox', { name: /^Postal code/ })
        .fill(postalCode);
      await dialog(page)
        .getByRole('textbox', { name: /^Address/ })
        .fill('12 Hang Bac');
      // A new address starts in the customer's own country.
      await expect
        .poll(() =>
          dialog(page)
            .getByRole('combobox', { name: /^Country/ })
            .inputValue(),
        )
        .toBe('Vietnam');
      // The seed's wards cover the three big cities' districts.
      await pick(page, /^Province/, 'Thành phố Hà Nội');
      await pick(page, /^District/);
      await pick(page, /^Ward/);
      await dialog(page).getByRole('button', { name: 'Save' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    const row = (name: string) =>
      page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row('E2E Home').getByText('Default address').waitFor();
    await row('E2E Office').getByRole('button', { name: 'Make default: E2E Office' }).click();
    await row('E2E Office').getByText('Default address').waitFor();
    await expect.poll(() => row('E2E Home').getByText('Default address').count()).toBe(0);

    // Each row's buttons say which address they act on: an edit keeps the rest of the address.
    await row('E2E Office').getByRole('button', { name: 'Edit address: E2E Office' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Postal code/ })
      .fill('700001');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await row('E2E Office').getByRole('cell', { name: '700001', exact: true }).waitFor();

    // On a phone the tab still fits, and a delete asks first, naming the address.
    const desk = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // Opened afresh, as on a phone: the sidebar starts closed there (an open one is a modal drawer).
      await page.reload();
      const remove = page.getByRole('button', { name: 'Delete address: E2E Home' });
      await remove.waitFor();
      const sideways = () => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(await sideways()).toBeLessThanOrEqual(0);
      await remove.click();
      await dialog(page).getByText('Delete the address of E2E Home?').waitFor();
      await dialog(page).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('E2E Home', { exact: true }).waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize(desk);
    }

    const stored = await api<{ name: string; isDefault: boolean; postalCode: string }[]>(
      server,
      `customer/GetAddresses?customerId=${created.id}`,
    );
    expect(stored.map(({ name, isDefault, postalCode }) => [name, isDefault, postalCode])).toEqual([
      ['E2E Office', true, '700001'],
    ]);
  });

  it('changes the level and shows the change in the level history', async () => {
    const { page } = browser;
    const levels = await api<{ id: number; name: string }[]>(server, 'customer/GetAllLevel');
    const target = levels.find((level) => level.id !== created.levelId)!;
    await openInApp(page, `/customer-information/${created.id}/show?tab=level`);
    await page.getByRole('button', { name: 'Change level' }).click();
    await dialog(page)
      .getByRole('combobox', { name: /^Level/ })
      .click();
    await page.getByRole('option', { name: target.name, exact: true }).click();
    await dialog(page).getByRole('textbox', { name: /^Note/ }).fill('E2E promotion');
    await dialog(page).getByRole('button', { name: 'Change level' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByTestId('current-level').getByText(target.name).waitFor();
    const history = page.getByRole('table', { name: 'Level history' });
    await history.getByRole('cell', { name: 'E2E promotion' }).waitFor();
    await history.getByRole('cell', { name: target.name }).first().waitFor();
  });

  it('enables VIP bidding and shows 2,000,000 frozen', async () => {
    const { page } = browser;
    const richest = await api<{ items: Customer[] }>(
      server,
      'customer/GetCustomers?skip=0&take=1&bidActive=false&sortBy=cashAvailable&sortDesc=true',
    );
    const customer = richest.items[0];
    expect(customer.cashAvailable).toBeGreaterThanOrEqual(2_000_000);
    await openInApp(page, `/customer-information/${customer.id}/show?tab=finance`);
    await page.getByTestId('cash-frozen').getByText(en(customer.cashFrozen), { exact: true }).waitFor();
    await page.getByRole('switch', { name: 'VIP bidding' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enable VIP bidding' });
    await confirm
      .getByText(
        `₫2,000,000 of the available cash will be held for VIP bidding. Cash frozen after: ${en(customer.cashFrozen + 2_000_000)}.`,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page
      .getByTestId('cash-frozen')
      .getByText(en(customer.cashFrozen + 2_000_000), { exact: true })
      .waitFor();
    await page
      .getByTestId('cash-available')
      .getByText(en(customer.cashAvailable - 2_000_000), { exact: true })
      .waitFor();
    await page.getByRole('cell', { name: 'VIP bidding hold' }).first().waitFor();
    const after = await api<CustomerInfo>(server, `customer/GetCustomerInfo?id=${customer.id}`);
    expect(after).toMatchObject({
      bidActive: true,
      cashFrozen: customer.cashFrozen + 2_000_000,
      cashAvailable: customer.cashAvailable - 2_000_000,
    });
  });

  it('sends an e-mail notification with an attachment', async () => {
    const { page } = browser;
    await openInApp(page, `/customer-information/${created.id}/show?tab=notifications`);
    await page.getByRole('button', { name: 'Send e-mail' }).click();
    await dialog(page)
      .getByRole('textbox', { name: /^Subject/ })
      .fill('E2E invoice');
    await dialog(page).getByRole('textbox', { name: /^Cc/ }).fill('ops@kago.test');
    await dialog(page)
      .getByRole('textbox', { name: /^Content/ })
      .fill('Please find the invoice attached.');
    const folder = mkdtempSync(join(tmpdir(), 'kago-mail-'));
    try {
      const file = join(folder, 'invoice.txt');
      writeFileSync(file, 'Invoice E2E');
      await dialog(page).locator('input[type="file"]').setInputFiles(file);
      await dialog(page).getByText('invoice.txt').waitFor();
      await dialog(page).getByRole('button', { name: 'Send' }).click();
      await dialog(page).waitFor({ state: 'detached' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const emails = page.getByRole('table', { name: 'E-mail notifications' });
    const row = emails.getByRole('row').filter({ has: page.getByRole('cell', { name: 'E2E invoice' }) });
    await row.getByRole('cell', { name: 'Sent' }).waitFor();
    await row.getByRole('cell', { name: 'invoice.txt' }).waitFor();
    const stored = await api<{ subject: string; status: string; attachments: { name: string }[] }[]>(
      server,
      `Notify/GetEmailNotify?accountId=${created.accountId}`,
    );
    expect(stored).toContainEqual(
      expect.objectContaining({
        subject: 'E2E invoice',
        status: 'sent',
        attachments: [expect.objectContaining({ name: 'invoice.txt' })],
      }),
    );
  });

  it('throws no page error along the way', () => {
    expect(browser.pageErrors).toEqual([]);
  });
});
