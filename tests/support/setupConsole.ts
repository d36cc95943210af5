import { afterEach, beforeEach, vi } from 'vitest';
import { recordConsoleError, takeConsoleErrorProblems } from './consoleErrors';

// Every unit and component test: a console.error it did not expect fails it (consoleErrors.ts says why).
let consoleErrorSpy: { mockRestore: () => void } | null = null;

beforeEach(() => {
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation(recordConsoleError);
});

// Registered before the component files' own afterEach (setupDom.ts), so it runs after it: what
// unmounting the last render logs is checked too.
afterEach(() => {
  consoleErrorSpy?.mockRestore();
  const problems = takeConsoleErrorProblems();
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
});
