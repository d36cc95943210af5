import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

/** The seed's desktop breakpoint: at 1220 px or less the sidebar starts collapsed. */
export const desktopMinWidth = 1221;

/** Collapses the sidebar once at start-up on screens narrower than desktop. */
export const useCollapsedSidebarOnNarrowScreens = () => {
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (window.innerWidth < desktopMinWidth) setOpen(false);
  }, [setOpen]);
};
