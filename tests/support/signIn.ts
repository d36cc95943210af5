import { createHash, randomBytes } from 'node:crypto';

/**
 * Signs in the way a browser does, over real HTTP: authorization request with PKCE, the provider's
 * login form, consent, the redirect to /callback with a code, and the token request. Redirects are
 * followed by hand so that cookies can be kept per path, as a browser would.
 */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiresIn: number;
}

export const testClientId = 'kago-backoffice';
export const testScope = 'openid profile offline_access master_api identity_api';

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint: string;
  end_session_endpoint: string;
}

export const discover = async (baseUrl: string): Promise<Discovery> => {
  const response = await fetch(`${baseUrl}/oidc/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Discovery answered ${response.status}`);
  return (await response.json()) as Discovery;
};

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Enough of a cookie jar for one host: names, values and paths; a past expiry deletes. */
class CookieJar {
  private cookies: StoredCookie[] = [];

  store(response: Response, requestUrl: URL) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((item) => item.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? requestUrl.pathname.replace(/\/[^/]*$/, '/');
      const expires = attribute('expires');
      const deleted = value === '' || (expires !== undefined && Date.parse(expires) <= Date.now());
      this.cookies = this.cookies.filter((cookie) => !(cookie.name === name && cookie.path === path));
      if (!deleted) this.cookies.push({ name, value, path });
    }
  }

  header(url: URL) {
    return this.cookies
      .filter(
        (cookie) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.replace(/\/?$/, '/')),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

const readTokens = async (response: Response): Promise<TokenSet> => {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Token endpoint answered ${response.status}: ${JSON.stringify(body)}`);
  return {
    accessToken: String(body.access_token),
    refreshToken: String(body.refresh_token),
    idToken: String(body.id_token),
    expiresIn: Number(body.expires_in),
  };
};

const postForm = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

/** The provider's login form on a page: where it posts. */
const loginFormAction = (html: string) => /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html)?.[1];

export interface SignInFlow {
  /** The provider's login page as first shown. */
  loginPage: { status: number; html: string; url: URL };
  /** Posts the login form; resolves the tokens, or rejects with the page the provider answered. */
  submit(form: Record<string, string>): Promise<TokenSet>;
  /** Posts the login form and answers the provider's response without following it. */
  post(form: Record<string, string>): Promise<Response>;
  /** A request with this browser's cookies (the provider session after signing in). */
  request(url: URL, init?: RequestInit): Promise<Response>;
}

/** Starts an authorization request and follows it to the provider's login page. */
export const beginSignIn = async (
  baseUrl: string,
  { locale }: { locale?: string } = {},
): Promise<SignInFlow> => {
  const { authorization_endpoint, token_endpoint } = await discover(baseUrl);
  const redirectUri = `${baseUrl}/callback`;
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const authorization = new URL(authorization_endpoint);
  authorization.search = new URLSearchParams({
    client_id: testClientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: testScope,
    state,
    nonce: base64url(randomBytes(16)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    // Without it the provider drops offline_access and issues no refresh token.
    prompt: 'consent',
    ...(locale ? { ui_locales: locale } : {}),
  }).toString();

  const jar = new CookieJar();
  const request = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
    });
    jar.store(response, url);
    return response;
  };

  /** Follows redirects until a page that is not one; a redirect to the app's callback ends it. */
  const follow = async (first: Response, from: URL) => {
    let response = first;
    let url = from;
    // A sign-in is a handful of hops; more means a redirect loop.
    for (let hop = 0; hop < 12; hop += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url };
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return { response, url };
      response = await request(url);
    }
    throw new Error('Sign-in did not reach the callback');
  };

  const exchange = async (callback: URL) => {
    const code = callback.searchParams.get('code');
    if (!code || callback.searchParams.get('state') !== state) {
      throw new Error(`Sign-in ended without a code: ${callback.search}`);
    }
    return readTokens(
      await postForm(token_endpoint, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: testClientId,
        code_verifier: verifier,
      }),
    );
  };

  const first = await follow(await request(authorization), authorization);
  const html = await first.response.text();
  const action = loginFormAction(html);
  if (first.response.status !== 200 || !action) {
    throw new Error(
      `No login page at ${first.url.pathname} (${first.response.status}): ${html.slice(0, 300)}`,
    );
  }
  const actionUrl = new URL(action.replace(/&amp;/g, '&'), first.url);
  const post = (form: Record<string, string>) =>
    request(actionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });

  return {
    loginPage: { status: first.response.status, html, url: first.url },
    post,
    request,
    submit: async (form) => {
      const { response, url } = await follow(await post(form), actionUrl);
      if (url.href.startsWith(redirectUri)) return exchange(url);
      throw new Error(
        `Sign-in stopped at ${url.pathname} (${response.status}): ${(await response.text()).slice(0, 300)}`,
      );
    },
  };
};

export const signIn = async (baseUrl: string, username: string, password: string): Promise<TokenSet> =>
  (await beginSignIn(baseUrl)).submit({ username, password });

export const refreshTokens = async (baseUrl: string, refreshToken: string): Promise<TokenSet> => {
  const { token_endpoint } = await discover(baseUrl);
  return readTokens(
    await postForm(token_endpoint, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: testClientId,
    }),
  );
};

/**
 * Signs out at the provider, as the browser does once the app has sent it there: the end-session
 * page (which confirms itself with a script), then its form posted with `logout=yes`.
 * Answers the page's HTML and the confirming answer (a redirect to `post_logout_redirect_uri`).
 */
export const signOutAtProvider = async (
  baseUrl: string,
  flow: SignInFlow,
  idToken: string,
  locale = 'en',
) => {
  const { end_session_endpoint } = await discover(baseUrl);
  const endSession = new URL(end_session_endpoint);
  endSession.search = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: `${baseUrl}/logged-out`,
    ui_locales: locale,
  }).toString();
  const page = await flow.request(endSession);
  if (page.status !== 200) throw new Error(`End-session page answered ${page.status}`);
  const html = await page.text();
  const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !xsrf) throw new Error('The end-session page has no sign-out form');
  const confirmed = await flow.request(new URL(action), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  return { html, confirmed };
};
