// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProviderMetadata } from '../../../authProvider/discovery';
import { refreshOnce } from '../../../authProvider/refresh';
import { readSession, storeSession } from '../../../authProvider/session';
import { endProviderSession } from '../../../authProvider/signOut';
import { fakeProvider } from './fakeProvider';

vi.mock('../../../authProvider/signOut', () => ({ endProviderSession: vi.fn(async () => undefined) }));

const origin = window.location.origin;
const signedIn = {
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  idToken: 'old-id',
  expiresAt: 1,
  subject: 'admin',
};

describe('refreshOnce', () => {
  beforeEach(() => {
    forgetProviderMetadata();
    storeSession(signedIn);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(endProviderSession).mockClear();
  });

  it('shares one token request among 20 concurrent callers and stores the new session', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { tokenRequests } = fakeProvider(origin, async () => {
      await released;
      return Response.json({ access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 300 });
    });
    const before = Date.now();
    const callers = Array.from({ length: 20 }, () => refreshOnce());
    release();
    const sessions = await Promise.all(callers);

    expect(tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(tokenRequests[0])).toEqual({
      client_id: 'kago-backoffice',
      grant_type: 'refresh_token',
      refresh_token: 'old-refresh',
    });
    expect(new Set(sessions).size).toBe(1);
    const stored = readSession()!;
    expect(stored).toEqual(sessions[0]);
    expect(stored).toMatchObject({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
      idToken: 'old-id',
      subject: 'admin',
    });
    expect(stored.expiresAt).toBeGreaterThanOrEqual(before + 300_000);
    expect(stored.expiresAt).toBeLessThanOrEqual(Date.now() + 300_000);
  });

  it('refreshes again for a 401 that comes after the previous refresh finished', async () => {
    let issued = 0;
    const { tokenRequests } = fakeProvider(origin, () => {
      issued += 1;
      return Response.json({
        access_token: `access-${issued}`,
        refresh_token: `refresh-${issued}`,
        expires_in: 60,
      });
    });
    await refreshOnce();
    const second = await refreshOnce();
    expect(tokenRequests.map((request) => request.get('refresh_token'))).toEqual([
      'old-refresh',
      'refresh-1',
    ]);
    expect(second.accessToken).toBe('access-2');
  });

  it("clears the session, starts sign-out and rejects every caller with 'Cannot refresh token' on failure", async () => {
    const { tokenRequests } = fakeProvider(origin, () =>
      Response.json({ error: 'invalid_grant' }, { status: 400 }),
    );
    const callers = Array.from({ length: 20 }, () => refreshOnce());
    const results = await Promise.allSettled(callers);

    expect(tokenRequests).toHaveLength(1);
    for (const result of results) {
      expect(result).toMatchObject({ status: 'rejected', reason: new Error('Cannot refresh token') });
    }
    expect(readSession()).toBeNull();
    await vi.waitFor(() => expect(endProviderSession).toHaveBeenCalledTimes(1));
    expect(endProviderSession).toHaveBeenCalledWith('old-id');
  });

  it('fails without asking the provider when there is no refresh token', async () => {
    const { fetchMock } = fakeProvider(origin, () => Response.json({}));
    storeSession({ ...signedIn, refreshToken: null });
    await expect(refreshOnce()).rejects.toThrow('Cannot refresh token');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });

  it('fails when the provider answers no access token', async () => {
    fakeProvider(origin, () => Response.json({ token_type: 'Bearer' }));
    await expect(refreshOnce()).rejects.toThrow('Cannot refresh token');
    expect(readSession()).toBeNull();
  });
});
