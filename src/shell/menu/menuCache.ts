import { sessionKeys } from '../../../authProvider/session';
import type { ServedMenu } from '../../../contract/visibleMenu';

/**
 * The last menus the server served, kept in localStorage (`sessionKeys.menu`) so the next visit
 * paints the sidebar at once. They belong to one user and one language: another user's or another
 * language's menus are not shown. Sign-out removes them with the rest of the session.
 */
interface StoredMenus {
  subject: string | null;
  languageId: string;
  menus: ServedMenu[];
}

const isStoredMenus = (value: unknown): value is StoredMenus => {
  const candidate = value as Partial<StoredMenus> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.languageId === 'string' &&
    Array.isArray(candidate.menus)
  );
};

export const readCachedMenus = (subject: string | null, languageId: string): ServedMenu[] | undefined => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(sessionKeys.menu) ?? 'null');
    if (!isStoredMenus(stored) || stored.subject !== subject || stored.languageId !== languageId) {
      return undefined;
    }
    return stored.menus;
  } catch {
    // Unreadable (edited by hand, an older format): as good as none; the server's answer replaces it.
    return undefined;
  }
};

export const storeCachedMenus = (subject: string | null, languageId: string, menus: ServedMenu[]) => {
  const stored: StoredMenus = { subject, languageId, menus };
  localStorage.setItem(sessionKeys.menu, JSON.stringify(stored));
};
