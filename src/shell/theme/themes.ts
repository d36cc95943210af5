import { lazy } from 'react';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions, type ThemeType } from 'react-admin';
import { muiBreakpoints } from './breakpoints';
import { FilterBarForm } from '../../kit/FilterBar';
import { checkboxLabelsOnInputs } from './checkboxLabels';
import { fitToWindow } from './fitToWindow';
import { prefersReducedMotion } from './motion';

// Loaded with the first list, not with the theme: react-admin's Datagrid header is not part of the
// first load (sign-in and dashboard, bench/firstLoad.ts).
const sortedHeaders = () => import('../../kit/SortedHeader');
const SortedHeader = lazy(() => sortedHeaders().then(({ SortedHeader }) => ({ default: SortedHeader })));
const SortedDataTableHead = lazy(() =>
  sortedHeaders().then(({ SortedDataTableHead }) => ({ default: SortedDataTableHead })),
);

/**
 * What each part of a theme colours, in the order its table below gives the colours:
 * - the top bar: its background, and the text and icons on it;
 * - the sidebar: its background, the current item's text, the other items' text, the current item's
 *   background;
 * - behind the pages: the page itself, and the cards and tables on it.
 */
const swatchKeys = {
  topbar: ['background', 'text'],
  sidebar: ['background', 'text', 'muted', 'selected'],
  background: ['background', 'paper'],
} as const;

export type ThemePart = keyof typeof swatchKeys;

/** One part's colours in one mode, named as `swatchKeys` names them. */
export type Swatch<Part extends ThemePart> = Record<(typeof swatchKeys)[Part][number], string>;

/**
 * The three independent parts of a theme, each a table of options: an option's colours in the light
 * mode and in the dark one, in the order of its part's `swatchKeys`. Every text colour passes WCAG AA
 * (4.5:1) on its background (tests/components/shell/themeContrast.test.tsx). Option names are
 * `kago.theme.choices.<part>.<id>`.
 */
const themeTable = {
  topbar: {
    indigo: { light: '#283593 #ffffff', dark: '#1a2352 #ffffff' },
    teal: { light: '#00695c #ffffff', dark: '#003d36 #ffffff' },
    crimson: { light: '#b71c1c #ffffff', dark: '#5c1010 #ffffff' },
    graphite: { light: '#37474f #ffffff', dark: '#1f2a30 #ffffff' },
    white: { light: '#ffffff #1f2937', dark: '#2a2a2a #f5f5f5' },
  },
  sidebar: {
    paper: { light: '#ffffff #111827 #4b5563 #e3ecf9', dark: '#1e1e1e #ffffff #c4c4c4 #33415c' },
    navy: { light: '#1e293b #ffffff #cbd5e1 #334155', dark: '#0f172a #ffffff #b8c2d1 #1e3a5f' },
    forest: { light: '#14532d #ffffff #d1fae5 #166534', dark: '#052e16 #ffffff #bbf7d0 #14532d' },
    sand: { light: '#f5efe6 #2b2116 #5c4a33 #e6d9c3', dark: '#2b2620 #ffffff #e0d6c6 #4a4034' },
  },
  background: {
    mist: { light: '#f4f6f8 #ffffff', dark: '#121212 #1e1e1e' },
    white: { light: '#ffffff #ffffff', dark: '#181818 #242424' },
    sky: { light: '#eaf2fb #ffffff', dark: '#0d1722 #16222f' },
    warm: { light: '#f8f3ea #fffdf9', dark: '#1a1612 #26211b' },
  },
} as const satisfies { [Part in ThemePart]: Record<string, { light: string; dark: string }> };

/** One option id per part: what the user picked. */
export type ThemeChoice = { [Part in ThemePart]: keyof (typeof themeTable)[Part] & string };

interface ThemeOption<Part extends ThemePart> {
  id: ThemeChoice[Part];
  light: Swatch<Part>;
  dark: Swatch<Part>;
}

const named = <Part extends ThemePart>(part: Part, colours: string) => {
  const each = colours.split(' ');
  return Object.fromEntries(swatchKeys[part].map((key, index) => [key, each[index]])) as Swatch<Part>;
};

const optionsOf = <Part extends ThemePart>(part: Part): ThemeOption<Part>[] =>
  Object.entries<{ light: string; dark: string }>(themeTable[part]).map(([id, { light, dark }]) => ({
    id: id as ThemeChoice[Part],
    light: named(part, light),
    dark: named(part, dark),
  }));

/** Each part's options, in the order the settings dialog offers them. */
export const themeOptions: { readonly [Part in ThemePart]: readonly ThemeOption<Part>[] } = {
  topbar: optionsOf('topbar'),
  sidebar: optionsOf('sidebar'),
  background: optionsOf('background'),
};

/** The parts in the order the settings dialog shows them. */
export const themeParts: readonly ThemePart[] = ['topbar', 'sidebar', 'background'];

export const defaultThemeChoice: ThemeChoice = { topbar: 'indigo', sidebar: 'paper', background: 'mist' };

