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

/** Colours of the top bar: its background and the text and icons on it. */
export interface TopbarSwatch {
  background: string;
  text: string;
}

/** Colours of the sidebar: the current item's text, the other items' text, the current item's background. */
export interface SidebarSwatch {
  background: string;
  text: string;
  muted: string;
  selected: string;
}

/** Colours behind the pages: the page itself and the cards and tables on it. */
export interface BackgroundSwatch {
  background: string;
  paper: string;
}

interface ThemeOption<Swatch> {
  id: string;
  light: Swatch;
  dark: Swatch;
}

/**
 * The three independent parts of a theme, each a table of options with a light and a dark
 * variant. Every text colour passes WCAG AA (4.5:1) on its background (tests/components/shell/themeContrast.test.tsx).
 * Option names are `kago.theme.choices.<part>.<id>`.
 */
export const themeOptions = {
  topbar: [
    {
      id: 'indigo',
      light: { background: '#283593', text: '#ffffff' },
      dark: { background: '#1a2352', text: '#ffffff' },
    },
    {
      id: 'teal',
      light: { background: '#00695c', text: '#ffffff' },
      dark: { background: '#003d36', text: '#ffffff' },
    },
    {
      id: 'crimson',
      light: { background: '#b71c1c', text: '#ffffff' },
      dark: { background: '#5c1010', text: '#ffffff' },
    },
    {
      id: 'graphite',
      light: { background: '#37474f', text: '#ffffff' },
      dark: { background: '#1f2a30', text: '#ffffff' },
    },
    {
      id: 'white',
      light: { background: '#ffffff', text: '#1f2937' },
      dark: { background: '#2a2a2a', text: '#f5f5f5' },
    },
  ],
  sidebar: [
    {
      id: 'paper',
      light: { background: '#ffffff', text: '#111827', muted: '#4b5563', selected: '#e3ecf9' },
      dark: { background: '#1e1e1e', text: '#ffffff', muted: '#c4c4c4', selected: '#33415c' },
    },
    {
      id: 'navy',
      light: { background: '#1e293b', text: '#ffffff', muted: '#cbd5e1', selected: '#334155' },
      dark: { background: '#0f172a', text: '#ffffff', muted: '#b8c2d1', selected: '#1e3a5f' },
    },
    {
      id: 'forest',
      light: { background: '#14532d', text: '#ffffff', muted: '#d1fae5', selected: '#166534' },
      dark: { background: '#052e16', text: '#ffffff', muted: '#bbf7d0', selected: '#14532d' },
    },
    {
      id: 'sand',
      light: { background: '#f5efe6', text: '#2b2116', muted: '#5c4a33', selected: '#e6d9c3' },
      dark: { background: '#2b2620', text: '#ffffff', muted: '#e0d6c6', selected: '#4a4034' },
    },
  ],
  background: [
    {
      id: 'mist',
      light: { background: '#f4f6f8', paper: '#ffffff' },
      dark: { background: '#121212', paper: '#1e1e1e' },
    },
    {
      id: 'white',
      light: { background: '#ffffff', paper: '#ffffff' },
      dark: { background: '#181818', paper: '#242424' },
    },
    {
      id: 'sky',
      light: { background: '#eaf2fb', paper: '#ffffff' },
      dark: { background: '#0d1722', paper: '#16222f' },
    },
    {
      id: 'warm',
      light: { background: '#f8f3ea', paper: '#fffdf9' },
      dark: { background: '#1a1612', paper: '#26211b' },
    },
  ],
} as const satisfies {
  topbar: readonly ThemeOption<TopbarSwatch>[];
  sidebar: readonly ThemeOption<SidebarSwatch>[];
  background: readonly ThemeOption<BackgroundSwatch>[];
};

export type ThemePart = keyof typeof themeOptions;

/** The parts in the order the settings dialog shows them. */
export const themeParts: readonly ThemePart[] = ['topbar', 'sidebar', 'background'];

/** One option id per part: what the user picked. */
export type ThemeChoice = { [Part in ThemePart]: (typeof themeOptions)[Part][number]['id'] };

export const defaultThemeChoice: ThemeChoice = { topbar: 'indigo', sidebar: 'paper', background: 'mist' };

/** Links and buttons: blues that pass 4.5:1 on every background of their mode. */
const primary: Record<ThemeType, string> = { light: '#1565c0', dark: '#90caf9' };

type Swatches = {
  topbar: TopbarSwatch;
  sidebar: SidebarSwatch;
  background: BackgroundSwatch;
};

const optionById = <Swatch>(options: readonly ThemeOption<Swatch>[], id: string) =>
  options.find((option) => option.id === id) ?? options[0]!;

/** The colours of a choice in one mode. */
export const swatchesOf = (choice: ThemeChoice, mode: ThemeType): Swatches => ({
  topbar: optionById<TopbarSwatch>(themeOptions.topbar, choice.topbar)[mode],
  sidebar: optionById<SidebarSwatch>(themeOptions.sidebar, choice.sidebar)[mode],
  background: optionById<BackgroundSwatch>(themeOptions.background, choice.background)[mode],
});

/**
 * A stored value, which may come from an older version or be hand-edited: each part falls back
 * to the default when its id is no longer in the table.
 */
export const normalizeThemeChoice = (stored: unknown): ThemeChoice => {
  const value = (stored ?? {}) as Partial<Record<ThemePart, unknown>>;
  const known = (part: ThemePart) =>
    themeOptions[part].some((option) => option.id === value[part]) ? value[part] : defaultThemeChoice[part];
  return {
    topbar: known('topbar'),
    sidebar: known('sidebar'),
    background: known('background'),
  } as ThemeChoice;
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
