/** Read by screen readers, not shown (MUI's visuallyHidden, which this app does not import). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  margin: -1,
  padding: 0,
} as const;
