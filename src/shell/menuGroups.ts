import type { MenuGroup, ResourceDeclaration } from '../../resources';

/** Menu groups in sidebar order, each with its title key. */
export const menuGroups: readonly { group: MenuGroup; titleKey: string }[] = [
  { group: 'catalogue', titleKey: 'kago.menu.catalogue' },
  { group: 'setting', titleKey: 'kago.menu.setting' },
];

/** The declarations of each group, in declaration order; empty groups are left out. */
export const groupDeclarations = (declarations: readonly ResourceDeclaration[]) =>
  menuGroups
    .map(({ group, titleKey }) => ({
      group,
      titleKey,
      declarations: declarations.filter((declaration) => declaration.menuGroup === group),
    }))
    .filter(({ declarations: members }) => members.length > 0);
