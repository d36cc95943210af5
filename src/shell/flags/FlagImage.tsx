/** The seed's flag size. */
export const flagSize = { width: 25, height: 18 } as const;

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

interface FlagImageProps {
  /** The flag as SVG markup (from the package, never from data). */
  svg: string;
  /** The accessible name (a country's name or code). Empty: the flag sits beside a text that names it. */
  name: string;
}

/**
 * A flag drawn at 25 x 18 px. An image rather than inline SVG: the markup never enters the page's
 * DOM, and a hairline edge keeps a white flag visible on a white page.
 */
export const FlagImage = ({ svg, name }: FlagImageProps) => (
  <img
    src={dataUrl(svg)}
    alt={name}
    {...flagSize}
    style={{
      ...flagSize,
      flexShrink: 0,
      verticalAlign: 'middle',
      objectFit: 'fill',
      boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.15)',
    }}
  />
);
