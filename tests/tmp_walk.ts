// Temporary walk (not committed): a real browser through the warehouse and order screens.
import { chromium, type Page } from 'playwright-core';
import { signInThroughProvider } from './e2e/support/browser';
import { switchLanguage, untranslatedOn } from './e2e/support/screenText';
const base = process.argv[2];
const out = '/tmp/walk/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const report: string[] = [];
const visit = async (page: Page, tag: string, locale: 'vi' | 'en' | 'ja') => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const o = await overflow(page);
  const untranslated = locale === 'en' ? [] : await untranslatedOn(page, tag, locale);
  report.push(`${tag}: overflow ${o}px; untranslated ${untranslated.length} ${untranslated.slice(0, 3).join(' | ')}`);
  await page.screenshot({ path: `${out}/${tag}.png` });
};
for (const [user, viewport] of [
  ['warehouse', { width: 1280, height: 800 }],
  ['warehouse', { width: 390, height: 844 }],
  ['admin', { width: 1280, height: 800 }],
  ['admin', { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/manage-packageFromWH`);
  await page.waitForURL((u) => u.pathname === '/signin');
  await Promise.all([page.waitForURL((u) => u.pathname.startsWith('/oidc')), page.locator('main button').click()]);
  await signInThroughProvider(page, user, user);
  for (const locale of ['vi', 'en', 'ja'] as const) {
    if (locale !== 'vi') await switchLanguage(page, locale);
    const w = viewport.width;
    const paths = user === 'warehouse'
      ? ['/manage-packageFromWH', '/manage-order-package']
      : ['/purchased-order-jan', '/search-orders', '/customer-information'];
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await visit(page, `${user}-${w}-${locale}-${path.slice(1)}-list`, locale);
      const link = page.locator('.RaDatagrid-tbody > tr, .MuiList-root a[href*="/show"], a[href*="/show"]').first();
      if (await link.count()) {
        await link.click();
        await page.waitForURL((u) => u.pathname.includes('/show') || /\/\d+$/.test(u.pathname), { timeout: 15000 }).catch(() => {});
        await visit(page, `${user}-${w}-${locale}-${path.slice(1)}-detail`, locale);
      }
    }
  }
  report.push(`${user}-${viewport.width} page errors: ${errors.length} ${errors.slice(0, 2).join(' | ')}`);
  await context.close();
}
await browser.close();
console.log(report.join('\n'));
