import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { publicPaths, publicRoutes } from '../../public/publicPaths';
import { isInMenu, menuPaths } from './sidebarEntries';
import { useServerMenu } from './useServerMenu';

// Inside the signed-in app `/` is the dashboard, a menu path like any other.
const publicPagePaths = publicPaths.filter((path) => path !== publicRoutes.landing);

/**
 * Opens only the pages of the user's menu: any other signed-in route goes to /AccessDeny. The server's
 * fresh answer decides; while only last visit's menus are known, a page they lack waits for it
 * (the role may have changed since). Without a menu (not answered yet, or failed) the API decides.
 */
export const MenuRouteGuard = ({ children }: { children: ReactNode }) => {
  const { menus, status } = useServerMenu();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const outside =
    menus !== undefined && !publicPagePaths.includes(pathname) && !isInMenu(pathname, menuPaths(menus));
  const denied = outside && status === 'fresh';
  useEffect(() => {
    if (denied) navigate(publicRoutes.accessDenied, { replace: true });
  }, [denied, navigate]);
  // Hidden while it is outside a menu the server sent, or is still asked for; shown if it failed.
  return outside && status !== 'failed' ? null : children;
};
