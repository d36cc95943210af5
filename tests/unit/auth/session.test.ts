// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  isAuthenticated,
  readLanguageId,
  readSession,
  sessionKeys,
  storeLanguageId,
  storeSession,
} from '../../../authProvider/session';

const session = {
  accessToken: 'access',
  refreshToken: 'refresh',
  idToken: 'id',
  expiresAt: 2_000,
  subject: 'admin',
};

describe('session store', () => {
  it('keeps every value under its named key and reads them back', () => {
    storeSession(session);
    expect(localStorage.getItem(sessionKeys.accessToken)).toBe('access');
    expect(localStorage.getItem(sessionKeys.expiresAt)).toBe('2000');
    expect(readSession()).toEqual(session);
  });

  it('removes an optional value that a newer session lacks', () => {
    storeSession(session);
    storeSession({ ...session, refreshToken: null });
    expect(localStorage.getItem(sessionKeys.refreshToken)).toBeNull();
    expect(readSession()?.refreshToken).toBeNull();
  });

  it('is authenticated only before the expiry', () => {
    expect(isAuthenticated(1_000)).toBe(false);
    storeSession(session);
    expect(isAuthenticated(1_999)).toBe(true);
    expect(isAuthenticated(2_000)).toBe(false);
  });

  it('clears the session and the cached menu but keeps the language', () => {
    storeSession(session);
    localStorage.setItem(sessionKeys.menu, '[]');
    storeLanguageId('lang');
    clearSession();
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(sessionKeys.menu)).toBeNull();
    expect(readLanguageId()).toBe('lang');
  });
});
