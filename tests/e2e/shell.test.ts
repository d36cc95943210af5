import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { swatchesOf, defaultThemeChoice } from '../../src/shell/theme/themes';
import { openSignedIn } from './support/browser';
import { useBrowser } from './support/useBrowser';

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const sidebarState = (page: Page) =>
  page
    .locator('.RaSidebar-docked, .MuiDrawer-docked')
    .first()
    .evaluate((drawer) => ({
      open: drawer.classList.contains('RaSidebar-open'),
      width: Math.round(drawer.getBoundingClientRect().width),
    }));

const appBarBackground = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);

describe('the shell in a real browser, signed in for real', () => {
  // 1200 px: a laptop, narrower than the seed's desktop (above 1220 px).
  const { server, browser } = useBrowser({ width: 1200, height: 900 });

  it('starts with the sidebar collapsed at 1200 px wide', async () => {
    const { page } = browser;
    await openSignedIn(page, server.url, '/bank');
    await page.getByRole('cell', { name: 'VCB' }).first().waitFor();
    expect(await sidebarState(page)).toMatchObject({ open: false });
  });

  it('starts with the sidebar open at 1400 px wide, though it was closed last time', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.reload();
    await page.getByRole('cell', { name: 'VCB' }).first().waitFor();
    const state = await sidebarState(page);
    expect(state.open).toBe(true);
    expect(state.width).toBeGreaterThan(200);
  });

  it('keeps the chosen theme and language across a reload', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: /Hồ sơ/ }).click();
    await page.getByRole('menuitem', { name: 'Cài đặt' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('radiogroup', { name: 'Thanh trên cùng' })
      .getByRole('radio', { name: 'Đỏ thẫm' })
      .check();
    await dialog.getByRole('radiogroup', { name: 'Chế độ' }).getByRole('radio', { name: 'Tối' }).check();
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    await dialog.waitFor({ state: 'detached' });

    const crimsonDark = swatchesOf({ ...defaultThemeChoice, topbar: 'crimson' }, 'dark');
    expect(await appBarBackground(page)).toBe(rgb(crimsonDark.topbar.background));

    await page.getByRole('button', { name: /Tiếng Việt/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('columnheader', { name: 'SWIFT code' }).waitFor();

    await page.reload();
    await page.getByRole('columnheader', { name: 'SWIFT code' }).waitFor();
    expect(await appBarBackground(page)).toBe(rgb(crimsonDark.topbar.background));
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
      rgb(crimsonDark.background.background),
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('stays usable on a phone: icons only in the app bar, nothing wider than the screen', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    // Opened on a phone: the sidebar starts closed, as on any window of 1220 px or less.
    await page.reload();
    const userMenu = page.getByRole('button', { name: /^Profile: / });
    await userMenu.waitFor();
    expect((await userMenu.textContent())?.trim()).toBe('');
    expect((await page.getByRole('button', { name: /Choose language/ }).textContent())?.trim()).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'View all' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(browser.pageErrors).toEqual([]);
    expect(browser.consoleErrors).toEqual([]);
  });
});

describe('a move made while the app starts', () => {
  const { server, browser } = useBrowser();

  // react-router's RouterProvider subscribes to the router only when it commits; a move made between
  // its first render and that commit was never drawn (src/shell/NavigationPending.tsx). The window is
  // a few hundred milliseconds after the page's address changes, so the move is made at several
  // moments in it.
  it('draws the address it was moved to, at any moment of the start', async () => {
    const { page } = browser;
    const path = '/bank';
    const moved = `${path}?filter=${encodeURIComponent(JSON.stringify({ q: 'VCB' }))}`;
    const stuck: number[] = [];
    for (const delay of [0, 50, 100, 150, 200]) {
      // Signed out, then in: the provider sends the browser back to `path`, a fresh start of the app.
      await page.context().clearCookies();
      await page.goto(`${server.url}/signin`);
      await page.evaluate(() => localStorage.clear());
      await openSignedIn(page, server.url, path);
      await page.waitForTimeout(delay);
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, moved);
      // Drawn: no bar says a move is under way, and no spinner is left.
      const drawn = await page
        .waitForFunction(
          () => document.querySelector('.kago-navigation-pending, .kago-page-spinner') === null,
          undefined,
          { timeout: 8_000 },
        )
        .then(
          () => true,
          () => false,
        );
      if (!drawn) stuck.push(delay);
    }
    expect(stuck).toEqual([]);
  }, 120_000);
});
