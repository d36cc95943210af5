import type { ServedMenu, ServedMenuItem } from '../../../contract/visibleMenu';

/** One line of the sidebar: a group's title, or an item that opens a path. */
export type SidebarEntry =
  | { kind: 'title'; key: string; label: string }
  | { kind: 'item'; key: string; label: string; icon: string; path: string };

/**
 * The served menus as the sidebar's lines, in the server's order: each group's title before its
 * items; a path shown once (both menus start with the dashboard); a title without items left out.
 */
export const sidebarEntries = (menus: readonly ServedMenu[]): SidebarEntry[] => {
  const seen = new Set<string>();
  const entriesOf = (items: readonly ServedMenuItem[], prefix: string): SidebarEntry[] =>
    items.flatMap((item): SidebarEntry[] => {
      const key = `${prefix}/${item.key}`;
      if (item.children) {
        const children = entriesOf(item.children, key);
        return children.length > 0 ? [{ kind: 'title', key, label: item.label }, ...children] : [];
      }
      if (item.path === undefined || seen.has(item.path)) return [];
      seen.add(item.path);
      return [{ kind: 'item', key, label: item.label, icon: item.icon, path: item.path }];
    });
  return menus.flatMap((menu) => entriesOf(menu.items, menu.key));
};

const leafPaths = (items: readonly ServedMenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? leafPaths(item.children) : item.path ? [item.path] : []));

/** Every path the menus open. */
export const menuPaths = (menus: readonly ServedMenu[]) =>
  new Set(menus.flatMap((menu) => leafPaths(menu.items)));

/**
 * Whether a location belongs to a menu path: `/` is the dashboard alone; any other page belongs to
 * the path of its first segment (`/bank/12/show` to `/bank`).
 */
export const isInMenu = (pathname: string, paths: ReadonlySet<string>) => {
  const firstSegment = pathname.split('/')[1] ?? '';
  return paths.has(`/${firstSegment}`);
};
