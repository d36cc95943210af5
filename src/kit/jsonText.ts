/**
 * A payload as a person reads it (src/kit/JsonBlock.tsx): JSON indented by two spaces, anything else
 * as it came. Text above `formatLimit` is not parsed at all (parsing and indenting megabytes would
 * hold the page), and the screen shows at most `shownLimit` characters until asked for all.
 */
export const formatLimit = 2_000_000;
export const shownLimit = 20_000;

export interface JsonText {
  /** The text to show and copy. */
  readonly text: string;
  /** Whether it parsed as JSON (and is shown indented). */
  readonly json: boolean;
}

export const jsonText = (raw: string): JsonText => {
  if (raw.length > formatLimit) return { text: raw, json: false };
  try {
    return { text: JSON.stringify(JSON.parse(raw), null, 2), json: true };
  } catch {
    return { text: raw, json: false };
  }
};
