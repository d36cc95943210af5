import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

/**
 * A check of whether the router is still where this component was rendered, for effects that
 * navigate on their own (a page that follows its record elsewhere once an answer comes).
 * react-router renders a move in a React transition: until the next page is ready, the page being
 * left stays mounted, its effects run, and its `useLocation` still says it is current. A late answer
 * there must not send the user back; the router's own state already holds the new place.
 * Outside a data router (none here: src/admin/AdminApp.tsx and the tests make one) it says yes.
 */
export const useStillHere = () => {
  const { key } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(() => !router || router.state.location.key === key, [router, key]);
};
