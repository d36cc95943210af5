import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, loopsOf } from '../support/importGraph';

/**
 * No two files of the application import each other, even through others and even for a type
 * (issue 28): ESLint holds the folders to their direction (eslint.config.js), this holds the files.
 */
const root = resolve(import.meta.dirname, '../..');
const appFolders = ['authProvider', 'contract', 'dataProvider', 'i18n', 'resources', 'server', 'src'];

describe('import loops', () => {
  it('finds a loop where there is one', () => {
    const graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts'])],
      ['c.ts', new Set(['a.ts'])],
      ['d.ts', new Set(['a.ts'])],
    ]);
    expect(loopsOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has none between the files of the application', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', ...appFolders],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts'));
    expect(files.length).toBeGreaterThan(100);
    expect(loopsOf(importGraph(root, files))).toEqual([]);
  });
});
