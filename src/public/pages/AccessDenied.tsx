import type { PublicPageProps } from '../pageProps';
import { PublicPage } from '../PublicPage';
import { publicRoutes } from '../../../contract/publicPaths';

/** Back to where the user was; with nothing to go back to (a fresh tab), home. */
const goBack = () => {
  if (window.history.length > 1) window.history.back();
  else window.location.assign(publicRoutes.landing);
};

/** `/AccessDeny`: shown when the server answers 403 or a page is not permitted. */
export const AccessDenied = ({ t }: PublicPageProps) => (
  <PublicPage title={t('kago.auth.accessDenied')}>
    <p>{t('kago.auth.accessDeniedText')}</p>
    <button type="button" className="public-button" onClick={goBack}>
      {t('kago.auth.back')}
    </button>
  </PublicPage>
);
