/**
 * The browser app's runtime configuration (`/config.json`), as the server writes it from its
 * environment and the browser reads it (`loadRuntimeConfig` below): one build serves every
 * environment. The defaults below are the embedded single-port setup.
 */
export interface RuntimeConfig {
  /** Base URL of the master API (paths are `${masterApiBase}/api/...`). */
  masterApiBase: string;
  /** Base URL of the order-processing (op) API. */
  opApiBase: string;
  /** Base URL of the public gateway (`/wh/get-all-routes`). */
  gatewayBase: string;
  /** OpenID Connect authority (issuer URL). */
  authority: string;
  clientId: string;
  scope: string;
  /** Prefix for image values that are not full URLs. */
  cdnPrefix: string;
  /** Build variant: development, staging or production. */
  variant: 'development' | 'staging' | 'production';
  production: boolean;
}

export const defaultScope = 'openid profile offline_access master_api identity_api';

export const defaultRuntimeConfig = (origin: string): RuntimeConfig => ({
  masterApiBase: origin,
  opApiBase: origin,
  gatewayBase: origin,
  authority: `${origin}/oidc`,
  clientId: 'kago-backoffice',
  scope: defaultScope,
  cdnPrefix: `${origin}/cdn/`,
  variant: 'development',
  production: false,
});

let loaded: RuntimeConfig | null = null;

/**
 * The browser loads `/config.json` once; it falls back to the defaults for this origin when it is
 * absent. The sign-in (authProvider/) and the calls (dataProvider/) both read it, so it sits below both.
 */
export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  if (loaded) return loaded;
  const defaults = defaultRuntimeConfig(window.location.origin);
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    loaded = response.ok ? { ...defaults, ...((await response.json()) as Partial<RuntimeConfig>) } : defaults;
  } catch {
    loaded = defaults;
  }
  return loaded;
};

/** The configuration loaded at start-up (main.tsx awaits `loadRuntimeConfig` before rendering). */
export const runtimeConfig = (): RuntimeConfig => {
  if (!loaded) throw new Error('Runtime configuration read before it was loaded');
  return loaded;
};

/** For tests: set the configuration without fetching it. */
export const setRuntimeConfig = (config: RuntimeConfig) => {
  loaded = config;
};
