import { useEffect, useState, type ComponentType } from 'react';
import { readLanguageId, storeLanguageId } from '../../authProvider/session';
import { findLanguage, type Locale } from '../../i18n/languages';
import { loadTranslate, type Translate } from './messages';
import type { PublicPageProps } from './pageProps';
import { AccessDenied } from './pages/AccessDenied';
import { Callback } from './pages/Callback';
import { Landing } from './pages/Landing';
import { LoggedOut } from './pages/LoggedOut';
import { Silent } from './pages/Silent';
import { NotFound, ServerError } from './pages/StatusPage';
import { publicRoutes } from '../../contract/publicPaths';
import '../shell/pageSpinner.css';
import './public.css';

export { publicPaths } from '../../contract/publicPaths';

/** Each public route's page; the silent-renewal frame (`Silent`) is drawn before any message loads. */
const pages: Record<Exclude<keyof typeof publicRoutes, 'silent'>, ComponentType<PublicPageProps>> = {
  landing: Landing,
  signIn: Landing,
  callback: Callback,
  loggedOut: LoggedOut,
  accessDenied: AccessDenied,
  notFound: NotFound,
  serverError: ServerError,
};

/** The public route a path is, if any. */
const routeAt = (pathname: string) =>
  (Object.keys(pages) as (keyof typeof pages)[]).find((name) => publicRoutes[name] === pathname);

/** The pages reached without a session, chosen by the path the browser loaded. */
const PublicApp = () => {
  const pathname = window.location.pathname;
  const [locale, setLocale] = useState<Locale>(() => findLanguage(readLanguageId()).locale);
  const [translation, setTranslation] = useState<{ locale: Locale; t: Translate } | null>(null);
  const [loadFailure, setLoadFailure] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    document.documentElement.lang = locale;
    loadTranslate(locale).then(
      (t) => current && setTranslation({ locale, t }),
      (error: unknown) => current && setLoadFailure(error ?? new Error('Loading failed')),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  // The surrounding error boundary shows 'Loading failed! Please reload.' for a chunk that did not load.
  if (loadFailure) throw loadFailure;
  // The silent-renewal frame is never seen: it needs no messages.
  if (pathname === publicRoutes.silent) return <Silent />;
  if (!translation) return null;

  const changeLocale = (next: Locale) => {
    storeLanguageId(findLanguage(next).languageId);
    setLocale(next);
  };
  const route = routeAt(pathname);
  const Page = route ? pages[route] : NotFound;
  return <Page t={translation.t} locale={translation.locale} onLocaleChange={changeLocale} />;
};

export default PublicApp;
