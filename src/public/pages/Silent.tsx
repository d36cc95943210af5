import { useEffect } from 'react';

/** `/silent`: runs inside the hidden frame of a silent renewal; it only hands the answer back. */
export const Silent = () => {
  useEffect(() => {
    void import('../../../authProvider/callback').then(({ completeSilentSignIn }) => completeSilentSignIn());
  }, []);
  return null;
};
