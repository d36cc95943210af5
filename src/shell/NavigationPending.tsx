import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import './pageSpinner.css';
import { startupPageTexts } from './startupMessages';

/** What this file needs of react-router's data router: its location, and word of each change. */
interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}
interface FollowedRouter {
  state: { location: RouterLocation };
  subscribe: (listener: (state: { location: RouterLocation }) => void) => () => void;
  navigate: (to: string, options: { replace: true; state: unknown }) => Promise<void>;
}

/** A location as an address: a move made with `history.pushState` has no key of its own. */
const addressOf = ({ pathname, search }: RouterLocation) => `${pathname}${search}`;

let followed: FollowedRouter | undefined;
let latestAddress: string | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const readLatestAddress = () => latestAddress;

/**
 * Follows the router's location as it changes, before React draws it (src/admin/AdminApp.tsx): the
 * router moves in a transition, so while the next screen's code loads the screen before it stays on,
 * and `useLocation` still answers the old location. Returns the unsubscribe.
 */
export const followRouter = (router: FollowedRouter) => {
  followed = router;
  latestAddress = addressOf(router.state.location);
  return router.subscribe(({ location }) => {
    if (addressOf(location) === latestAddress) return;
    latestAddress = addressOf(location);
    listeners.forEach((listener) => listener());
  });
};

/**
 * A thin bar at the top of the page from the click to the next screen: while a screen's code loads,
 * the screen before it stays on (the router's transition), and without the bar nothing would say
 * that the click was taken. Browser tests wait for it to go (tests/e2e/support/browser.ts).
 */
export const NavigationPending = () => {
  const latest = useSyncExternalStore(subscribe, readLatestAddress);
  const location = useLocation();
  const drawnFirst = useRef(addressOf(location));
  // react-router's RouterProvider reads the router's state when it renders and subscribes to it only
  // when it commits. The app's first render yields to the browser (the admin's code arrives as a lazy
  // chunk), and a move in between (a link followed, a pasted address's query applied at once) was
  // never drawn: the old screen stayed, with this bar, for good. Once mounted, the provider is
  // subscribed: a router already elsewhere is moved there again (a replace, no new history entry),
  // and the provider draws that.
  useEffect(() => {
    const router = followed;
    if (!router || addressOf(router.state.location) === drawnFirst.current) return;
    const { pathname, search, hash, state } = router.state.location;
    void router.navigate(`${pathname}${search}${hash}`, { replace: true, state });
  }, []);
  const shown = addressOf(location);
  if (latest === undefined || latest === shown) return null;
  return (
    <div
      className="kago-navigation-pending"
      role="progressbar"
      aria-busy="true"
      aria-label={startupPageTexts().loading}
    />
  );
};
