import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the application's files: every relative import, `export ... from` and
 * `import()`, type-only ones included, resolved as the bundler resolves them. Read by
 * tests/unit/importLoops.test.ts (no file loop) and bench/structure.ts (the figures of issue 28).
 */
export const importGraph = (root: string, files: readonly string[]) => {
  const known = new Set(files);
  const resolveImport = (from: string, specifier: string) => {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(root, dirname(from), specifier);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return found && /\.(ts|tsx)$/.test(found) ? relative(root, found) : undefined;
  };
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const imported = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true).importedFiles;
    const targets = new Set<string>();
    for (const { fileName } of imported) {
      const target = resolveImport(file, fileName);
      if (target && target !== file && known.has(target)) targets.add(target);
    }
    edges.set(file, targets);
  }
  return edges;
};

/** Strongly connected components of more than one node (Tarjan): each is one import loop. */
export const loopsOf = (graph: Map<string, Set<string>>) => {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return loops;
};
