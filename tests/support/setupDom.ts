import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, prettyDOM, renderHook } from '@testing-library/react';
import { createRequire } from 'node:module';
import * as React from 'react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../contract/runtimeConfig';
import { reducedMotionQuery } from '../../src/shell/theme/motion';
import { fileStyles } from './componentStyles';
import { mediaQueryList } from './mediaQuery';
import { checkConsoleErrors } from './setupConsole';

configure({
  // The generated views are lazy chunks: their first import in a test run takes seconds, not ms.
  // Beside the browser and server runs in CI, a list's rows took more than 8 s to follow its table
  // (tests/components/generators/ResourceList.test.tsx, 21 s alone, 76 s there): a wait fails after 15.
  asyncUtilTimeout: 15_000,
  // A query that finds nothing prints the whole DOM into its error. Inside waitFor and findBy* it
  // fails on every retry until it passes, and only the last error is ever shown: printing each one
  // was 8 % of a component file's time. The DOM is printed when the message is read, as before.
  getElementError: (message, container) => {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let printed: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () =>
        (printed ??= [message, `Ignored nodes: comments, script, style\n${prettyDOM(container)}`]
          .filter(Boolean)
          .join('\n\n')),
    });
    return error;
  },
});

/**
 * React's development build, the one tests run, records where each element was created (an Error
 * and its captured stack, and a console task) for up to 10,000 elements a second, only to print
 * "owner stacks" under its warnings. Rendering whole admin screens, that was a fifth of a component
 * file's CPU (tests/components/customers/CustomerShow.test.tsx with shell/menu.test.tsx: 44.6 s
 * alone, 36 s without). Past its limit React skips the capture, as it does in any busy second: its
 * counter is held past it here. Warnings are still raised, and still fail the test that caused
 * them (setupConsole.ts); they only lose the stack of where the culprit was created.
 */
{
  const internals = (React as unknown as Record<string, unknown>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as Record<string, unknown> | undefined;
  if (internals && 'recentlyCreatedOwnerStacks' in internals)
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      configurable: true,
      get: () => Number.MAX_SAFE_INTEGER,
      set: () => {},
    });
}

/**
 * jsdom finds a `<label for>`'s control by walking the whole document, and an input's `labels` ask
 * that of every node in it: one accessible name (each `getByRole(…, { name })` candidate, each
 * `getByLabelText`) walked the document once per label of a form, 10 % of a customer form file's
 * CPU. The same answer, the first element with that id in tree order, is the document's id map
 * (jsdom's own `getElementById`); outside a document (a fragment, a shadow root) jsdom's walk stays.
 */
{
  const require = createRequire(import.meta.url);
  type LabelImpl = {
    getAttributeNS(ns: null, name: string): string | null;
    getRootNode(options: object): { nodeType: number; getElementById?(id: string): unknown };
  };
  const labelPrototype = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js').implementation
    .prototype as LabelImpl;
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable(node: unknown): boolean;
  };
  const control = Object.getOwnPropertyDescriptor(labelPrototype, 'control')!;
  // Once per process: the files that share a window each load this set-up again.
  const walk: () => unknown = (control.get as { walk?: () => unknown }).walk ?? control.get!;
  const byId = Object.assign(
    function (this: LabelImpl) {
      const forValue = this.getAttributeNS(null, 'for');
      const root = forValue ? this.getRootNode({}) : undefined;
      if (root?.nodeType !== Node.DOCUMENT_NODE) return walk.call(this);
      const found = root.getElementById!(forValue!);
      return found && isLabelable(found) ? found : null;
    },
    { walk },
  );
  Object.defineProperty(labelPrototype, 'control', { configurable: true, get: byId });
}

/**
 * What each file with a window needs, called by its set-up (setupUnit.ts): files that share a test
 * process import this module once, and each file gets a window and hooks of its own.
 */
export const setUpDomFile = () => {
  checkConsoleErrors();

  // What jsdom lacks and MUI / react-admin use. The window is a desk's, and its user asks for less
  // motion, as the browser suite's does (tests/e2e/support/browser.ts): dialogs, menus and sections
  // open and close at once instead of after react-transition-group's timers, and a click does not
  // ripple (a React update of its own on every press).
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => mediaQueryList(query, query === reducedMotionQuery),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverShim {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
  }

  // jsdom reports scrollTo as "not implemented" through console.error; react-admin scrolls on navigation.
  window.scrollTo = () => {};

  if (!URL.createObjectURL) {
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => {};
  }

  beforeEach(() => {
    setRuntimeConfig(defaultRuntimeConfig(window.location.origin));
  });

  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });

  // react-admin's reference inputs debounce their search by 500 ms (ra-core's useReferenceParams) and
  // set state when the timer fires, even after the test has unmounted them: a file whose last test
  // ends within that half second would be torn down first, and the late update then throws "window is
  // not defined" as an unhandled error of the run. Let such timers fire while the window still exists.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)));

  // The component files share one window per test process (vitest.config.ts), and emotion, MUI's
  // styling, keeps every rule it ever inserted as a <style> in the head: after three files, 1,400 of
  // them, which jsdom's getComputedStyle (each role query, each visibility check) reads through every
  // time. After a file, its default cache forgets them and removes them; the next file inserts again
  // what it renders, if it keeps the stylesheet at all (componentStyles.ts).
  fileStyles.kept = false;
  const cache = defaultEmotionCache();
  if (cache && !stylesGated.has(cache.sheet)) {
    stylesGated.add(cache.sheet);
    const insert = cache.sheet.insert.bind(cache.sheet);
    cache.sheet.insert = (rule) => {
      if (fileStyles.kept || alwaysInserted.test(rule)) insert(rule);
    };
  }
  afterAll(() => {
    if (!cache) return;
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  });
};

/**
 * Rules inserted whether the file keeps the stylesheet or not: MUI X's charts size themselves by
 * their surface's computed width and height (100 % and the height the app gives), and a chart drawn
 * again at no size logs an error, which fails the test (setupConsole.ts). In development emotion
 * names a class after its component: `.css-…-MuiChartsSurface-root{width:100%;…}`.
 */
const alwaysInserted = /-MuiCharts/;

/** The sheets whose insertions already ask `fileStyles`: one per window's emotion cache. */
const stylesGated = new WeakSet<object>();

/** Emotion's default cache, the one MUI inserts its rules through (the app gives it no other). */
const defaultEmotionCache = () => {
  const { result, unmount } = renderHook(() => useEmotionCache());
  unmount();
  return result.current;
};
