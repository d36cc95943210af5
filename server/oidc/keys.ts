import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JsonWebKeySet } from 'oidc-provider';
import type { Database } from '../db/database';
import { serverSecret } from '../db/hardeningTables';

/**
 * The provider's secrets: the RS256 key that signs tokens and the keys that sign its cookies.
 * Both are generated on first start and kept in the database (table `server_secret`), so that
 * tokens and sessions survive a restart and every server on one PostgreSQL signs and checks with
 * the same keys; without a database, in the data folder. The environment overrides them
 * (OIDC_JWKS, OIDC_COOKIE_KEYS).
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

/** PostgreSQL's undefined_table, on the error or (drizzle wraps driver errors) its cause. */
const undefinedTable = (error: unknown) =>
  [error, (error as { cause?: unknown } | null)?.cause].some(
    (candidate) => (candidate as { code?: unknown } | null)?.code === '42P01',
  );

/**
 * Reads a secret from the database, or creates it there: the first server to insert wins
 * (`on conflict do nothing`) and every other reads that one, so servers starting together agree.
 * A key file a data folder already holds (before keys moved to the database) becomes the value.
 */
const shared = async <T>(
  db: Database,
  dataDir: string | null,
  fileName: string,
  parse: (text: string, origin: string) => T,
  generate: () => Promise<T>,
): Promise<T> => {
  const read = async () =>
    (
      await db.select({ value: serverSecret.value }).from(serverSecret).where(eq(serverSecret.name, fileName))
    )[0];
  let existing: Awaited<ReturnType<typeof read>>;
  try {
    existing = await read();
  } catch (error) {
    // A database not migrated yet (no server_secret table) serves no one's keys: as without one.
    if (!undefinedTable(error)) throw error;
    return kept(dataDir, fileName, parse, generate);
  }
  if (existing) return parse(JSON.stringify(existing.value), `server_secret ${fileName}`);
  let value: T | undefined;
  if (dataDir !== null) {
    try {
      value = parse(await readFile(join(dataDir, fileName), 'utf8'), join(dataDir, fileName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  await db
    .insert(serverSecret)
    .values({ name: fileName, value: value ?? (await generate()) })
    .onConflictDoNothing({ target: serverSecret.name });
  const stored = await read();
  return parse(JSON.stringify(stored.value), `server_secret ${fileName}`);
};

export const loadProviderKeys = async (
  dataDir: string | null,
  env: NodeJS.ProcessEnv = process.env,
  db?: Database,
): Promise<ProviderKeys> => {
  const keep = <T>(
    fileName: string,
    parse: (text: string, origin: string) => T,
    generate: () => Promise<T>,
  ) => (db ? shared(db, dataDir, fileName, parse, generate) : kept(dataDir, fileName, parse, generate));
  const fromEnvCookieKeys = env.OIDC_COOKIE_KEYS?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return {
    jwks: env.OIDC_JWKS
      ? parseJwks(env.OIDC_JWKS, 'OIDC_JWKS')
      : await keep('oidc-keys.json', parseJwks, generateSigningKeys),
    cookieKeys: fromEnvCookieKeys?.length
      ? fromEnvCookieKeys
      : await keep('oidc-cookie-keys.json', parseCookieKeys, generateCookieKeys),
  };
};
