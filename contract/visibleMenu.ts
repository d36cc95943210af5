import { areaOf, hasRight } from './access';
import { builtRoutes, type BuiltRoute } from './builtRoutes';
import { isKnownPathIn, menuPathOfScreenIn, type ScreenDeclaration } from './menuPaths';
import { resourceDeclarations } from '../resources/index';
import type { MenuDefinition, MenuKey, MenuNode } from '../resources/menu';
import { resourceLabelKey, type ResourceDeclaration } from '../resources/types';

/** What a menu leaf's route opens, once built: a built route's or a declared resource's page. */
export type RouteTarget = Omit<BuiltRoute, 'route'>;

/** A built custom route, else a declared resource (at `/<name>`), else nothing: not built yet. */
export const routeTarget = (
  route: string,
  declarations: readonly ResourceDeclaration[] = resourceDeclarations,
): RouteTarget | undefined => {
  const built = builtRoutes.find((candidate) => candidate.route === route);
  if (built) return built;
  const declaration = declarations.find((candidate) => candidate.name === route);
  if (!declaration) return undefined;
  return {
    path: `/${declaration.name}`,
    labelKey: resourceLabelKey(declaration.name),
    icon: declaration.icon,
    area: areaOf(declaration),
  };
};

/** `menuPaths.ts`'s judgements over every declaration (the browser passes their shells instead). */
export const isKnownPath = (
  pathname: string,
  declarations: readonly ScreenDeclaration[] = resourceDeclarations,
) => isKnownPathIn(pathname, declarations);

export const menuPathOfScreen = (
  pathname: string,
  mayRead: boolean,
  declarations: readonly ScreenDeclaration[] = resourceDeclarations,
) => menuPathOfScreenIn(pathname, mayRead, declarations);

/** A menu item a user may open: a leaf carries the path it opens, a group its visible children. */
export interface VisibleMenuNode {
  readonly key: string;
  readonly labelKey: string;
  /** A Material icon name (src/icons.ts). */
  readonly icon: string;
  /** The app path a leaf opens (`/bank`, `/` for the dashboard); absent on groups. */
  readonly path?: string;
  readonly children?: readonly VisibleMenuNode[];
}

export interface VisibleMenu {
  readonly key: MenuKey;
  readonly labelKey: string;
  readonly items: readonly VisibleMenuNode[];
}

/** The seed's menu tree with each declaration's own leaf placed where it says (`menu.after`). */
export const withDeclaredLeaves = (
  menu: MenuDefinition,
  declarations: readonly ResourceDeclaration[] = resourceDeclarations,
): MenuDefinition => {
  const placed = declarations.filter((declaration) => declaration.menu?.menu === menu.key);
  const place = (items: readonly MenuNode[]): MenuNode[] =>
    items.flatMap((node) => [
      node.children ? { ...node, children: place(node.children) } : node,
      ...placed
        .filter((declaration) => declaration.menu?.after === node.key)
        .map((declaration) => ({ key: declaration.name, route: declaration.name })),
    ]);
  return { ...menu, items: place(menu.items) };
};

/**
 * The part of a menu these roles are served: leaves whose route is built and readable by one of the
 * roles (resources/access.ts, the table the API enforces), groups that still hold one.
 */
export const visibleMenu = (
  menu: MenuDefinition,
  roleNames: readonly string[],
  declarations: readonly ResourceDeclaration[] = resourceDeclarations,
): VisibleMenu => {
  const visible = (node: MenuNode): VisibleMenuNode[] => {
    if (node.children) {
      const children = node.children.flatMap(visible);
      if (children.length === 0) return [];
      return [{ key: node.key, labelKey: node.labelKey ?? node.key, icon: node.icon ?? '', children }];
    }
    const target = node.route === undefined ? undefined : routeTarget(node.route, declarations);
    if (!target || !hasRight(roleNames, 'read', target.area)) return [];
    return [
      {
        key: node.key,
        labelKey: node.labelKey ?? target.labelKey,
        icon: node.icon ?? target.icon,
        path: target.path,
      },
    ];
  };
  return {
    key: menu.key,
    labelKey: menu.labelKey,
    items: withDeclaredLeaves(menu, declarations).items.flatMap(visible),
  };
};

/**
 * A menu item on the wire (`Menu/GetAllCrmMenu`, `Resources/GetByKey`): the visible item with its
 * label already translated (server/menu/serveMenu.ts).
 */
export interface ServedMenuItem extends Omit<VisibleMenuNode, 'labelKey' | 'children'> {
  readonly label: string;
  /**
   * The label in the other interface languages: the sidebar's search matches them too, so a word
   * staff know in any of the three finds the screen ("bank" in the Vietnamese interface).
   */
  readonly aliases: readonly string[];
  readonly children?: readonly ServedMenuItem[];
}

export interface ServedMenu {
  readonly key: MenuKey;
  readonly label: string;
  readonly items: readonly ServedMenuItem[];
}
