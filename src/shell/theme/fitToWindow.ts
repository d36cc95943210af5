import type { ComponentsTheme } from 'react-admin';

/**
 * What keeps every page as wide as the window, whatever it shows (tests/e2e/fit.test.ts measures it
 * at 1280 px and on a 390 px phone). react-admin's layout is `min-width: fit-content`, and a flex
 * item's minimum width is its content's, so one wide table used to widen the whole page and push
 * the page's own buttons off-screen. Here the layout, its content and a list's main part may shrink
 * to the window, a wide table scrolls inside its own box, and a list's toolbar wraps its buttons.
 */
export const fitToWindow: ComponentsTheme = {
  RaLayout: {
    styleOverrides: {
      root: {
        minWidth: 0,
        '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
      },
    },
  },
  RaList: {
    styleOverrides: {
      root: { '& .RaList-main, & .RaList-content': { minWidth: 0 } },
    },
  },
  RaDatagrid: {
    styleOverrides: {
      root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } },
    },
  },
  RaDataTable: {
    styleOverrides: {
      root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } },
    },
  },
  RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
  RaShow: { styleOverrides: { root: { '& .RaShow-main': { minWidth: 0 } } } },
  RaEdit: { styleOverrides: { root: { '& .RaEdit-main': { minWidth: 0 } } } },
  RaCreate: { styleOverrides: { root: { '& .RaCreate-main': { minWidth: 0 } } } },
};
