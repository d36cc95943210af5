import { useState } from 'react';
import type { Translate } from './messages';
import { startSignIn } from './signInAction';

interface SignInButtonProps {
  t: Translate;
  label?: string;
}

/** Starts the provider redirect; says so while it starts, and says when the provider cannot be reached. */
export const SignInButton = ({ t, label = t('kago.auth.signIn') }: SignInButtonProps) => {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const signIn = async () => {
    setState('busy');
    try {
      await startSignIn();
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="public-button" onClick={signIn} disabled={state === 'busy'}>
        {state === 'busy' ? t('kago.auth.signingIn') : label}
      </button>
      {state === 'failed' && (
        <p className="public-error" role="alert">
          {t('kago.auth.serverError')}
        </p>
      )}
    </>
  );
};
