// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from '../../../authProvider/callback';
import { rememberReturnPath, readReturnPath } from '../../../authProvider/returnPath';
import { readSession } from '../../../authProvider/session';

const user = {
  access_token: 'access',
  refresh_token: 'refresh',
  id_token: 'id',
  expires_at: 2_000_000_000,
  profile: { sub: 'admin' },
  state: undefined as unknown,
};
const signinRedirectCallback = vi.fn(async (_url?: string) => user);
const removeUser = vi.fn(async () => undefined);
vi.mock('../../../authProvider/oidc', () => ({
  userManager: async () => ({ signinRedirectCallback, removeUser }),
}));

describe('completeSignIn', () => {
  afterEach(() => {
    user.state = undefined;
    removeUser.mockClear();
  });

  it("stores the seed's session keys and forgets the client's own copy", async () => {
    await completeSignIn('http://localhost/callback?code=c&state=s');
    expect(signinRedirectCallback).toHaveBeenCalledWith('http://localhost/callback?code=c&state=s');
    expect(readSession()).toEqual({
      accessToken: 'access',
      refreshToken: 'refresh',
      idToken: 'id',
      expiresAt: 2_000_000_000_000,
      subject: 'admin',
    });
    expect(removeUser).toHaveBeenCalled();
  });

  it('returns to the page asked for, carried through the provider', async () => {
    user.state = { returnTo: '/bank/3?tab=1' };
    await expect(completeSignIn()).resolves.toBe('/bank/3?tab=1');
  });

  it('falls back to the page remembered in this tab, then to the dashboard', async () => {
    rememberReturnPath('/currency');
    await expect(completeSignIn()).resolves.toBe('/currency');
    expect(readReturnPath()).toBeNull();
    await expect(completeSignIn()).resolves.toBe('/dashboard');
  });

  it('never returns to another site or to a sign-in page', async () => {
    for (const returnTo of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      '/callback',
      '/signin?x=1',
    ]) {
      user.state = { returnTo };
      await expect(completeSignIn()).resolves.toBe('/dashboard');
    }
  });
});
