import GB from 'country-flag-icons/string/3x2/GB';
import JP from 'country-flag-icons/string/3x2/JP';
import VN from 'country-flag-icons/string/3x2/VN';
import type { LanguageOption } from '../../../i18n/languages';

/**
 * The flags of the interface languages (`icon` in i18n/languages.ts), imported on their own so the
 * app bar does not pull in the table of every country's flag.
 */
export const languageFlags: Record<LanguageOption['icon'], string> = { VN, GB, JP };
