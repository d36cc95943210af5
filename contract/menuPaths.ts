import type { ResourceDeclaration } from '../resources/types';
import { builtRoutes } from './builtRoutes';

/**
 * What a path's judgement reads of a declaration: its name and the routes that lead to it. The
 * browser's route guard passes the declarations' shells (contract/declarationShells.ts), the server
 * and the served menus the declarations (contract/visibleMenu.ts).
 */
export type ScreenDeclaration = Pick<ResourceDeclaration, 'name' | 'presetRoutes' | 'reachedFrom'>;

/**
 * Whether a path's first segment is a screen the app has, for some role: a built route or a declared
 * resource (`/bank/12/show` belongs to `/bank`). Any other path is not found, for everybody.
 */
export const isKnownPathIn = (pathname: string, declarations: readonly ScreenDeclaration[]) => {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return (
    first === '/' ||
    first === '/dashboard' ||
    builtRoutes.some((route) => route.path === first) ||
    declarations.some(
      (declaration) =>
        `/${declaration.name}` === first ||
        Object.keys(declaration.presetRoutes ?? {}).some((route) => `/${route}` === first),
    )
  );
};

/**
 * The menu path a path belongs to: a declaration's preset route (`presetRoutes`) to the
 * declaration's own; a declaration reached from another screen (`reachedFrom`) to that screen's, for
 * a user who may read it (`mayRead`); any other to itself.
 */
export const menuPathOfScreenIn = (
  pathname: string,
  mayRead: boolean,
  declarations: readonly ScreenDeclaration[],
) => {
  const first = pathname.split('/')[1] ?? '';
  const preset = declarations.find((declaration) => Object.hasOwn(declaration.presetRoutes ?? {}, first));
  if (preset) return `/${preset.name}`;
  const reachedFrom = declarations.find((declaration) => declaration.name === first)?.reachedFrom;
  if (reachedFrom && mayRead) return reachedFrom === 'dashboard' ? '/' : `/${reachedFrom}`;
  return pathname;
};
