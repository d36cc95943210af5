import type { PublicPageProps } from '../pageProps';
import { PublicPage } from '../PublicPage';
import { SignInButton } from '../SignInButton';

/** `/logged-out`: where the provider's sign-out comes back to. */
export const LoggedOut = ({ t }: PublicPageProps) => (
  <PublicPage title={t('kago.auth.signedOut')}>
    <SignInButton t={t} label={t('kago.auth.signInAgain')} />
  </PublicPage>
);
