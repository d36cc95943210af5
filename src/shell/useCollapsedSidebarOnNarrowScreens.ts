import { useState } from 'react';
import { useStoreContext, type Store } from 'react-admin';
import { desktopMinWidth } from './theme/breakpoints';

/** Where react-admin's `useSidebarState` keeps whether the sidebar is open. */
const sidebarOpenKey = 'sidebar.open';

/** Stores (one per page load in the app, one per test) whose sidebar has had its start-up state. */
const started = new WeakSet<Store>();

/**
 * The seed: the sidebar starts collapsed when the window is 1220 px wide or less, and so open on a
 * desktop; after that the user's toggle rules, even when the layout mounts again. react-admin
 * persists the state, so without this a sidebar closed on a laptop would stay closed at a wide desk.
 *
 * The value is written while the layout first renders, before the sidebar reads it (nothing
 * subscribes to it yet). Setting it in an effect instead lets a phone's drawer open and close in the
 * same frame, and MUI then never finishes closing it: the page stays aria-hidden behind an
 * invisible drawer.
 */
export const useCollapsedSidebarOnNarrowScreens = () => {
  const store = useStoreContext();
  useState(() => {
    if (started.has(store)) return;
    started.add(store);
    store.setItem(sidebarOpenKey, window.innerWidth >= desktopMinWidth);
  });
};
