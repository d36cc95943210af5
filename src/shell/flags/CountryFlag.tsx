import { flagFor } from './flagImages';
import { FlagImage } from './FlagImage';

interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code, any letter case. */
  code: string | null | undefined;
  /** The accessible name; the code when absent. */
  name?: string;
  /** Beside a text that already names the country: not announced twice. */
  decorative?: boolean;
}

/**
 * A country's 25 x 18 px flag, or nothing for a country the app has no flag for. It carries the
 * table of every flag, so only the screens that show countries (lazy chunks) load it.
 */
export const CountryFlag = ({ code, name, decorative = false }: CountryFlagProps) => {
  const svg = flagFor(code);
  if (!svg) return null;
  return <FlagImage svg={svg} name={decorative ? '' : (name ?? code?.toUpperCase() ?? '')} />;
};
