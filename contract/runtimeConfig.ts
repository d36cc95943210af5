/**
 * The browser app's runtime configuration (`/config.json`), as the server writes it from its
 * environment and the browser reads it (dataProvider/runtimeConfig.ts): one build serves every
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
