import { storeSession, type StoredSession } from '../../../authProvider/session';

/** A signed-in session whose access token is `accessToken`. */
export const sessionWith = (accessToken: string, refreshToken = 'refresh-1'): StoredSession => ({
  accessToken,
  refreshToken,
  idToken: 'id-token',
  expiresAt: Date.now() + 3_600_000,
  subject: 'admin',
});

export const signIn = (accessToken: string, refreshToken?: string) =>
  storeSession(sessionWith(accessToken, refreshToken));
