/**
 * Read by screen readers, not shown (MUI's visuallyHidden, which this app does not import). In pixels
 * as strings: in `sx`, a width of 1 is 100 % and a margin of -1 a spacing unit, and the "hidden"
 * hint was as wide as the page beside it, which scrolled sideways by it.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  margin: '-1px',
  padding: 0,
} as const;
