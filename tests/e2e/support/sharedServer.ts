import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { listenOnFreePort } from '../../support/listenOnFreePort';
import type {} from '../../support/sharedTestServer';
import { openSnapshotCopy } from '../../support/testServer';
import { chromiumArgs, chromiumEndpointVariable, chromiumPath } from './browser';

/**
 * Global setup of the browser suite, after the snapshot's: ONE server on a copy of the seeded
 * database, and ONE Chromium, for every file of the run. Each file used to start both for itself
 * (a database copy, a provider, a browser: seconds each); now it opens a fresh browser context
 * (a clean profile: no cookies, no storage) on the shared Chromium, and signs in on the shared server.
 * The server runs in this (main) process, so the tests' own process and the browser keep their CPU.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-shared-'));
  const { database, drop } = await openSnapshotCopy(project.getProvidedContext().databaseSnapshot, dataDir);
  const { url, app } = await listenOnFreePort(database.db, dataDir);
  project.provide('sharedServer', { url, dataDir });
  const browserServer = await chromium.launchServer({
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
  });
  // An environment variable rather than `provide`: openBrowser() also runs outside Vitest (bench/).
  // The test processes are started after the global setups, with this process's environment.
  process.env[chromiumEndpointVariable] = browserServer.wsEndpoint();
  return async () => {
    delete process.env[chromiumEndpointVariable];
    await browserServer.close();
    await app.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
