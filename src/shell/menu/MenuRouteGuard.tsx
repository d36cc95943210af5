import { useEffect, type ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStillHere } from '../../kit/useStillHere';
import { publicPaths, publicRoutes } from '../../../contract/publicPaths';
import { resourceShells } from '../../../contract/declarationShells';
import { isKnownPathIn, menuPathOfScreenIn } from '../../../contract/menuPaths';
import { isInMenu, menuPaths } from './sidebarEntries';
import { useServerMenu } from './useServerMenu';

// Inside the signed-in app `/` is the dashboard, a menu path like any other.
const publicPagePaths = publicPaths.filter((path) => path !== publicRoutes.landing);

/**
 * `/dashboard` (the seed's route key) is the dashboard, which the menus name `/`; a screen reached
 * from another (resources/visibleMenu.ts `menuPathOfScreen`) belongs to that one's.
 */
const menuPathOf = (pathname: string, mayRead: boolean) =>
  pathname === '/dashboard' ? '/' : menuPathOfScreenIn(pathname, mayRead, resourceShells);

/**
 * Opens only the pages of the user's menu: an unknown path goes to /404, a screen the user's roles
 * may not open to /AccessDeny. The server's fresh answer decides; while only last visit's menus are
 * known, a page they lack waits for it (the role may have changed since). Without a menu (not
 * answered yet, or failed) the API decides.
 */
export const MenuRouteGuard = ({ children }: { children: ReactNode }) => {
  const { menus, status } = useServerMenu();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const stillHere = useStillHere();
  // Whether the user may read the resource the path opens (a screen outside the menu needs it).
  const { canAccess: mayRead = false, isPending: rightsPending } = useCanAccess({
    // `/` is the dashboard: a name react-admin accepts, whose answer nothing here reads.
    resource: pathname.split('/')[1] || 'dashboard',
    action: 'list',
  });
  const unknown = !publicPagePaths.includes(pathname) && !isKnownPathIn(pathname, resourceShells);
  const outside =
    unknown ||
    (menus !== undefined &&
      !publicPagePaths.includes(pathname) &&
      !isInMenu(menuPathOf(pathname, mayRead), menuPaths(menus)));
  const decided = unknown || (outside && status === 'fresh' && !rightsPending);
  // Not once the user has moved on: the menu's answer may come while the next page renders.
  useEffect(() => {
    if (decided && stillHere())
      navigate(unknown ? publicRoutes.notFound : publicRoutes.accessDenied, { replace: true });
  }, [decided, unknown, navigate, stillHere]);
  // Hidden while it is outside a menu the server sent, or is still asked for; shown if it failed.
  return outside && status !== 'failed' ? null : children;
};
