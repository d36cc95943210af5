import englishMessages from 'ra-language-english';
import { mergeMessages } from '../mergeMessages';

/**
 * react-admin's own English messages: the key set every other locale's pack matches. One phrase is
 * changed: the published sort label lower-cases the label's first letter, which mangles acronyms
 * ("SWIFT code" became "sWIFT code").
 */
export const ra = mergeMessages(englishMessages, { ra: { sort: { sort_by: 'Sort by %{field} %{order}' } } });
