import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sharedTestServer } from '../../support/sharedTestServer';
import type { TestServer } from '../../support/testServer';
import { describePage, openBrowser, type BrowserSession, type Motion } from './browser';

/**
 * The set-up every browser file shares: a server (the run's shared one unless `startServer` says
 * otherwise) and a fresh browser context on the run's shared Chromium, opened before the file's own
 * `beforeAll` hooks (registered after this call) and closed after its tests. A test that fails
 * prints what the page showed then (CI keeps only the output).
 *
 * The two objects are filled in when the file starts: read their fields (`server.url`,
 * `browser.page`) inside hooks and tests, not at the top level of the file.
 */
export const useBrowser = (
  viewport?: { width: number; height: number },
  startServer: () => TestServer | Promise<TestServer> = sharedTestServer,
  motion?: Motion,
) => {
  const server = {} as TestServer;
  const browser = {} as BrowserSession;
  beforeAll(async () => {
    Object.assign(server, await startServer());
    Object.assign(browser, await openBrowser(viewport, motion));
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      if (browser.page) console.error(await describePage(browser));
    });
  });
  afterAll(async () => {
    await browser.close?.();
    await server.close?.();
  });
  return { server, browser };
};
