import type { FastifyRequest } from 'fastify';
import { findLanguage, type Locale } from '../../i18n/languages';

/** The language of a request's `LanguageId` header; unknown or missing means Vietnamese. */
export const localeOf = (request: FastifyRequest): Locale => {
  const header = request.headers.languageid;
  return findLanguage(Array.isArray(header) ? header[0] : header).locale;
};
