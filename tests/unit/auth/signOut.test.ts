// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProviderMetadata } from '../../../authProvider/discovery';
import { userManager } from '../../../authProvider/oidc';
import { hasPendingRevocations, retryPendingRevocations } from '../../../authProvider/revocation';
import { readLanguageId, readSession, storeLanguageId, storeSession } from '../../../authProvider/session';
import { signOut } from '../../../authProvider/signOut';
import { findLanguage } from '../../../i18n/languages';
import { fakeProvider } from './fakeProvider';
import { fakeJwt } from './jwt';

const signoutRedirect = vi.fn(async (_args?: unknown) => undefined);
vi.mock('../../../authProvider/oidc', () => ({
  userManager: vi.fn(async () => ({ signoutRedirect })),
  uiLocale: () => 'ja',
}));

describe('signOut', () => {
  beforeEach(() => {
    forgetProviderMetadata();
    storeLanguageId(findLanguage('ja').languageId);
    storeSession({
      accessToken: 'access',
      refreshToken: 'refresh',
      idToken: 'id',
      expiresAt: 1,
      subject: 'admin',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    signoutRedirect.mockReset();
  });

  it('revokes the tokens, clears the session but not the language, and ends the provider session', async () => {
    const { revocations } = fakeProvider(window.location.origin, () => Response.json({}));
    await signOut();
    expect(revocations.map((form) => Object.fromEntries(form))).toEqual(
      expect.arrayContaining([
        { token: 'access', token_type_hint: 'access_token', client_id: 'kago-backoffice' },
        { token: 'refresh', token_type_hint: 'refresh_token', client_id: 'kago-backoffice' },
      ]),
    );
    expect(readSession()).toBeNull();
    expect(readLanguageId()).toBe(findLanguage('ja').languageId);
    expect(signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id',
      extraQueryParams: { ui_locales: 'ja' },
    });
  });

  it('revokes a JWT access token too, so that the API refuses it at once', async () => {
    storeSession({
      accessToken: fakeJwt({ sub: 'admin' }),
      refreshToken: 'refresh',
      idToken: 'id',
      expiresAt: 1,
      subject: 'admin',
    });
    const { revocations } = fakeProvider(window.location.origin, () => Response.json({}));
    await signOut();
    expect(revocations.map((form) => form.get('token_type_hint')).sort()).toEqual([
      'access_token',
      'refresh_token',
    ]);
  });

  it('still signs out when the provider refuses a revocation', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    await signOut();
    expect(readSession()).toBeNull();
    expect(signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('tries a failed revocation again, and keeps none once the provider answers', async () => {
    let answers = 0;
    const { revocations } = fakeProvider(
      window.location.origin,
      () => Response.json({}),
      () => (answers++ < 2 ? new Response('busy', { status: 503 }) : Response.json({})),
    );
    await signOut();
    // Two 503s (the first try of each token), then both revoked on their second try.
    expect(revocations).toHaveLength(4);
    expect(hasPendingRevocations()).toBe(false);
  });

  it('keeps a revocation that keeps failing for the signed-out page, which can try it again', async () => {
    let down = true;
    fakeProvider(
      window.location.origin,
      () => Response.json({}),
      () => (down ? new Response('down', { status: 502 }) : Response.json({})),
    );
    await signOut();
    expect(hasPendingRevocations()).toBe(true);
    expect(signoutRedirect).toHaveBeenCalledTimes(1);
    down = false;
    expect(await retryPendingRevocations()).toBe(0);
    expect(hasPendingRevocations()).toBe(false);
  });

  it('does not retry a token kind the provider cannot revoke', async () => {
    const { revocations } = fakeProvider(
      window.location.origin,
      () => Response.json({}),
      () => Response.json({ error: 'unsupported_token_type' }, { status: 400 }),
    );
    await signOut();
    expect(revocations).toHaveLength(2);
    expect(hasPendingRevocations()).toBe(false);
  });

  it('goes to /logged-out itself when the provider cannot be reached', async () => {
    fakeProvider(window.location.origin, () => Response.json({}));
    vi.mocked(userManager).mockRejectedValueOnce(new Error('discovery failed'));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await signOut();
    expect(assign).toHaveBeenCalledWith('/logged-out');
  });
});
