import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

/** Flags that keep Debian's Chromium quiet on a machine with no network but loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Errors the page threw and did not catch (with their stacks); a test asserts there are none. */
  pageErrors: string[];
  /** Errors the page logged to the console (the browser logs every 4xx answer there too). */
  consoleErrors: string[];
  close(): Promise<void>;
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), as Playwright itself runs
 * headless Chromium: the same engine without the desktop browser's windows, GPU process and
 * services. The browser suite's walk over every screen took a quarter less CPU than in the full
 * Chromium (fit.test.ts: 82-94 against 96-153 CPU-s over three runs each, on 2 CPUs), and CI is
 * bound by its CPU. `CHROMIUM_PATH` names another (Debian's full `/usr/bin/chromium` works too).
 */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Where the run's shared Chromium listens (set by tests/e2e/support/sharedServer.ts). */
export const chromiumEndpointVariable = 'KAGO_CHROMIUM_ENDPOINT';

/**
 * The system's motion setting a browser context reports to the app (`prefers-reduced-motion`).
 * The suite's user asks for less motion, as a person may in their system's settings: the app then
 * opens dialogs and menus at once and does not ripple or pulse (src/shell/theme/themes.ts), work
 * that took about a tenth of the browser's CPU over the walk of every screen and that no test looks
 * at. tests/e2e/a11y.test.ts keeps the motion most users have, and checks that the app honours both.
 */
export type Motion = 'reduce' | 'no-preference';

interface ContextOptions {
  viewport: { width: number; height: number };
  reducedMotion: Motion;
  acceptDownloads: true;
}

/**
 * A browser context of its own with one page, and what closes it: a fresh context on the run's
 * shared Chromium when there is one (the browser suite), else a Chromium of its own with a fresh
 * profile (benchmarks, a file run on its own without the global setup).
 */
const openContext = async (options: ContextOptions) => {
  const endpoint = process.env[chromiumEndpointVariable];
  if (endpoint) {
    const browser = await chromium.connect(endpoint);
    const context = await browser.newContext(options);
    return { context, page: await context.newPage(), close: () => browser.close() };
  }
  const profile = mkdtempSync(join(tmpdir(), 'kago-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
    ...options,
  });
  return {
    context,
    page: context.pages()[0] ?? (await context.newPage()),
    close: async () => rmSync(profile, { recursive: true, force: true }),
  };
};

/** A real Chromium (Debian's package) with a fresh profile: no cookies, no storage, no cache. */
export const openBrowser = async (
  viewport = { width: 1400, height: 900 },
  motion: Motion = 'reduce',
): Promise<BrowserSession> => {
  const { context, page, close } = await openContext({
    viewport,
    reducedMotion: motion,
    acceptDownloads: true,
  });
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`);
  });
  return {
    context,
    page,
    pageErrors,
    consoleErrors,
    close: async () => {
      await context.close();
      await close();
    },
  };
};

/**
 * What a page shows, in words, for a failed test's output: its address, its open dialogs' text and
 * whether the rest of the page is hidden from assistive technology (a modal left open hides every
 * button a next step looks for), the screen's text, and the errors the page threw or logged.
 */
export const describePage = async ({ page, pageErrors, consoleErrors }: BrowserSession) => {
  const shown = await page
    .evaluate(() => {
      const text = (element: Element | null, length: number) =>
        (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, length);
      return {
        dialogs: [...document.querySelectorAll('[role="dialog"]')].map((dialog) => text(dialog, 400)),
        rootHidden: document.getElementById('root')?.getAttribute('aria-hidden') === 'true',
        pending: document.querySelector('.kago-navigation-pending, .kago-page-spinner') !== null,
        content: text(document.getElementById('main-content') ?? document.querySelector('main'), 600),
      };
    })
    .catch((error: unknown) => ({ unreadable: String(error) }));
  return [
    `The page at the failure: ${page.url()}`,
    JSON.stringify(shown, null, 1),
    `Page errors: ${JSON.stringify(pageErrors.slice(-5))}`,
    `Console errors: ${JSON.stringify(consoleErrors.slice(-5))}`,
  ].join('\n');
};

/** Resolves once the screen the router is on is drawn: no bar saying a move is under way, no spinner. */
const waitForScreen = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('.kago-navigation-pending, .kago-page-spinner') === null,
    undefined,
    { timeout: 30_000 },
  );

/**
 * Moves inside the running app as a menu link does, without loading the page again (a load costs the
 * browser a second of CPU and more: keep `page.goto` for what a load is the point of). `path` may
 * carry a query string; resolves once the screen is drawn and its code has loaded.
 *
 * The router moves in a transition: while the next screen's code loads, the screen before it stays
 * in the page (shown, or hidden behind a spinner, src/shell/LazyBoundary.tsx), and its rows would
 * answer a test's locators as the new screen's. So this waits, after the frames in which React draws
 * the move, for the bar that says a move is under way (src/shell/NavigationPending.tsx) and the
 * spinners to go.
 */
export const openInApp = async (page: Page, path: string) => {
  await page.evaluate(async (target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, path);
  // Not the address: a screen may send the user on (/reports opens the statistics by stage).
  await waitForScreen(page);
};

/**
 * Waits until the page has drawn what it loaded: no call in flight for a moment and no spinner or
 * skeleton left in the page's main part.
 */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('main [role="progressbar"], main .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  // Fonts, images and the table's last layout pass.
  await page.waitForTimeout(150);
};

/**
 * Clicks a list's row (`cell`, a cell of it) and resolves once the record's screen, at an address
 * `opened` accepts, is drawn. The address changes first; until the record's code has loaded, the list
 * stays in the page, and its row buttons and filter boxes, named like the record's, would take what
 * was meant for the record (a package received from its list row, whose dialog then went with the list).
 */
export const openRow = async (page: Page, cell: Locator, opened: (url: URL) => boolean) => {
  await cell.click();
  await page.waitForURL(opened);
  await waitForScreen(page);
};

/** Signs in on the provider's own login page (inputs named username and password). */
export const signInThroughProvider = async (page: Page, username: string, password: string) => {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/callback', {
      timeout: 30_000,
    }),
    page.locator('button[type="submit"], input[type="submit"]').first().click(),
  ]);
};

/** One axe-core finding, reduced to what a report needs. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

let axeSource: string | null = null;
const readAxeSource = () =>
  (axeSource ??= readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));

/**
 * Runs axe-core (WCAG 2.x A and AA rules and its best practices) on the page as it is now, and
 * returns the violations of the given impacts.
 */
export const findAxeViolations = async (
  page: Page,
  impacts: readonly string[] = ['serious', 'critical'],
): Promise<AxeViolation[]> => {
  // A dialog still fading in has text at part opacity, which axe rates as too little contrast (seen
  // on a loaded CI machine): let running transitions end first (not endless ones, such as a spinner's).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy allows no inline script.
  await page.evaluate(readAxeSource());
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: RawViolation[] }> } }).axe;
    interface RawViolation {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[] }[];
    }
    const result = await axe.run();
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => impacts.includes(violation.impact ?? ''));
};

/**
 * Opens `path` signed out, as a person would: the app sends the browser to /signin, its button to
 * the provider's page, and signing in there lands back on `path`.
 */
export const openSignedIn = async (page: Page, baseUrl: string, path: string, username = 'admin') => {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === '/signin');
  await Promise.all([
    page.waitForURL((url) => url.pathname.startsWith('/oidc')),
    page.locator('main button').click(),
  ]);
  await signInThroughProvider(page, username, username);
  await page.waitForURL((url) => url.pathname === path);
};
