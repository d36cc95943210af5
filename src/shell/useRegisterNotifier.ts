import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { setNotifier } from '../../dataProvider/notifier';

/** Lets code outside React (the HTTP client's token refresh) show toasts through react-admin. */
export const useRegisterNotifier = () => {
  const notify = useNotify();
  useEffect(
    () => setNotifier((messageKey, type, params) => notify(messageKey, { type, messageArgs: params })),
    [notify],
  );
};
