import path from 'node:path';

export type BuildVariant = 'development' | 'staging' | 'production';

/** The server's environment, read once at start. */
export interface ServerConfig {
  port: number;
  /** The interface to listen on: loopback unless HOST says otherwise (0.0.0.0 for all). */
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `${dataDir}/pg`. */
  databaseUrl: string | undefined;
  /** Access-token lifetime in seconds (tests shorten it to force a refresh). */
  accessTokenTtl: number;
  /** Where browsers reach this server; the OIDC issuer and redirect URIs derive from it. */
  publicUrl: string;
  cdnPrefix: string;
  logLevel: string;
  variant: BuildVariant;
}

const positiveInteger = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
};

const variantOf = (env: NodeJS.ProcessEnv): BuildVariant => {
  const named = env.KAGO_VARIANT;
  if (named === 'development' || named === 'staging' || named === 'production') return named;
  return env.NODE_ENV === 'production' ? 'production' : 'development';
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = positiveInteger('PORT', env.PORT, 8080);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    accessTokenTtl: positiveInteger('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 3600),
    publicUrl,
    cdnPrefix: env.CDN_PREFIX || `${publicUrl}/cdn/`,
    logLevel: env.LOG_LEVEL || 'warn',
    variant: variantOf(env),
  };
};
