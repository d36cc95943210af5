import englishMessages from 'ra-language-english';

/** react-admin's own English messages, as published: the key set every other locale's pack matches. */
export const ra = englishMessages;
