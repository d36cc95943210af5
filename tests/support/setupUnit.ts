// The set-up of every unit and component file. tests/unit runs in Node: most of it is logic that
// needs no window, and a jsdom window costs each file seconds to set up (in CI, the main run's
// largest item after the tests themselves). A file that needs one (storage, location, fetch from a
// page, rendering) says so in its first line, `// @vitest-environment jsdom`, and gets the component
// files' set-up. Files that share a test process (vitest.config.ts) import these modules once: the
// hooks are registered here, by each file.
if (typeof window === 'undefined') (await import('./setupConsole')).checkConsoleErrors();
else (await import('./setupDom')).setUpDomFile();

export {};
