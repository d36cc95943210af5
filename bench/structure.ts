import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import {
  areaDeclarations,
  resourceDeclarations,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '../resources/index';
import { orderActions } from '../resources/orders/orderActions';
import * as orderFieldDeclarations from '../resources/orders/orderFields';
import { importGraph, loopsOf } from '../tests/support/importGraph';

/**
 * `node --import tsx bench/structure.ts [--verbose]`: the figures of issue 28 (orders and customers
 * on the one model), counted the same way before and after each step. Reads the tree as text (git's tracked files) and the
 * declarations as data; starts no server. Each figure says how it is counted next to its code.
 */
const root = resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));
const code = tracked.filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts'));
const text = (file: string) => readFileSync(join(root, file), 'utf8');

/** The application's folders: what ships (tests, bench and docs are not part of the layering). */
const appFolders = ['authProvider', 'contract', 'dataProvider', 'i18n', 'resources', 'server', 'src'];
const appCode = code.filter((file) => appFolders.includes(file.split('/')[0]));

// --- Import graph (tests/support/importGraph.ts): type-only imports included.
const edges = importGraph(root, appCode);
const folderOf = (file: string) => file.split('/')[0];
const folderGraph = new Map<string, Set<string>>();
const folderEdgeFiles = new Map<string, string[]>();
for (const [file, targets] of edges)
  for (const target of targets) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === to) continue;
    if (!folderGraph.has(from)) folderGraph.set(from, new Set());
    folderGraph.get(from)!.add(to);
    const key = `${from} -> ${to}`;
    folderEdgeFiles.set(key, [...(folderEdgeFiles.get(key) ?? []), `${file} -> ${target}`]);
  }
/** Pairs of folders that import each other, directly: what a maintainer calls a loop between two. */
const folderPairs = [...folderGraph].flatMap(([from, targets]) =>
  [...targets].filter((to) => from < to && folderGraph.get(to)?.has(from)).map((to) => [from, to]),
);
const folderLoops = loopsOf(folderGraph);
const fileLoops = loopsOf(edges);

