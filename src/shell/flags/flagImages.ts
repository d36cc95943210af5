// One module per flag (the package's SVG strings by path): a chunk holds only the flags it imports.
import AE from 'country-flag-icons/string/3x2/AE';
import AR from 'country-flag-icons/string/3x2/AR';
import AT from 'country-flag-icons/string/3x2/AT';
import AU from 'country-flag-icons/string/3x2/AU';
import BD from 'country-flag-icons/string/3x2/BD';
import BE from 'country-flag-icons/string/3x2/BE';
import BR from 'country-flag-icons/string/3x2/BR';
import CA from 'country-flag-icons/string/3x2/CA';
import CH from 'country-flag-icons/string/3x2/CH';
import CL from 'country-flag-icons/string/3x2/CL';
import CN from 'country-flag-icons/string/3x2/CN';
import CO from 'country-flag-icons/string/3x2/CO';
import DE from 'country-flag-icons/string/3x2/DE';
import DK from 'country-flag-icons/string/3x2/DK';
import EG from 'country-flag-icons/string/3x2/EG';
import ES from 'country-flag-icons/string/3x2/ES';
import FR from 'country-flag-icons/string/3x2/FR';
import GB from 'country-flag-icons/string/3x2/GB';
import HK from 'country-flag-icons/string/3x2/HK';
import ID from 'country-flag-icons/string/3x2/ID';
import IE from 'country-flag-icons/string/3x2/IE';
import IL from 'country-flag-icons/string/3x2/IL';
import IN from 'country-flag-icons/string/3x2/IN';
import IT from 'country-flag-icons/string/3x2/IT';
import JP from 'country-flag-icons/string/3x2/JP';
import KH from 'country-flag-icons/string/3x2/KH';
import KR from 'country-flag-icons/string/3x2/KR';
import LA from 'country-flag-icons/string/3x2/LA';
import MM from 'country-flag-icons/string/3x2/MM';
import MO from 'country-flag-icons/string/3x2/MO';
import MX from 'country-flag-icons/string/3x2/MX';
import MY from 'country-flag-icons/string/3x2/MY';
import NG from 'country-flag-icons/string/3x2/NG';
import NL from 'country-flag-icons/string/3x2/NL';
import NO from 'country-flag-icons/string/3x2/NO';
import NZ from 'country-flag-icons/string/3x2/NZ';
import PE from 'country-flag-icons/string/3x2/PE';
import PH from 'country-flag-icons/string/3x2/PH';
import PL from 'country-flag-icons/string/3x2/PL';
import QA from 'country-flag-icons/string/3x2/QA';
import RU from 'country-flag-icons/string/3x2/RU';
import SA from 'country-flag-icons/string/3x2/SA';
import SE from 'country-flag-icons/string/3x2/SE';
import SG from 'country-flag-icons/string/3x2/SG';
import TH from 'country-flag-icons/string/3x2/TH';
import TR from 'country-flag-icons/string/3x2/TR';
import TW from 'country-flag-icons/string/3x2/TW';
import US from 'country-flag-icons/string/3x2/US';
import VN from 'country-flag-icons/string/3x2/VN';
import ZA from 'country-flag-icons/string/3x2/ZA';

/**
 * The flags the app shows, by ISO 3166-1 alpha-2 code (the seed: about 50 country codes map to flag
 * images): Vietnam and Japan, the markets goods are bought in, and the usual shipping destinations.
 * A country outside the table shows its name without a flag.
 */
// prettier-ignore
export const flagImages = {
  AE, AR, AT, AU, BD, BE, BR, CA, CH, CL, CN, CO, DE, DK, EG, ES, FR, GB, HK, ID, IE, IL, IN, IT, JP,
  KH, KR, LA, MM, MO, MX, MY, NG, NL, NO, NZ, PE, PH, PL, QA, RU, SA, SE, SG, TH, TR, TW, US, VN, ZA,
};

export type FlagCode = keyof typeof flagImages;

export const isFlagCode = (code: string): code is FlagCode => Object.hasOwn(flagImages, code);

/** The flag (SVG text) of a country code in any letter case, or undefined when the app has none. */
export const flagFor = (code: string | null | undefined) => {
  const upper = (code ?? '').toUpperCase();
  return isFlagCode(upper) ? flagImages[upper] : undefined;
};
