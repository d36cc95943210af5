import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The files a module imports for their values (not `import type`, not `import()`, which is a chunk of its own). */
const staticImports = (file: string): string[] => {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gms)].map(
    (match) => match[1]!,
  );
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .map(
      (base) =>
        [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
          (candidate) => existsSync(candidate) && !candidate.endsWith('/') && path.extname(candidate) !== '',
        ) ?? base,
    );
};

/** Every module of ours the signed-in app's first chunk graph holds, from its entry. */
const firstLoad = (() => {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file) || !existsSync(file)) return;
    reached.add(file);
    staticImports(file).forEach(visit);
  };
  visit(path.join(root, 'src/admin/AdminApp.tsx'));
  return new Set([...reached].map((file) => path.relative(root, file)));
})();

describe("the first load's modules (sign-in and dashboard)", () => {
  it('hold the dashboard and the shells of the declarations', () => {
    expect(firstLoad).toContain('src/dashboard/Dashboard.tsx');
    expect(firstLoad).toContain('contract/declarationShells.ts');
    expect(firstLoad).toContain('i18n/messages/viShell.ts');
  });

  it("hold no generic declaration, nor the declarations' labels: they load with the screens", () => {
    // The files resources/index.ts gathers the declarations from, the customers' too: the customers'
    // data provider loads it with its first call (dataProvider/customers.ts).
    const declarationFiles = staticImports(path.join(root, 'resources/index.ts'))
      .map((file) => path.relative(root, file))
      .filter((file) => file !== 'resources/types.ts');
    expect(declarationFiles).toContain('resources/catalogues.ts');
    expect(declarationFiles).toContain('resources/customers.ts');
    const loaded = [
      'resources/index.ts',
      'i18n/messages/vi.ts',
      'i18n/vi/resources.ts',
      'i18n/vi/areas.ts',
      ...declarationFiles,
    ].filter((file) => firstLoad.has(file));
    expect(loaded).toEqual([]);
  });
});