// --- Route registrars: files of server/ that hand routes to Fastify themselves (`app.get(`,
// `scope.route(` ...) at /api paths; OIDC's and health's own paths are not the API's.
const routeCall = /\b(app|scope|fastify|instance)\.(route|get|post|put|delete|patch)\(/;
const registrars = appCode.filter(
  (file) =>
    file.startsWith('server/') &&
    !file.startsWith('server/oidc/') &&
    file !== 'server/app.ts' &&
    routeCall.test(text(file)),
);

// --- Tables: drizzle table definitions written by hand (`pgTable(` calls in server/db, and
// those of server/db/keys.ts `ownedTable(`, server/db/columns.ts `attachmentTable(` and
// server/db/customerTables.ts `customerHistory(`), less those
// that tests/unit/declaredTables.test.ts checks column by column against a declaration (its rows
// `table: '<name>'`) or names as internal with its reason (`internal: '<name>'`: audit rows, links,
// the server's own state). That test fails when a hand-written table is in neither.
const tableFiles = appCode.filter((file) => file.startsWith('server/'));
const tableDefinitions = tableFiles.flatMap((file) =>
  [...text(file).matchAll(/(?:pgTable|ownedTable|attachmentTable|customerHistory)\(\s*'([a-z_]+)'/g)].map(
    (match) => ({
      file,
      table: match[1],
    }),
  ),
);
const checkedTablesFile = 'tests/unit/declaredTables.test.ts';
const listedTables = (key: 'table' | 'internal') =>
  existsSync(join(root, checkedTablesFile))
    ? new Set(
        [...text(checkedTablesFile).matchAll(new RegExp(`(?:^|\\{)\\s*${key}:\\s*'([a-z_]+)'`, 'gm'))].map(
          (match) => match[1],
        ),
      )
    : new Set<string>();
const checkedTables = listedTables('table');
const internalTables = listedTables('internal');
const uncheckedTables = tableDefinitions.filter(
  ({ table }) => !checkedTables.has(table) && !internalTables.has(table),
);
const internalDefinitions = tableDefinitions.filter(({ table }) => internalTables.has(table));

// --- Hand-typed JSON schemas: a JSON-schema type literal (`type: 'object'`, `'string'`, ...) in a
// server file other than the builder (server/resources/schemas.ts). An ajv keyword's definition
// (`ajv.addKeyword({ type: 'string', ... })`: the data type the keyword applies to) is no schema.
const schemaType = /\btype:\s*(\[\s*)?'(object|string|integer|number|boolean|array|null)'/g;
const keywordDefinition = /addKeyword\(\{[^}]*\}\)/g;
const schemaCounts = appCode
  .filter((file) => file.startsWith('server/') && file !== 'server/resources/schemas.ts')
  .map((file) => ({
    file,
    count: [...text(file).replace(keywordDefinition, '').matchAll(schemaType)].length,
  }))
  .filter(({ count }) => count > 0);

// --- Places that describe a field: the declaration plus each of these markers still in the tree.
const fieldPlaces: { place: string; present: () => boolean }[] = [
  {
    place: 'the declaration (resources/types.ts FieldDeclaration)',
    present: () => /interface FieldDeclaration/.test(text('resources/types.ts')),
  },
  {
    place: 'the order actions own input kinds (OrderInputKind, server/orders/writeSchema.ts)',
    present: () => appCode.some((file) => /\btype OrderInputKind\b/.test(text(file))),
  },
  {
    place: 'hand-written tables not checked against a declaration',
    present: () => uncheckedTables.length > 0,
  },
  { place: 'hand-typed JSON schemas outside the builder', present: () => schemaCounts.length > 0 },
  {
    // Written by hand: an interface, or a type that is an object literal; a type derived from a
    // declaration (`type Customer = RecordOf<...>`, `type ExportRow = SelectResultFields<...>`) is not.
    place: 'hand-written record types (Customer, OrderRecord, ExportRow)',
    present: () =>
      appCode.some((file) =>
        /\b(interface (Customer|OrderRecord|ExportRow)\b|type (Customer|OrderRecord|ExportRow)\s*=\s*\{)/.test(
          text(file),
        ),
      ),
  },
  {
    place: "the order screens' display kinds (ValueKind)",
    present: () => appCode.some((file) => /\btype ValueKind\b/.test(text(file))),
  },
];

// --- Declaration knobs: the members of the five interfaces of resources/types.ts, and which
// owners set each one: every declaration (generic and area) by its name, the order action table and
// the order's field declarations as `orders`. A knob set on a field, action, input or operation
// counts for the declaration it sits in.
const typesSource = ts.createSourceFile('types.ts', text('resources/types.ts'), ts.ScriptTarget.Latest, true);
const knobKinds = {
  resource: 'ResourceDeclaration',
  ui: 'ScreenOptions',
  field: 'FieldDeclaration',
  action: 'ActionDeclaration',
  call: 'Operation',
};
const membersOf = (name: string) => {
  const found = typesSource.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  return found ? found.members.map((member) => member.name!.getText(typesSource)) : [];
};
const knobs = Object.entries(knobKinds).flatMap(([kind, name]) =>
  membersOf(name).map((knob) => `${kind}.${knob}`),
);
const users = new Map<string, Set<string>>(knobs.map((knob) => [knob, new Set()]));
const uses = (owner: string, kind: string, value: object | undefined) => {
  for (const key of Object.keys(value ?? {})) users.get(`${kind}.${key}`)?.add(owner);
};
type Action = NonNullable<ResourceDeclaration['actions']>[number];
const actionUses = (owner: string, action: Action) => {
  uses(owner, 'action', action);
  uses(owner, 'call', action.operation);
  for (const input of action.inputs ?? []) uses(owner, 'field', input);
};
for (const declaration of [...resourceDeclarations, ...areaDeclarations]) {
  uses(declaration.name, 'resource', declaration);
  uses(declaration.name, 'ui', declaration.ui);
  for (const field of declaration.fields) uses(declaration.name, 'field', field);
  for (const operation of Object.values(declaration.operations)) uses(declaration.name, 'call', operation);
  for (const action of declaration.actions ?? []) actionUses(declaration.name, action);
}
for (const action of orderActions) actionUses('orders', action);
// The order's fields and those of the rows its detail shows are declarations of the same vocabulary
// (resources/orders/orderFields.ts): their knobs are the orders'.
for (const declared of Object.values(orderFieldDeclarations))
  if (Array.isArray(declared))
    for (const field of declared as FieldDeclaration[]) uses('orders', 'field', field);
const knobUsers = [...users].map(([knob, owners]) => ({ knob, owners: [...owners].sort() }));
const usedByOne = knobUsers.filter(({ owners }) => owners.length === 1);
const usedByTwo = knobUsers.filter(({ owners }) => owners.length === 2);
const unused = knobUsers.filter(({ owners }) => owners.length === 0);

// --- Duplicates: the `duplicates` command's pairs (six lines or more) whose two sides are both code:
// not under tests/ (tests/support/ is code), i18n/ (languages) or server/db/migrations/. The command
// lists 200 rows at most, and the whole tree holds more pairs than that, most in tests and languages:
// so it reads a copy of the code alone, and the count is its own first line, not the rows it lists.
const notCode = (file: string) =>
  (file.startsWith('tests/') && !file.startsWith('tests/support/')) ||
  file.startsWith('i18n/') ||
  file.startsWith('server/db/migrations/');
const duplicates = (() => {
  const copy = mkdtempSync(join(tmpdir(), 'kago-code-'));
  try {
    for (const file of tracked.filter((each) => !notCode(each))) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(join(root, file), join(copy, file));
    }
    return execFileSync('duplicates', ['--repo', copy, '--most', '200', '--seconds', '120'], {
      cwd: copy,
      encoding: 'utf8',
    });
  } catch {
    return undefined;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
})();
const codePairs = (duplicates ?? '')
  .split('\n')
  .map((line) => /^D\d+ (\S+?):\S+ ~ (\S+?):\S+/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null);
/** The pairs the command counted (its first line), listed or not. */
const pairCount = Number(/(\d+) pairs?/.exec(duplicates ?? '')?.[1] ?? codePairs.length);

// --- Lines of the order and customer areas (server, screens, provider, declarations, contract),
// seeds and tables included, tests not.
const areaPattern =
  /^(server\/(orders|customers|notify|accessHistory)\/|src\/(orders|customers)\/|resources\/orders\/|resources\/customers\.ts$|contract\/(customers|orderFiles)\.ts$|dataProvider\/(customers|orders|orderCalls|orderFiles)\.ts$|server\/db\/(orderTables|customerTables)\.ts$|server\/seed\/(orders|orderWork|orderProgress|customers)\.ts$)/;
const areaLines = (area: 'order' | 'customer') =>
  appCode
    .filter(
      (file) => areaPattern.test(file) && (area === 'order' ? /order/i.test(file) : !/order/i.test(file)),
    )
    .reduce((sum, file) => sum + text(file).split('\n').length - 1, 0);

const verbose = process.argv.includes('--verbose');
const list = (items: string[]) => (verbose ? items.map((item) => `    ${item}`).join('\n') + '\n' : '');
const out = (line: string) => process.stdout.write(`${line}\n`);
out(`places that describe a field: ${fieldPlaces.filter(({ present }) => present()).length}`);
if (verbose) for (const { place, present } of fieldPlaces) out(`    ${present() ? 'x' : ' '} ${place}`);
out(`files that register API routes with Fastify: ${registrars.length}`);
process.stdout.write(list(registrars));
out(
  `hand-written tables: ${tableDefinitions.length}, not checked against a declaration: ${uncheckedTables.length} (internal, listed with their reason: ${internalDefinitions.length})`,
);
process.stdout.write(list(uncheckedTables.map(({ file, table }) => `${file} ${table}`)));
process.stdout.write(list(internalDefinitions.map(({ file, table }) => `internal ${file} ${table}`)));
out(
  `hand-typed JSON schema types outside server/resources/schemas.ts: ${schemaCounts.reduce((sum, { count }) => sum + count, 0)} in ${schemaCounts.length} files`,
);
process.stdout.write(list(schemaCounts.map(({ file, count }) => `${file} ${count}`)));
out(
  `folder pairs importing each other: ${folderPairs.length}; folder loops (components): ${folderLoops.length}`,
);
for (const [a, b] of folderPairs)
  process.stdout.write(
    list([
      `${a} <-> ${b}`,
      ...(folderEdgeFiles.get(`${a} -> ${b}`) ?? []).map((edge) => `  ${edge}`),
      ...(folderEdgeFiles.get(`${b} -> ${a}`) ?? []).map((edge) => `  ${edge}`),
    ]),
  );
out(`file loops (components): ${fileLoops.length}`);
process.stdout.write(list(fileLoops.map((loop) => loop.join(' '))));
out(
  `declaration knobs: ${knobs.length} (${Object.keys(knobKinds)
    .map((kind) => `${kind} ${knobs.filter((knob) => knob.startsWith(`${kind}.`)).length}`)
    .join(
      ', ',
    )}); used by none ${unused.length}, by one owner ${usedByOne.length}, by two ${usedByTwo.length}`,
);
process.stdout.write(list(unused.map(({ knob }) => `unused ${knob}`)));
process.stdout.write(list(usedByOne.map(({ knob, owners }) => `${knob}: ${owners.join(', ')}`)));
out(
  duplicates === undefined
    ? 'duplicates: the command is not on PATH'
    : `duplicate pairs in code: ${pairCount}${pairCount > codePairs.length ? ` (${codePairs.length} listed)` : ''}`,
);
process.stdout.write(list(codePairs.map((match) => match[0])));
out(`lines: order area ${areaLines('order')}, customer area ${areaLines('customer')}`);
