import type { ServedMenu, ServedMenuItem } from '../../../contract/visibleMenu';

/** A screen the sidebar opens. */
export interface SidebarLink {
  key: string;
  label: string;
  icon: string;
  path: string;
  /** Its label in every interface language, as the search compares it (`searchable`). */
  searchText: string;
}

/** One block of the sidebar: a screen of its own, or a group of screens that opens and closes. */
export type SidebarSection =
  | { kind: 'link'; link: SidebarLink }
  | { kind: 'group'; key: string; label: string; icon: string; links: SidebarLink[]; searchText: string };

/**
 * An item's label and its other languages' (a menu cached before the server sent them has none)
 * as the search reads them.
 */
const searchTextOf = (item: ServedMenuItem) => searchable([item.label, ...(item.aliases ?? [])].join(' '));

/**
 * The served menus as the sidebar's blocks, in the server's order: a group's screens under it (a
 * group inside a group adds its screens to the outer one), a path shown once (both menus start with
 * the dashboard), a group without screens left out. Group keys name their menu too, so the two
 * menus' groups never share the remembered open state.
 */
export const sidebarSections = (menus: readonly ServedMenu[]): SidebarSection[] => {
  const seen = new Set<string>();
  const linksOf = (items: readonly ServedMenuItem[], prefix: string): SidebarLink[] =>
    items.flatMap((item): SidebarLink[] => {
      const key = `${prefix}/${item.key}`;
      if (item.children) return linksOf(item.children, key);
      if (item.path === undefined || seen.has(item.path)) return [];
      seen.add(item.path);
      return [{ key, label: item.label, icon: item.icon, path: item.path, searchText: searchTextOf(item) }];
    });
  return menus.flatMap((menu) =>
    menu.items.flatMap((item): SidebarSection[] => {
      const key = `${menu.key}/${item.key}`;
      if (!item.children) return linksOf([item], menu.key).map((link) => ({ kind: 'link', link }));
      const links = linksOf(item.children, key);
      return links.length > 0
        ? [{ kind: 'group', key, label: item.label, icon: item.icon, links, searchText: searchTextOf(item) }]
        : [];
    }),
  );
};

/** The menu group key a section's key ends with (`menu.purchasing/purchased` to `purchased`). */
export const groupKeyOf = (sectionKey: string) => sectionKey.slice(sectionKey.lastIndexOf('/') + 1);

/**
 * Text as a search compares it: lower case, without accents (Vietnamese "đ" as "d"), so "da mua"
 * finds "Đã mua" and "mercari" finds "Mercari".
 */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

/**
 * The sections whose screens match every word of the query, in the screen's own label or its
 * group's, in any interface language ("purchased mercari" finds "Purchased — Mercari", and so does
 * "đã mua mercari"); a group keeps only its matches.
 */
export const filterSections = (sections: readonly SidebarSection[], query: string): SidebarSection[] => {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  const matches = (link: SidebarLink, groupText = '') => {
    const text = `${groupText} ${link.searchText}`;
    return words.every((word) => text.includes(word));
  };
  return sections.flatMap((section): SidebarSection[] => {
    if (section.kind === 'link') return matches(section.link) ? [section] : [];
    const links = section.links.filter((link) => matches(link, section.searchText));
    return links.length > 0 ? [{ ...section, links }] : [];
  });
};

/** Every screen of the sections, in order. */
export const sectionLinks = (sections: readonly SidebarSection[]) =>
  sections.flatMap((section) => (section.kind === 'link' ? [section.link] : section.links));

/**
 * The group holding the screen a location shows (its first path segment, as the route guard
 * matches pages to the menu), if any.
 */
export const groupOfLocation = (sections: readonly SidebarSection[], pathname: string) => {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  for (const section of sections) {
    if (section.kind === 'group' && section.links.some((link) => link.path === first)) return section.key;
  }
  return undefined;
};
