import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  areaDeclarations,
  resourceDeclarations,
  type ActionDeclaration,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '../../resources/index';
import { orderActions, orderFamilies } from '../../resources/orders/index';
import { callLabel, catalogueCalls, type CatalogueCall } from '../support/callCatalogue';
import { processTestServer, type TestServer } from '../support/testServer';

/**
 * Every call name of the call catalogue (../shared/seeds/001_9284ff1385300e15.txt, read by
 * tests/support/callCatalogue.ts) is both served and called:
 * - served: the reference server documents a route for it (its OpenAPI paths: every route is
 *   documented, tests/server/app.test.ts), at `/<base>/<name>` where the catalogue names a base,
 *   else at any path ending with the name (an order family's action);
 * - called: the app's code names it. In the browser's own code (src/, dataProvider/, contract/,
 *   authProvider/), or as a declaration's call that the generated screens make: its standard
 *   operations and extras, its offered actions (a place on screen), the reads its inputs take
 *   their options from and the actions the browser names; the order screens' list calls and the
 *   order action table's actions likewise.
 * The names other issues serve are listed below as exceptions, grouped by the issue that owns them:
 * the lead removes a group once that issue is merged, and an exception that no longer fails fails
 * the test, so the list only shrinks.
 */
const exceptions: Readonly<Record<string, readonly string[]>> = {};

const root = path.resolve(import.meta.dirname, '../..');
const browserFolders = ['src', 'dataProvider', 'contract', 'authProvider'];
const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
const browserCode = browserFolders
  .flatMap((folder) => sourceFiles(path.join(root, folder)))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** The browser's code names it as a string or a path segment. */
const namedInBrowser = (word: string) => new RegExp(`['"\`/]${escaped(word)}['"\`/?]`).test(browserCode);

const optionReads = (fields: readonly FieldDeclaration[] | undefined) =>
  (fields ?? []).flatMap((field) => (field.optionsFrom ? [field.optionsFrom.read] : []));

/**
 * Every read an input or a list filter takes its options from, or a field its links (`pageLink`), as
 * `<resource>:<read>`: its own resource's, or another's.
 */
const allDeclarations = [...resourceDeclarations, ...areaDeclarations];
const readsOffered = new Set(
  allDeclarations.flatMap((declaration) =>
    [...declaration.fields, ...(declaration.actions ?? []).flatMap((action) => action.inputs ?? [])].flatMap(
      (field) =>
        [field.optionsFrom, field.pageLink].flatMap((reader) =>
          reader ? [`${reader.resource ?? declaration.name}:${reader.read}`] : [],
        ),
    ),
  ),
);

/** The base a call is served under: its literal path's (`/api/Common/GetAllCommodity`), else the declaration's. */
const baseOf = (declaration: ResourceDeclaration, path: string | undefined) =>
  path
    ? path
        .replace(/^\/api\//, '')
        .split('/')
        .slice(0, -1)
        .join('/')
    : apiPath(declaration);

/** The calls the generated screens make: base (the declaration's path) and name. */
const declaredCalls = (declaration: ResourceDeclaration) => [
  ...Object.values(declaration.operations).map((operation) => ({
    base: baseOf(declaration, operation.path),
    name: (operation.path ?? operation.name).split('/').at(-1)!,
  })),
  ...(declaration.extras ?? []).map((name) => ({ base: apiPath(declaration), name })),
  ...(declaration.actions ?? [])
    .filter(
      (action) =>
        action.places.length > 0 ||
        readsOffered.has(`${declaration.name}:${action.name}`) ||
        namedInBrowser(action.name),
    )
    .map((action) => ({
      base: baseOf(declaration, action.operation.path),
      name: (action.operation.path ?? action.operation.name).split('/').at(-1)!,
    })),
];
const generated = [
  ...allDeclarations.flatMap(declaredCalls),
  // Each order screen's list call (resources/orders/families.ts).
  ...orderFamilies.map((family) => ({ base: undefined, name: family.listAction })),
  ...(orderActions as readonly ActionDeclaration[]).flatMap((action) => [
    { base: undefined, name: action.operation.name },
    ...optionReads(action.inputs).map((name) => ({ base: undefined, name })),
  ]),
];

const isCalled = (call: CatalogueCall) => {
  if (call.base) {
    if (generated.some((each) => each.base === call.base && each.name === call.name)) return true;
    return (
      namedInBrowser(`${call.base}/${call.name}`) ||
      (namedInBrowser(call.base.split('/').at(-1)!) && namedInBrowser(call.name))
    );
  }
  return generated.some((each) => each.name === call.name) || namedInBrowser(call.name);
};

let server: TestServer;
let routes: string[];

beforeAll(async () => {
  server = await processTestServer();
  const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
    paths: Record<string, unknown>;
  };
  routes = Object.keys(document.paths);
});
afterAll(() => server?.close());

const isServed = (call: CatalogueCall) =>
  call.base
    ? routes.some(
        (route) => route === `/${call.base}/${call.name}` || route === `/api/${call.base}/${call.name}`,
      )
    : routes.some((route) => route.endsWith(`/${call.name}`));

describe('the call catalogue', () => {
  const calls = catalogueCalls();

  it('is read from the seed: every section of calls, with their bases', () => {
    expect(calls.length).toBeGreaterThan(180);
    const labels = calls.map(callLabel);
    expect(labels).toEqual(
      expect.arrayContaining([
        'getorders',
        'BuyerConfig/Edit',
        'EventLog/GetEventLogs',
        'home/GetUrl',
        'get-by-district-id',
      ]),
    );
  });

  it('is served and called, but for the named exceptions of other issues', () => {
    const missing = calls
      .map((call) => ({ call, served: isServed(call), called: isCalled(call) }))
      .filter(({ served, called }) => !served || !called)
      .map(
        ({ call, served, called }) =>
          `${callLabel(call)}${served ? '' : ' (not served)'}${called ? '' : ' (not called)'}`,
      );
    const excepted = new Set(Object.values(exceptions).flat());
    const counts = {
      catalogue: calls.length,
      served: calls.filter(isServed).length,
      called: calls.filter(isCalled).length,
    };
    console.info('call catalogue', counts);
    expect(missing.filter((entry) => !excepted.has(entry.split(' (')[0]))).toEqual([]);
    // An exception that is served and called now: remove it.
    expect([...excepted].filter((label) => !missing.some((entry) => entry.split(' (')[0] === label))).toEqual(
      [],
    );
  });
});
