// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { forgetProviderMetadata } from '../../../authProvider/discovery';
import { endProviderSession } from '../../../authProvider/signOut';
import { readSession } from '../../../authProvider/session';
import { createDataProvider } from '../../../dataProvider/dataProvider';
import { createHttpClient } from '../../../dataProvider/httpClient';
import { setNotifier } from '../../../dataProvider/notifier';
import { resourceDeclarations } from '../../../resources';
import { failure, ok, recordingAdapter, testConfig, useTestConfig } from './recordingAdapter';
import { signIn } from './session';

// Sign-out sends the browser to the provider; here it is enough to know it started.
vi.mock('../../../authProvider/signOut', () => ({ endProviderSession: vi.fn(async () => undefined) }));

const tokenEndpoint = 'http://master.test/oidc/token';
const discoveryUrl = `${testConfig.authority}/.well-known/openid-configuration`;
const parallelCalls = 20;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The provider, as seen through `fetch`: a discovery document, and a token endpoint that answers
 * `tokenAnswer` after a moment (so that all the failing calls are waiting on the same refresh).
 */
const stubProvider = (tokenAnswer: () => Response) => {
  const tokenRequests: URLSearchParams[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === discoveryUrl)
      return json(200, { issuer: testConfig.authority, token_endpoint: tokenEndpoint });
    if (url === tokenEndpoint && init?.method === 'POST') {
      tokenRequests.push(new URLSearchParams(String(init.body)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      return tokenAnswer();
    }
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchStub);
  return tokenRequests;
};

/** The API: a call with the expired token is answered 401, with any other token its record. */
const apiRejecting = (expiredToken: string) =>
  recordingAdapter((request) =>
    request.headers.Authorization === `Bearer ${expiredToken}`
      ? failure(401, { message: 'Token expired' })
      : ok({ id: Number(new URL(request.url).searchParams.get('id')), name: 'bank' }),
  );

const callInParallel = (provider: ReturnType<typeof createDataProvider>) =>
  Promise.allSettled(
    Array.from({ length: parallelCalls }, (_, index) => provider.getOne('bank', { id: index + 1 })),
  );

describe('401 -> single-flight refresh with the real refreshOnce', () => {
  const toasts: string[] = [];
  let unregister = () => {};

  beforeEach(() => {
    useTestConfig();
    forgetProviderMetadata();
    vi.mocked(endProviderSession).mockClear();
    signIn('expired-token', 'refresh-1');
    toasts.length = 0;
    unregister = setNotifier((key) => toasts.push(key));
  });
  afterEach(() => {
    unregister();
    vi.unstubAllGlobals();
  });

  it('20 parallel calls answered 401 share one token request and are each repeated once', async () => {
    const tokenRequests = stubProvider(() =>
      json(200, {
        access_token: 'new-token',
        refresh_token: 'refresh-2',
        expires_in: 3600,
        token_type: 'Bearer',
      }),
    );
    const { adapter, requests } = apiRejecting('expired-token');
    const provider = createDataProvider(resourceDeclarations, createHttpClient({ adapter }));

    const results = await callInParallel(provider);

    expect(results.map((result) => result.status)).toEqual(Array(parallelCalls).fill('fulfilled'));
    expect(results.map((result) => result.status === 'fulfilled' && result.value.data.id)).toEqual(
      Array.from({ length: parallelCalls }, (_, index) => index + 1),
    );
    expect(tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(tokenRequests[0])).toEqual({
      client_id: 'kago-backoffice',
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    for (let id = 1; id <= parallelCalls; id += 1) {
      const tokensSent = requests
        .filter((request) => request.line === `GET /api/bank/edit?id=${id}`)
        .map((request) => request.headers.Authorization);
      expect(tokensSent).toEqual(['Bearer expired-token', 'Bearer new-token']);
    }
    expect(requests).toHaveLength(2 * parallelCalls);
    expect(toasts).toEqual(['common.sso.refreshToken.performActionAgain']);
    expect(readSession()).toMatchObject({ accessToken: 'new-token', refreshToken: 'refresh-2' });
  });

  it('a failed refresh rejects every call, clears the session and signs out, without repeats', async () => {
    const tokenRequests = stubProvider(() => json(400, { error: 'invalid_grant' }));
    const { adapter, requests } = apiRejecting('expired-token');
    const provider = createDataProvider(resourceDeclarations, createHttpClient({ adapter }));

    const results = await callInParallel(provider);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).toMatchObject({ status: 401 });
    }
    expect(tokenRequests).toHaveLength(1);
    expect(requests).toHaveLength(parallelCalls);
    expect(readSession()).toBeNull();
    await vi.waitFor(() => expect(endProviderSession).toHaveBeenCalledTimes(1));
    expect(toasts).toEqual([]);
  });
});
