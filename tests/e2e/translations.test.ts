import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../i18n/languages';
import { roles } from '../../resources/access';
import { orderFamilies } from '../../resources/orders/index';
import { operationPath, resourceDeclarations, type ResourceDeclaration } from '../../resources/index';
import type { ServedMenu } from '../../contract/visibleMenu';
import { menuPaths } from '../../src/shell/menu/sidebarEntries';
import { signIn } from '../support/signIn';
import { openInApp, openSignedIn } from './support/browser';
import { readApi } from './support/readApi';
import { useBrowser } from './support/useBrowser';
import { switchLanguage, untranslatedOrRawOn } from './support/screenText';

/**
 * The detail screens' tabs in the translated languages: what the walk of every menu screen
 * (fit.test.ts, vi on the desk and ja on a phone, labels and raw values) does not open. An order far
 * along its way (delivered: shipments, payables, receivables, events) and its customer, every tab,
 * and each declaration's detail and the lists no menu leaf opens, checked for raw values as well as
 * labels (tests/support/untranslated.ts `rawValues`). English, the language the others are translated from, has no walk of its own,
 * as in fit.test.ts: a key it lacks is a type error (i18n/sameKeys.ts), and a raw name or key on a
 * tab shows in every language, where the Vietnamese and Japanese walks find it.
 */
const translated = languages.filter((language) => language.locale !== 'en');

/**
 * The declarations whose list and detail are screens of their own (a child's records show inside
 * their parent's detail; a list whose call answers one parent's records needs that parent).
 */
const walked = resourceDeclarations.filter(
  (declaration) =>
    declaration.operations.list !== undefined &&
    !declaration.operations.list.whole &&
    declaration.partOf === undefined,
);

/** Waits until the screen has drawn what it loaded: no spinner or skeleton left in the main area. */
const settled = (page: import('playwright-core').Page) =>
  page
    .locator('main [role="progressbar"], main .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);

describe('the detail screens in vi and ja', () => {
  const { server, browser } = useBrowser();
  let orderPath: string;
  let customerPath: string;

  beforeAll(async () => {
    const { accessToken } = await signIn(server.url, 'admin', 'admin');
    const delivered = orderFamilies.find(
      (family) => family.stage === 'deliveryAndDelivered' && family.source === 'ichiba',
    );
    expect(delivered).toBeDefined();
    const api = async <T>(path: string) => {
      const response = await fetch(`${server.url}/api/${delivered!.path}/${path}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return ((await response.json()) as { data: T }).data;
    };
    const [{ id }] = (await api<{ items: { id: number }[] }>('getorders?take=1')).items;
    const { customerId } = await api<{ customerId: number }>(`getorder?id=${id}`);
    orderPath = `/${delivered!.route}/${id}/show`;
    customerPath = `/customer-information/${customerId}/show`;
  });

  it('shows no message key, raw value, English seed text or ISO date on any tab of an order or a customer', async () => {
    const { page } = browser;
    await openSignedIn(page, server.url, orderPath);
    const found: string[] = [];
    for (const language of translated) {
      if (language.locale !== 'vi') await switchLanguage(page, language.locale);
      for (const path of [orderPath, customerPath]) {
        await openInApp(page, path);
        const tabs = page.getByRole('tab');
        await tabs.first().waitFor();
        for (let index = 0; index < (await tabs.count()); index += 1) {
          const tab = tabs.nth(index);
          const name = (await tab.innerText()).trim();
          await tab.click();
          await settled(page);
          found.push(
            ...(await untranslatedOrRawOn(page, `${language.locale} ${path} ${name}`, language.locale)),
          );
        }
      }
      // The profile dialog names the user's roles.
      await page.getByRole('button', { name: /: Quản trị viên$/ }).click();
      await page.getByRole('menuitem').first().click();
      await page.getByRole('dialog').waitFor();
      const profile = (await page.getByRole('dialog').innerText()).split(/[\t\n,]+/);
      found.push(
        ...profile
          .map((piece) => piece.trim())
          .filter((piece) => (roles as readonly string[]).includes(piece))
          .map((role) => `${language.locale} profile: raw role ${role}`),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    expect(found).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  }, 240_000);

  it('shows no raw code, English seed text or ISO date on any list or detail of a declaration', async () => {
    const { page } = browser;
    const { accessToken } = await signIn(server.url, 'admin', 'admin');
    /**
     * The first record the list call answers (its id, by the declaration's key): null for an empty
     * list, undefined for a list that answers nothing without a filter of its screen's own.
     */
    const firstId = async (declaration: ResourceDeclaration) => {
      const path = operationPath(declaration, declaration.operations.list!);
      const response = await fetch(`${server.url}${path}?skip=0&take=1`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok) return undefined;
      const { data } = (await response.json()) as { data: { items?: unknown[] } | unknown[] };
      const [first] = (Array.isArray(data) ? data : (data.items ?? [])) as Record<string, unknown>[];
      return (first?.[declaration.idField ?? 'id'] as number | undefined) ?? null;
    };
    // Every list no menu leaf opens in both languages (fit.test.ts walks the others); every detail
    // in one of them, vi and ja in turn (the details are the same generated view, and a walk of each
    // in both was twice this test's time budget).
    const menus = await readApi(server.url, accessToken)<ServedMenu[]>('Menu/GetAllCrmMenu');
    const inMenu = new Set(menuPaths(menus));
    const screens: { path: string; locales: readonly string[] }[] = [];
    for (const [index, declaration] of walked.entries()) {
      const id = await firstId(declaration);
      if (id === undefined) continue;
      if (!inMenu.has(`/${declaration.name}`))
        screens.push({ path: `/${declaration.name}`, locales: ['vi', 'ja'] });
      if (id !== null)
        screens.push({ path: `/${declaration.name}/${id}/show`, locales: [index % 2 === 0 ? 'vi' : 'ja'] });
    }
    // Signed in by the test above, or here when it runs alone.
    if (!page.url().startsWith(server.url)) await openSignedIn(page, server.url, '/bank');
    const found: string[] = [];
    for (const language of translated) {
      if ((await page.evaluate(() => document.documentElement.lang)) !== language.locale)
        await switchLanguage(page, language.locale);
      for (const { path } of screens.filter((screen) => screen.locales.includes(language.locale))) {
        await openInApp(page, path);
        await page
          .locator('main table tbody tr, main .ra-field, main [role="tab"], main .RaEmpty-message')
          .first()
          .waitFor({ timeout: 3_000 })
          .catch(() => undefined);
        await settled(page);
        found.push(...(await untranslatedOrRawOn(page, `${language.locale} ${path}`, language.locale)));
      }
    }
    expect(found).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
    // Every catalogue is walked, its list by the menu's walk and its detail here: a filter that left
    // them out would make both walks pass on nothing.
    expect(inMenu).toContain('/country');
    expect(screens.map((screen) => screen.path)).toContainEqual(
      expect.stringMatching(/^\/country\/\d+\/show$/),
    );
  }, 150_000);
});
