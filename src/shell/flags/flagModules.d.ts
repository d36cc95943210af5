// The package types its React and index entries, not the per-flag SVG string modules.
declare module 'country-flag-icons/string/3x2/*' {
  /** The flag as SVG markup. */
  const svg: string;
  export default svg;
}
