import { afterEach, beforeEach, vi } from 'vitest';
import { recordConsoleError, takeConsoleErrorProblems } from './consoleErrors';

/**
 * Every unit and component test: a console.error it did not expect fails it (consoleErrors.ts says
 * why). Called by each file's set-up (setupUnit.ts): files that share a test process import this
 * module once, and hooks belong to the file that registers them.
 */
export const checkConsoleErrors = () => {
  let consoleErrorSpy: { mockRestore: () => void } | null = null;

  beforeEach(() => {
    consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation(recordConsoleError);
  });

  // Registered before the DOM's own afterEach (setupDom.ts), so it runs after it: what unmounting
  // the last render logs is checked too.
  afterEach(() => {
    consoleErrorSpy?.mockRestore();
    const problems = takeConsoleErrorProblems();
    if (problems.length > 0) throw new Error(problems.join('\n\n'));
  });
};
