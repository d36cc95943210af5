/**
 * Component files render without MUI's stylesheet: emotion, MUI's styling, inserts no rule into
 * their window (tests/support/setupDom.ts). jsdom reads every rule of the document again on each
 * `getComputedStyle`, which Testing Library calls for every element a role query or an accessible
 * name looks at, and forgets what it read on any change of the page: alone on 2 CPUs the component
 * files took 290 s of CPU with the rules and 170 s without. How the screens look and fit is the
 * browser suite's to check, in Chromium (tests/e2e/fit.test.ts, a11y.test.ts). The charts' own rules
 * stay, as they size a chart (setupDom.ts says how).
 *
 * A file that checks what a style does (that something is shown or hidden, a computed colour) keeps
 * the stylesheet: it calls `keepStyles()` at its top. tests/unit/componentStyles.test.ts fails for a
 * component file that checks styles without it.
 */

/** Whether the file that runs keeps the stylesheet: not at its start (setupDom.ts sets that). */
export const fileStyles = { kept: false };

/** This file's renders get MUI's stylesheet, as the app does. */
export const keepStyles = () => {
  fileStyles.kept = true;
};
