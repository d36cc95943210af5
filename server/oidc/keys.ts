import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JsonWebKeySet } from 'oidc-provider';

/**
 * The provider's secrets: the RS256 key that signs tokens and the keys that sign its cookies.
 * Both are generated on first start and kept in the data folder so that tokens and sessions
 * survive a restart; the environment overrides them (OIDC_JWKS, OIDC_COOKIE_KEYS).
 */
export interface ProviderKeys {
  jwks: JsonWebKeySet;
  cookieKeys: string[];
}

const generateSigningKeys = async (): Promise<JsonWebKeySet> => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] };
};

const generateCookieKeys = async () => [randomBytes(32).toString('base64url')];

const parseJwks = (text: string, origin: string): JsonWebKeySet => {
  const parsed = JSON.parse(text) as Partial<JsonWebKeySet>;
  if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) {
    throw new Error(`${origin} must be a JSON Web Key Set with at least one private key`);
  }
  return parsed as JsonWebKeySet;
};

const parseCookieKeys = (text: string, origin: string): string[] => {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((key) => typeof key === 'string')) {
    throw new Error(`${origin} must be a JSON list of strings`);
  }
  return parsed;
};

/** Reads a secret from its file, or generates it and writes the file (owner-only) when absent. */
const kept = async <T>(
  dataDir: string | null,
  fileName: string,
  parse: (text: string, origin: string) => T,
  generate: () => Promise<T>,
): Promise<T> => {
  if (dataDir === null) return generate();
  const file = join(dataDir, fileName);
  try {
    return parse(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = await generate();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(value, null, 2), { mode: 0o600 });
  return value;
};

export const loadProviderKeys = async (
  dataDir: string | null,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ProviderKeys> => {
  const fromEnvCookieKeys = env.OIDC_COOKIE_KEYS?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return {
    jwks: env.OIDC_JWKS
      ? parseJwks(env.OIDC_JWKS, 'OIDC_JWKS')
      : await kept(dataDir, 'oidc-keys.json', parseJwks, generateSigningKeys),
    cookieKeys: fromEnvCookieKeys?.length
      ? fromEnvCookieKeys
      : await kept(dataDir, 'oidc-cookie-keys.json', parseCookieKeys, generateCookieKeys),
  };
};
