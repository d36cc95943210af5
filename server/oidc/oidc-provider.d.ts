/**
 * oidc-provider ships no type declarations and @types/oidc-provider lags behind version 9: these
 * describe only the part of its API that server/oidc uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface OidcContext {
    route?: string;
    params?: Record<string, unknown>;
  }

  /** The Koa context the provider passes to configuration callbacks and middleware. */
  export interface ProviderContext {
    method: string;
    path: string;
    status: number;
    type: string;
    body: unknown;
    oidc?: OidcContext;
  }

  export interface IssuedToken {
    kind: string;
    accountId?: string;
    grantId?: string;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
  }

  export interface ResourceServerInfo {
    scope: string;
    audience: string;
    accessTokenTTL?: number;
    accessTokenFormat: 'jwt' | 'opaque';
    jwt?: { sign: { alg: string } };
  }

  export interface JsonWebKeySet {
    keys: Record<string, unknown>[];
  }

  /** What a model stores; `consumed` is set once a code or refresh token has been used. */
  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  };

  /** The storage of one model (`Session`, `RefreshToken`...); lifetimes are in seconds. */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  /** Called once per model name; must not be an async function or a class. */
  export type AdapterFactory = (modelName: string) => Adapter;

  type Ttl = number | ((ctx: ProviderContext, token: unknown, client: unknown) => number);

  export interface Configuration {
    adapter: AdapterFactory;
    clients: ClientMetadata[];
    jwks: JsonWebKeySet;
    cookies: {
      keys: string[];
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    claims: Record<string, string[]>;
    scopes: string[];
    conformIdTokenClaims: boolean;
    pkce: { required: () => boolean };
    ttl: Partial<
      Record<
        | 'AccessToken'
        | 'AuthorizationCode'
        | 'IdToken'
        | 'RefreshToken'
        | 'Interaction'
        | 'Session'
        | 'Grant',
        Ttl
      >
    >;
    features: {
      devInteractions: { enabled: boolean };
      revocation: { enabled: boolean };
      rpInitiatedLogout: {
        enabled: boolean;
        logoutSource: (ctx: ProviderContext, form: string) => Promise<void> | void;
        postLogoutSuccessSource: (ctx: ProviderContext) => Promise<void> | void;
      };
      resourceIndicators: {
        enabled: boolean;
        defaultResource: (ctx: ProviderContext) => string | Promise<string>;
        useGrantedResource: () => boolean | Promise<boolean>;
        getResourceServerInfo: (
          ctx: ProviderContext,
          resourceIndicator: string,
        ) => ResourceServerInfo | Promise<ResourceServerInfo>;
      };
    };
    interactions: { url: (ctx: ProviderContext, interaction: { uid: string }) => string | Promise<string> };
    findAccount: (ctx: ProviderContext, sub: string) => Promise<Account | undefined> | Account | undefined;
    /** Whether a code (and the tokens issued from it) ends with the provider's session. */
    expiresWithSession: (ctx: ProviderContext, code: unknown) => boolean | Promise<boolean>;
    extraTokenClaims: (
      ctx: ProviderContext,
      token: IssuedToken,
    ) => Promise<Record<string, unknown> | undefined> | Record<string, unknown> | undefined;
    renderError: (ctx: ProviderContext, out: Record<string, string>, error: Error) => Promise<void> | void;
    discovery?: Record<string, unknown>;
  }

  export interface Prompt {
    name: 'login' | 'consent' | string;
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
  }

  export interface Interaction {
    uid: string;
    prompt: Prompt;
    params: Record<string, unknown> & { client_id: string; ui_locales?: string };
    session?: { accountId: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export type ProviderMiddleware = (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>;

  export default class Provider {
    constructor(issuer: string, configuration: Partial<Configuration>);
    issuer: string;
    proxy: boolean;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: ProviderMiddleware): this;
    on(event: 'grant.revoked', listener: (ctx: ProviderContext, grantId: string) => void): this;
    on(event: string, listener: (ctx: ProviderContext, error: Error) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
