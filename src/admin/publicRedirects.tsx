import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A public page asked for from inside the admin (react-admin's redirect to `/signin`, a link to
 * `/AccessDeny`): load it for real, so the public app renders it instead of the admin's router.
 */
export const LoadPublicPage = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.assign(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
};
