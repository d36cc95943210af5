/**
 * The session values the seed keeps in localStorage, under named keys. The single place that reads
 * and writes them: the data provider, the auth provider and the language switcher all go through it.
 */
export const sessionKeys = {
  accessToken: 'kago.accessToken',
  refreshToken: 'kago.refreshToken',
  idToken: 'kago.idToken',
  /** Expiry of the access token, epoch milliseconds. */
  expiresAt: 'kago.expiresAt',
  subject: 'kago.subject',
  menu: 'kago.menu',
  languageId: 'kago.languageId',
} as const;

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  expiresAt: number;
  subject: string | null;
}

export const readSession = (): StoredSession | null => {
  const accessToken = localStorage.getItem(sessionKeys.accessToken);
  if (!accessToken) return null;
  return {
    accessToken,
    refreshToken: localStorage.getItem(sessionKeys.refreshToken),
    idToken: localStorage.getItem(sessionKeys.idToken),
    expiresAt: Number(localStorage.getItem(sessionKeys.expiresAt) ?? 0),
    subject: localStorage.getItem(sessionKeys.subject),
  };
};

export const storeSession = (session: StoredSession) => {
  localStorage.setItem(sessionKeys.accessToken, session.accessToken);
  localStorage.setItem(sessionKeys.expiresAt, String(session.expiresAt));
  const optional = [
    [sessionKeys.refreshToken, session.refreshToken],
    [sessionKeys.idToken, session.idToken],
    [sessionKeys.subject, session.subject],
  ] as const;
  for (const [key, value] of optional) {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  }
};

/** Forgets the session; the language choice survives a sign-out. */
export const clearSession = () => {
  for (const key of [
    sessionKeys.accessToken,
    sessionKeys.refreshToken,
    sessionKeys.idToken,
    sessionKeys.expiresAt,
    sessionKeys.subject,
    sessionKeys.menu,
  ]) {
    localStorage.removeItem(key);
  }
};

/** Authenticated while now is before the stored expiry. */
export const isAuthenticated = (now = Date.now()) => {
  const session = readSession();
  return session !== null && now < session.expiresAt;
};

export const readLanguageId = () => localStorage.getItem(sessionKeys.languageId);
export const storeLanguageId = (languageId: string) =>
  localStorage.setItem(sessionKeys.languageId, languageId);
