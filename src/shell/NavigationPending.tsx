import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import './pageSpinner.css';
import { startupPageTexts } from './startupMessages';

/** What this file needs of react-router's data router: its location, and word of each change. */
interface RouterLocation {
  pathname: string;
  search: string;
}
interface FollowedRouter {
  state: { location: RouterLocation };
  subscribe: (listener: (state: { location: RouterLocation }) => void) => () => void;
}

/** A location as an address: a move made with `history.pushState` has no key of its own. */
const addressOf = ({ pathname, search }: RouterLocation) => `${pathname}${search}`;

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
  const shown = addressOf(useLocation());
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
