import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sharedTestServer } from '../support/sharedTestServer';
import { findAxeViolations, openInApp, openSignedIn } from './support/browser';
import { useBrowser } from './support/useBrowser';

/** Each page, and what shows that it has finished loading before axe looks at it. */
const pages = [
  { name: 'the signed-in shell (dashboard)', path: '/', ready: 'main h1, main h5' },
  { name: 'a catalogue list', path: '/bank', ready: 'main table tbody tr' },
  { name: 'a catalogue form', path: '/bank/create', ready: 'main form input[name="code"]' },
  { name: 'the country list with its flags', path: '/country', ready: 'main table tbody tr img' },
] as const;

/** The app bar's profile button, named after the signed-in user (Vietnamese interface). */
const profileButton = (page: Page) => page.getByRole('button', { name: /^Hồ sơ: / });

/**
 * The transitions and animations that start while the profile menu opens and closes (on its button
 * or in the menu): the names of the properties or keyframes that moved.
 */
const motionOfProfileMenu = async (page: Page) => {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { motionSeen: string[] }).motionSeen = seen;
    const note = (event: TransitionEvent | AnimationEvent) => {
      const moved =
        event.target instanceof Element && event.target.closest('.MuiPopover-root, .MuiButtonBase-root');
      if (moved) seen.push('propertyName' in event ? event.propertyName : event.animationName);
    };
    document.addEventListener('transitionrun', note);
    document.addEventListener('animationstart', note);
  });
  await profileButton(page).click();
  const settings = page.getByRole('menuitem', { name: 'Cài đặt' });
  await settings.waitFor();
  await page.keyboard.press('Escape');
  await settings.waitFor({ state: 'detached' });
  return page.evaluate(() => (window as unknown as { motionSeen: string[] }).motionSeen);
};

describe('accessibility (axe-core) in a real browser, signed in for real', () => {
  // With the motion most users have: the other browser files ask for less (tests/e2e/support/browser.ts).
  const { server, browser } = useBrowser(undefined, sharedTestServer, 'no-preference');

  beforeAll(async () => {
    const { page } = browser;
    await openSignedIn(page, server.url, '/bank');
  });

  it.each(pages)('finds no serious or critical violation on $name', async ({ path, ready }) => {
    const { page } = browser;
    // Moving inside the app, as the menu does: one page load for the file (the sign-in's).
    await openInApp(page, path);
    await page.locator(ready).first().waitFor();
    // The loading bar and the sidebar's menu come in after the page itself.
    await page.waitForLoadState('networkidle');
    expect(await findAxeViolations(page)).toEqual([]);
    // Every page has its title as its main heading (axe rates a page without one as moderate).
    expect(await page.locator('h1').count()).toBeGreaterThan(0);
  });

  it('finds none with the sidebar closed on a desk, its groups shown by their icons and badges', async () => {
    const { page } = browser;
    await openInApp(page, '/');
    await page.locator('main h1, main h5').first().waitFor();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Đóng menu' });
    await toggle.click();
    try {
      await page.locator('.RaSidebar-closed').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await page.getByRole('banner').getByRole('button', { name: 'Mở menu' }).click();
    }
  });

  it('finds none on a phone, where action buttons show only their icon', async () => {
    const { page } = browser;
    const desk = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // The customer list: its create button is a dialog button (src/kit/InputsDialogButton.tsx).
      await openInApp(page, '/customer-information');
      await page.locator('main a[href*="/show"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize(desk);
    }
  });

  it('finds none with the settings dialog open in the dark theme', async () => {
    const { page } = browser;
    await openInApp(page, '/bank');
    await page.locator('main table tbody tr').first().waitFor();
    await profileButton(page).click();
    await page.getByRole('menuitem', { name: 'Cài đặt' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Tối' }).check();
    expect(await findAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await findAxeViolations(page)).toEqual([]);
  });

  it('moves as menus open for most users, and not at all for one whose system asks for less motion', async () => {
    const { page } = browser;
    await openInApp(page, '/bank');
    await page.locator('main table tbody tr').first().waitFor();
    expect(await motionOfProfileMenu(page)).not.toEqual([]);
    // The system's setting changes while the app is open: the app follows it with its next render,
    // which on a loaded machine may come after the click below (seen in a full run). Its buttons'
    // transitions (on the background colour) are gone once it has.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await expect
        .poll(() => profileButton(page).evaluate((button) => getComputedStyle(button).transitionDuration))
        .toBe('0s');
      expect(await motionOfProfileMenu(page)).toEqual([]);
    } finally {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
