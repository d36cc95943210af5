import { useEffect, useId } from 'react';
import { isAuthenticated } from '../../../authProvider/session';
import { languages, type Locale } from '../../../i18n/languages';
import type { PublicPageProps } from '../pageProps';
import { PublicPage } from '../PublicPage';
import { homePath } from '../../../contract/publicPaths';
import { SignInButton } from '../SignInButton';

/** `/` and `/signin`: the product and a way in; a signed-in user goes straight to the dashboard. */
export const Landing = ({ t, locale, onLocaleChange }: PublicPageProps) => {
  const languageSelect = useId();
  useEffect(() => {
    if (isAuthenticated()) window.location.replace(homePath);
  }, []);
  return (
    <PublicPage title={t('kago.auth.signInTitle')}>
      <SignInButton t={t} />
      <div className="public-language">
        <label htmlFor={languageSelect}>{t('kago.language.choose')}</label>
        <select
          id={languageSelect}
          value={locale}
          onChange={(event) => onLocaleChange(event.target.value as Locale)}
        >
          {languages.map((language) => (
            <option key={language.locale} value={language.locale} lang={language.locale}>
              {language.text}
            </option>
          ))}
        </select>
      </div>
    </PublicPage>
  );
};
