/**
 * The seed's layouts by window width: desktop above 1220 px, tablet above 767 px, otherwise mobile.
 * Each row is the narrowest width of its layout, widest first.
 */
export const layouts = [
  { name: 'desktop', minWidth: 1221 },
  { name: 'tablet', minWidth: 768 },
  { name: 'mobile', minWidth: 0 },
] as const;

export type LayoutName = (typeof layouts)[number]['name'];

const minWidthOf = (name: LayoutName) => layouts.find((layout) => layout.name === name)!.minWidth;

/** The narrowest desktop window: at 1220 px or less the sidebar starts collapsed. */
export const desktopMinWidth = minWidthOf('desktop');

/** Which layout a window of this width gets. */
export const layoutForWidth = (width: number): LayoutName =>
  layouts.find((layout) => width >= layout.minWidth)!.name;

/**
 * MUI's breakpoints over the seed's layouts: react-admin treats below `sm` as a phone (temporary
 * drawer, icon-only app bar) and below `md` as not yet desktop, so `sm` starts the tablet and `md`
 * the desktop. `lg` and `xl` only matter to wide forms and keep MUI's own values.
 */
export const muiBreakpoints = {
  values: { xs: 0, sm: minWidthOf('tablet'), md: desktopMinWidth, lg: 1536, xl: 1920 },
};
