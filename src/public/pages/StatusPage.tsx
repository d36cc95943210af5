import type { PublicPageProps } from '../pageProps';
import { PublicPage } from '../PublicPage';
import { publicRoutes } from '../../../contract/publicPaths';

interface StatusPageProps extends PublicPageProps {
  titleKey: string;
  textKey: string;
}

/** A page that only explains and leads home: /404 and /500. */
const StatusPage = ({ t, titleKey, textKey }: StatusPageProps) => (
  <PublicPage title={t(titleKey)}>
    <p>{t(textKey)}</p>
    <a className="public-button" href={publicRoutes.landing}>
      {t('kago.pages.home')}
    </a>
  </PublicPage>
);

export const NotFound = (props: PublicPageProps) => (
  <StatusPage {...props} titleKey="kago.pages.notFound" textKey="kago.pages.notFoundText" />
);

export const ServerError = (props: PublicPageProps) => (
  <StatusPage {...props} titleKey="kago.pages.serverError" textKey="kago.pages.serverErrorText" />
);