/** Links and buttons: blues that pass 4.5:1 on every background of their mode. */
const primary: Record<ThemeType, string> = { light: '#1565c0', dark: '#90caf9' };

type Swatches = { [Part in ThemePart]: Swatch<Part> };

const optionById = <Part extends ThemePart>(part: Part, id: string) =>
  themeOptions[part].find((option) => option.id === id) ?? themeOptions[part][0]!;

const eachPart = (value: (part: ThemePart) => unknown) =>
  Object.fromEntries(themeParts.map((part) => [part, value(part)]));

/** The colours of a choice in one mode. */
export const swatchesOf = (choice: ThemeChoice, mode: ThemeType) =>
  eachPart((part) => optionById(part, choice[part])[mode]) as Swatches;

/**
 * A stored value, which may come from an older version or be hand-edited: each part falls back
 * to the default when its id is no longer in the table.
 */
export const normalizeThemeChoice = (stored: unknown): ThemeChoice => {
  const value = (stored ?? {}) as Partial<Record<ThemePart, unknown>>;
  return eachPart((part) =>
    themeOptions[part].some((option) => option.id === value[part]) ? value[part] : defaultThemeChoice[part],
  ) as ThemeChoice;
};

const noTime = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The theme's parts for a user whose system asks for less motion: dialogs, menus, drawers and
 * collapsing sections appear and go at once (no CSS transition, and no wait before they count as
 * open or closed), a click does not ripple, a spinner turns slowly without its growing arc (as the
 * first page's spinner, src/shell/pageSpinner.css) and a skeleton does not pulse. The keyboard's
 * focus still shows on a button (MUI draws it as a ripple: `disableRipple` would remove it), as a
 * still highlight rather than a pulse.
 */
const lessMotion = {
  transitions: { create: () => 'none', duration: noTime, getAutoHeightDuration: () => 0 },
  components: {
    MuiButtonBase: { defaultProps: { disableTouchRipple: true } },
    MuiTouchRipple: {
      styleOverrides: {
        // Selectors one class stronger than MUI's own for the same parts.
        root: {
          [[
            '& .MuiTouchRipple-ripple.MuiTouchRipple-rippleVisible',
            '& .MuiTouchRipple-ripple.MuiTouchRipple-ripplePulsate .MuiTouchRipple-child',
            '& .MuiTouchRipple-ripple .MuiTouchRipple-child.MuiTouchRipple-childLeaving',
          ].join(', ')]: { animation: 'none' },
        },
      },
    },
    MuiCircularProgress: {
      defaultProps: { disableShrink: true },
      styleOverrides: { root: { animationDuration: '4.2s' } },
    },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
} as const satisfies RaThemeOptions;

/**
 * The react-admin theme of a choice in one mode: react-admin's default theme, recoloured, with less
 * motion when the user's system asks for it.
 */
export const buildTheme = (
  choice: ThemeChoice,
  mode: ThemeType,
  reducedMotion = prefersReducedMotion(),
): RaThemeOptions => {
  const base = mode === 'light' ? defaultLightTheme : defaultDarkTheme;
  const { topbar, sidebar, background } = swatchesOf(choice, mode);
  const sidebarItems = {
    color: sidebar.muted,
    '& .RaMenuItemLink-icon, & .MuiListItemIcon-root': { color: sidebar.muted },
    '&.RaMenuItemLink-active': {
      color: sidebar.text,
      backgroundColor: sidebar.selected,
      '& .RaMenuItemLink-icon, & .MuiListItemIcon-root': { color: sidebar.text },
    },
  };
  return {
    ...base,
    breakpoints: muiBreakpoints,
    ...(reducedMotion ? { transitions: lessMotion.transitions } : {}),
    palette: {
      ...base.palette,
      mode,
      primary: { main: primary[mode] },
      background: { default: background.background, paper: background.paper },
    },
    components: {
      ...base.components,
      ...checkboxLabelsOnInputs,
      ...fitToWindow,
      // Every list's filter bar folds away on a phone (src/kit/FilterBar.tsx).
      RaFilterForm: { defaultProps: { formComponent: FilterBarForm } },
      // Every list's sorted column is announced as sorted (src/kit/SortedHeader.tsx).
      RaDatagrid: { ...fitToWindow.RaDatagrid, defaultProps: { header: SortedHeader } },
      RaDataTable: { ...fitToWindow.RaDataTable, defaultProps: { head: SortedDataTableHead } },
      RaAppBar: { styleOverrides: { root: { backgroundColor: topbar.background, color: topbar.text } } },
      RaSidebar: {
        styleOverrides: {
          root: {
            // The docked drawer's paper is transparent by react-admin's default: colour both it and
            // the fixed part that stays in view while the page scrolls.
            '& .MuiPaper-root, & .RaSidebar-fixed': { backgroundColor: sidebar.background },
            '& .RaSidebar-fixed': { width: 'inherit' },
            '& .MuiListSubheader-root': { color: sidebar.muted },
          },
        },
      },
      RaMenuItemLink: { styleOverrides: { root: sidebarItems } },
      ...(reducedMotion ? lessMotion.components : {}),
    },
  };
};
