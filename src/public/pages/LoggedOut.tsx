import { useState } from 'react';
import { hasPendingRevocations, retryPendingRevocations } from '../../../authProvider/revocation';
import type { PublicPageProps } from '../pageProps';
import { PublicPage } from '../PublicPage';
import { SignInButton } from '../SignInButton';

type Revoking = 'done' | 'pending' | 'retrying';

/**
 * `/logged-out`: where the provider's sign-out comes back to. When the sign-out could not revoke the
 * session's tokens (authProvider/revocation.ts), the page says so and offers to try again: until
 * then a copy of the tokens would keep working.
 */
export const LoggedOut = ({ t }: PublicPageProps) => {
  const [revoking, setRevoking] = useState<Revoking>(() => (hasPendingRevocations() ? 'pending' : 'done'));
  const retry = async () => {
    setRevoking('retrying');
    setRevoking((await retryPendingRevocations()) === 0 ? 'done' : 'pending');
  };
  return (
    <PublicPage title={t('kago.auth.signedOut')}>
      {revoking !== 'done' && (
        <div className="public-warning" role="alert">
          <p>{t('kago.auth.revocationPending')}</p>
          <button type="button" className="public-button" onClick={retry} disabled={revoking === 'retrying'}>
            {revoking === 'retrying' ? t('kago.auth.revocationRetrying') : t('kago.auth.revocationRetry')}
          </button>
        </div>
      )}
      <SignInButton t={t} label={t('kago.auth.signInAgain')} />
    </PublicPage>
  );
};
