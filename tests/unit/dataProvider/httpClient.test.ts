// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, sessionKeys, storeLanguageId, storeSession } from '../../../authProvider/session';
import {
  createHttpClient,
  HttpRequestError,
  isCanceled,
  isHttpRequestError,
  type Transport,
} from '../../../dataProvider/httpClient';
import { setNotifier } from '../../../dataProvider/notifier';
import { languages } from '../../../i18n/languages';
import { failure, ok, recordingAdapter, useTestConfig, type RecordedRequest } from './recordingAdapter';
import { sessionWith, signIn } from './session';

const [vietnamese, english] = languages;

/** Answers 401 to any request carrying `expired`, and echoes the token otherwise. */
const rejectingToken = (expired: string) => (request: RecordedRequest) =>
  request.headers.Authorization === `Bearer ${expired}`
    ? failure(401, { message: 'Token expired' })
    : ok({ token: request.headers.Authorization });

describe('createHttpClient', () => {
  let unregister: () => void = () => undefined;
  const toasts: unknown[][] = [];

  beforeEach(() => {
    localStorage.clear();
    useTestConfig();
    toasts.length = 0;
    unregister = setNotifier((...args) => toasts.push(args));
  });
  afterEach(() => unregister());

  it('sends the stored bearer token, the default language id and the 180 s timeout', async () => {
    signIn('token-a');
    const { adapter, requests } = recordingAdapter(() => ok([]));
    await createHttpClient({ adapter }).get('http://master.test/api/bank/get-all');
    expect(requests[0].headers.Authorization).toBe('Bearer token-a');
    expect(requests[0].headers.LanguageId).toBe(vietnamese.languageId);
    expect(requests[0].timeout).toBe(180_000);
  });

  it('reads the token and language at send time, not when the client was made', async () => {
    const { adapter, requests } = recordingAdapter(() => ok([]));
    const http = createHttpClient({ adapter });
    await http.get('http://master.test/api/bank/get-all');
    expect(requests[0].headers.Authorization).toBeUndefined();
    signIn('token-b');
    storeLanguageId(english.languageId);
    await http.get('http://master.test/api/bank/get-all');
    expect(requests[1].headers.Authorization).toBe('Bearer token-b');
    expect(requests[1].headers.LanguageId).toBe(english.languageId);
  });

  it('serialises arrays as repeated keys without encoding', async () => {
    const { adapter, requests } = recordingAdapter(() => ok([]));
    await createHttpClient({ adapter }).get('http://master.test/api/bank/get', {
      params: { ids: [1, 2], keyword: 'ngân hàng' },
    });
    expect(requests[0].url).toBe('http://master.test/api/bank/get?ids=1&ids=2&keyword=ngân hàng');
  });

  it('on a 401 refreshes, repeats the call once with the new token and says so once', async () => {
    signIn('old');
    const refresh = vi.fn(async () => {
      const session = sessionWith('new');
      storeSession(session);
      return session;
    });
    const { adapter, requests } = recordingAdapter(rejectingToken('old'));
    const response = await createHttpClient({ adapter, refresh }).post<{ data: unknown }>(
      'http://master.test/api/bank/edit',
      {
        id: 1,
        name: 'VCB',
      },
    );
    expect(response.data.data).toEqual({ token: 'Bearer new' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => [request.headers.Authorization, request.body])).toEqual([
      ['Bearer old', { id: 1, name: 'VCB' }],
      ['Bearer new', { id: 1, name: 'VCB' }],
    ]);
    expect(toasts).toEqual([['common.sso.refreshToken.performActionAgain', 'info', undefined]]);
  });

  it('uses the token the refresh returned even if it was not stored', async () => {
    signIn('old');
    const { adapter, requests } = recordingAdapter(rejectingToken('old'));
    await createHttpClient({ adapter, refresh: async () => sessionWith('fresh') }).get(
      'http://master.test/x',
    );
    expect(requests[1].headers.Authorization).toBe('Bearer fresh');
  });

  it('does not repeat a second time when the repeat is answered 401 too', async () => {
    signIn('old');
    const refresh = vi.fn(async () => sessionWith('also-rejected'));
    const { adapter, requests } = recordingAdapter(() => failure(401, {}));
    const call = createHttpClient({ adapter, refresh }).get('http://master.test/api/bank/get');
    await expect(call).rejects.toMatchObject({ response: { status: 401 } });
    expect(requests).toHaveLength(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('fails with the 401 when the refresh fails, without repeating', async () => {
    signIn('old');
    const { adapter, requests } = recordingAdapter(() => failure(401, {}));
    const call = createHttpClient({
      adapter,
      refresh: () => Promise.reject(new Error('Cannot refresh token')),
    }).get('http://master.test/api/bank/get');
    const error: unknown = await call.catch((reason: unknown) => reason);
    expect(isHttpRequestError(error) && error.response?.status).toBe(401);
    expect(requests).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('repeats without refreshing when another call already renewed the token', async () => {
    signIn('old');
    const refresh = vi.fn(async () => sessionWith('never'));
    let answerLater: () => void = () => undefined;
    const { adapter, requests } = recordingAdapter(
      (request) =>
        new Promise((resolve) => {
          if (request.headers.Authorization !== 'Bearer old') return resolve(ok('fine'));
          answerLater = () => resolve(failure(401, {}));
        }),
    );
    const call = createHttpClient({ adapter, refresh }).get('http://master.test/x');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    signIn('renewed-elsewhere');
    answerLater();
    await expect(call).resolves.toMatchObject({ data: { data: 'fine' } });
    expect(refresh).not.toHaveBeenCalled();
    expect(requests[1].headers.Authorization).toBe('Bearer renewed-elsewhere');
    expect(readSession()?.accessToken).toBe('renewed-elsewhere');
  });

  describe('a call its caller gave up', () => {
    /** A transport that fails as xhrTransport does when the signal fires, counting what it sends. */
    const abortingTransport = () => {
      const sent: string[] = [];
      const adapter: Transport = (request) =>
        new Promise((_resolve, reject) => {
          sent.push(request.url);
          const abort = () => reject(new HttpRequestError('canceled', 'ERR_CANCELED'));
          if (request.signal?.aborted) return abort();
          request.signal?.addEventListener('abort', abort);
        });
      return { adapter, sent };
    };

    /** Rejections no one handled while `run` ran, and the turn after it (when Node reports them). */
    const unhandledDuring = async (run: () => Promise<unknown>) => {
      const unhandled: unknown[] = [];
      const listener = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', listener);
      try {
        await run();
        await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        process.off('unhandledRejection', listener);
      }
      return unhandled;
    };

    it('sends nothing when it was given up before it left (a screen left while its code loaded)', async () => {
      signIn('token');
      const { adapter, sent } = abortingTransport();
      const controller = new AbortController();
      controller.abort();
      const unhandled = await unhandledDuring(async () => {
        const error = await createHttpClient({ adapter })
          .get('http://master.test/api/OrderSlowBuyReport/GetListOrdersReportTracking', {
            signal: controller.signal,
          })
          .catch((reason: unknown) => reason);
        expect(isCanceled(error)).toBe(true);
      });
      expect(sent).toEqual([]);
      expect(unhandled).toEqual([]);
    });

    it('rejects once, handled, when it is given up on the way', async () => {
      signIn('token');
      const { adapter, sent } = abortingTransport();
      const controller = new AbortController();
      const unhandled = await unhandledDuring(async () => {
        const call = createHttpClient({ adapter })
          .get('http://master.test/api/OrderReport/getorders', { signal: controller.signal })
          .catch((reason: unknown) => reason);
        await vi.waitFor(() => expect(sent).toHaveLength(1));
        controller.abort();
        expect(isCanceled(await call)).toBe(true);
      });
      expect(unhandled).toEqual([]);
    });
  });

  it('does not refresh on other failures', async () => {
    signIn('token');
    const refresh = vi.fn(async () => sessionWith('new'));
    const { adapter, requests } = recordingAdapter(() => failure(403, {}));
    await expect(createHttpClient({ adapter, refresh }).get('http://master.test/x')).rejects.toThrow();
    expect(refresh).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
    expect(localStorage.getItem(sessionKeys.accessToken)).toBe('token');
  });
});
