// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../authProvider/authProvider';
import { loadPublicPage } from '../../../authProvider/publicPage';
import { forgetProviderMetadata } from '../../../authProvider/discovery';
import { readReturnPath } from '../../../authProvider/returnPath';
import { readSession, storeSession } from '../../../authProvider/session';
import { endProviderSession } from '../../../authProvider/signOut';
import { isSigningOut, resetSigningOut } from '../../../authProvider/signOutState';
import { fakeJwt } from './jwt';
import { fakeProvider } from './fakeProvider';

vi.mock('../../../authProvider/publicPage', () => ({ loadPublicPage: vi.fn() }));

vi.mock('../../../authProvider/signOut', () => ({
  endProviderSession: vi.fn(async () => undefined),
  signOut: vi.fn(async () => undefined),
}));

const inAnHour = () => Date.now() + 3_600_000;
const signIn = (roles: string[], expiresAt = inAnHour(), refreshToken: string | null = 'refresh') =>
  storeSession({
    accessToken: fakeJwt({ sub: 'staff', roles }),
    refreshToken,
    idToken: fakeJwt({ sub: 'staff', name: 'Nguyễn Văn A', email: 'a@kago.test' }),
    expiresAt,
    subject: 'staff',
  });

describe('authProvider', () => {
  const authProvider = createAuthProvider();

  beforeEach(() => {
    forgetProviderMetadata();
    resetSigningOut();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(endProviderSession).mockClear();
    vi.mocked(loadPublicPage).mockClear();
  });

  describe('checkAuth', () => {
    it('resolves while the session is unexpired', async () => {
      signIn(['viewer']);
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    });

    it('sends a visitor to /signin and remembers the page asked for', async () => {
      window.history.replaceState(null, '', '/bank?page=2');
      await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: false });
      expect(loadPublicPage).toHaveBeenCalledWith('/signin');
      expect(readReturnPath()).toBe('/bank?page=2');
    });

    it('sends an expired session without a refresh token to /signin', async () => {
      signIn(['viewer'], Date.now() - 1, null);
      await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: false });
      expect(loadPublicPage).toHaveBeenCalledWith('/signin');
    });

    it('renews an expired session with its refresh token', async () => {
      signIn(['viewer'], Date.now() - 1);
      const { tokenRequests } = fakeProvider(window.location.origin, () =>
        Response.json({ access_token: 'renewed', expires_in: 60 }),
      );
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
      expect(tokenRequests).toHaveLength(1);
      expect(readSession()?.accessToken).toBe('renewed');
    });

    it('leaves the redirect to the sign-out when the renewal fails', async () => {
      signIn(['viewer'], Date.now() - 1);
      fakeProvider(window.location.origin, () => Response.json({ error: 'invalid_grant' }, { status: 400 }));
      await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: false });
      await vi.waitFor(() => expect(endProviderSession).toHaveBeenCalled());
      // react-admin then calls logout, which must not race the sign-out with a redirect of its own.
      expect(isSigningOut()).toBe(true);
      await expect(authProvider.logout({})).resolves.toBe(false);
    });
  });

  describe('checkError', () => {
    it('lets a 401 through for the data provider to refresh', async () => {
      await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    });

    it('sends a 403 to /AccessDeny without signing out', async () => {
      await expect(authProvider.checkError({ status: 403 })).rejects.toMatchObject({
        redirectTo: false,
        logoutUser: false,
      });
      expect(loadPublicPage).toHaveBeenLastCalledWith('/AccessDeny');
      vi.mocked(loadPublicPage).mockClear();
      await expect(authProvider.checkError({ response: { status: 403 } })).rejects.toMatchObject({
        redirectTo: false,
      });
      expect(loadPublicPage).toHaveBeenCalledWith('/AccessDeny');
    });

    it('ignores other failures', async () => {
      for (const error of [{ status: 400 }, { status: 500 }, new Error('network'), undefined]) {
        await expect(authProvider.checkError(error)).resolves.toBeUndefined();
      }
    });
  });

  it('reads the identity from the ID token', async () => {
    signIn(['viewer']);
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'staff',
      fullName: 'Nguyễn Văn A',
      email: 'a@kago.test',
    });
  });

  it('has no identity without a session', async () => {
    await expect(authProvider.getIdentity!()).rejects.toThrow();
  });

  it('reads the roles from the access token', async () => {
    signIn(['purchaser', 'warehouse']);
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['purchaser', 'warehouse']);
  });

  it('grants writes to admin only and reads to every role', async () => {
    signIn(['viewer']);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'bank' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'edit', resource: 'bank' })).resolves.toBe(false);
    signIn(['admin']);
    await expect(authProvider.canAccess!({ action: 'delete', resource: 'bank' })).resolves.toBe(true);
  });

  it('judges each resource by its own area and offered actions', async () => {
    signIn(['purchaser']);
    // A purchaser reads catalogues but may not change them, and may not open settings at all.
    await expect(authProvider.canAccess!({ action: 'list', resource: 'bank' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'create', resource: 'bank' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'currency' })).resolves.toBe(false);
    signIn(['admin']);
    // Currencies have no activate call: nobody is offered one.
    await expect(authProvider.canAccess!({ action: 'activate', resource: 'currency' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'no-such-resource' })).resolves.toBe(
      false,
    );
  });

  it('signs out fully with a session, and sends to /signin without one', async () => {
    const { signOut } = await import('../../../authProvider/signOut');
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(loadPublicPage).toHaveBeenCalledWith('/signin');
    expect(signOut).not.toHaveBeenCalled();
    signIn(['viewer']);
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
