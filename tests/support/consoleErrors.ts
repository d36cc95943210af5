/**
 * Console errors during a test fail it (react-admin's own specs do the same): a React warning, a
 * failed prop type or an act() warning is a bug. A test that provokes one on purpose says so with
 * `expectConsoleErrors(pattern)`; the matching messages are then allowed and required.
 */
const recorded: string[] = [];
const expected: RegExp[] = [];

export const recordConsoleError = (...args: unknown[]) => {
  recorded.push(
    args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
  );
};

export const expectConsoleErrors = (pattern: RegExp) => {
  expected.push(pattern);
};

/** The unexpected errors of the test that just ran (and whether each expected one happened); then resets. */
export const takeConsoleErrorProblems = (): string[] => {
  const unexpected = recorded.filter((message) => !expected.some((pattern) => pattern.test(message)));
  const missing = expected
    .filter((pattern) => !recorded.some((message) => pattern.test(message)))
    .map((pattern) => `expected a console.error matching ${pattern}, none came`);
  recorded.length = 0;
  expected.length = 0;
  return [...unexpected.map((message) => `console.error: ${message}`), ...missing];
};
