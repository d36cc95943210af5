import { useEffect, useState } from 'react';
import type { PublicPageProps } from '../pageProps';
import { PublicPage } from '../PublicPage';
import { SignInButton } from '../SignInButton';

// The code can be exchanged once: kept at module level so a second mount (StrictMode) shares it.
let completion: Promise<string> | null = null;
const completeOnce = () => {
  completion ??= import('../../../authProvider/callback').then(({ completeSignIn }) => completeSignIn());
  return completion;
};

/** `/callback`: finishes signing in and goes to the page asked for, else the dashboard. */
export const Callback = ({ t }: PublicPageProps) => {
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    completeOnce().then(
      (returnTo) => window.location.replace(returnTo),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  if (failure === null) {
    return (
      <PublicPage title={t('kago.auth.signingIn')}>
        <div
          className="kago-spinner public-spinner"
          role="progressbar"
          aria-label={t('kago.auth.signingIn')}
        />
      </PublicPage>
    );
  }
  return (
    <PublicPage title={t('kago.auth.serverError')}>
      <p className="public-error" role="alert">
        {failure}
      </p>
      <SignInButton t={t} label={t('kago.auth.signInAgain')} />
    </PublicPage>
  );
};
