import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const testsFolder = path.resolve(import.meta.dirname, '..');

/** What only answers right with the stylesheet in the page: shown or hidden, a computed style. */
const checksStyles = /\.toBeVisible\(|\.toHaveStyle\(|getComputedStyle\(/;

/**
 * Component files render without MUI's stylesheet unless they keep it (tests/support/componentStyles.ts):
 * without it, an element that a rule hides counts as shown, so a file that checks what is shown must
 * keep it, or its checks would pass whatever the styles do.
 */
describe('component files and the stylesheet', () => {
  it('every file with a window that checks what a style does keeps the stylesheet', () => {
    // The unit files that ask for a window get the same set-up (tests/support/setupUnit.ts).
    const files = ['components', 'unit'].flatMap((folder) =>
      readdirSync(path.join(testsFolder, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => path.join(folder, file)),
    );
    const sources = new Map(files.map((file) => [file, readFileSync(path.join(testsFolder, file), 'utf8')]));
    const checking = files.filter((file) => checksStyles.test(sources.get(file)!));
    const withoutStyles = checking.filter((file) => !/^keepStyles\(\);$/m.test(sources.get(file)!));
    // The scan reads the files it should: the unit and component suites, some of which check styles.
    expect(files.length).toBeGreaterThan(80);
    expect(checking.length).toBeGreaterThan(0);
    expect(withoutStyles).toEqual([]);
  });
});
