/**
 * Reading tokens in the browser. Nothing here verifies a signature: the API does that. These only
 * read claims to know when a token ends and who it is for.
 */
export type TokenClaims = Record<string, unknown>;

const decodeBase64Url = (segment: string) => {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  // Names in tokens are often Vietnamese or Japanese: the payload is UTF-8, not Latin-1.
  return new TextDecoder().decode(bytes);
};

const decodeClaims = (token: string): TokenClaims | null => {
  const segments = token.split('.');
  if (segments.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(segments[1]));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? Object.freeze(payload as TokenClaims)
      : null;
  } catch {
    return null;
  }
};

/** The tokens read last (the session's access and ID tokens) and their claims. */
const readTokens = new Map<string, TokenClaims | null>();
const tokensKept = 4;

/**
 * The payload of a JWT, or null when the value is not one. react-admin asks the auth provider
 * whether the user may do something for each button and field it draws (`canAccess`), which reads
 * the roles in the access token: the same token's claims are read once, and frozen, as every caller
 * gets the same object.
 */
export const readClaims = (token: string | null | undefined): TokenClaims | null => {
  if (!token) return null;
  if (readTokens.has(token)) return readTokens.get(token)!;
  const claims = decodeClaims(token);
  if (readTokens.size >= tokensKept) readTokens.delete(readTokens.keys().next().value!);
  readTokens.set(token, claims);
  return claims;
};

const expiryOfClaim = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
};

/**
 * When a token ends, in epoch milliseconds: from an `expiredAt` claim (a date, or epoch
 * milliseconds) when the token has one, else from the standard `exp` (epoch seconds); null when
 * neither is there.
 */
export const tokenExpiry = (token: string | null | undefined): number | null => {
  const claims = readClaims(token);
  if (!claims) return null;
  const expiredAt = expiryOfClaim(claims.expiredAt);
  if (expiredAt !== null) return expiredAt;
  const exp = expiryOfClaim(claims.exp);
  return exp === null ? null : exp * 1000;
};

/** The seed's token states, literally. */
export type TokenCheck = 'ok' | 'Token expired' | 'not matched' | 'Server Error';

/** The translated message of each failed state. */
/**
 * A token is valid only while unexpired. 'not matched' when there is no token or it belongs to
 * someone other than `subject`; 'Server Error' when what the server handed out cannot be read or
 * says nothing of its expiry; 'Token expired' once its expiry has passed.
 */
export const checkToken = (
  token: string | null | undefined,
  now = Date.now(),
  subject?: string | null,
): TokenCheck => {
  if (!token) return 'not matched';
  const claims = readClaims(token);
  const expiry = tokenExpiry(token);
  if (!claims || expiry === null) return 'Server Error';
  if (subject && claims.sub !== subject) return 'not matched';
  return now < expiry ? 'ok' : 'Token expired';
};

/** The sign-in form's rule: both fields filled, else 'please fill in the input'. */
export const validateCredentials = (
  username: string | null | undefined,
  password: string | null | undefined,
) => (!username?.trim() || !password ? 'kago.auth.fillInput' : null);

/** A string claim, or null. */
export const stringClaim = (claims: TokenClaims | null, name: string) =>
  typeof claims?.[name] === 'string' ? (claims[name] as string) : null;

/** The `roles` claim as a list of strings (empty when absent or malformed). */
export const rolesOf = (claims: TokenClaims | null): string[] =>
  Array.isArray(claims?.roles) ? claims.roles.filter((role): role is string => typeof role === 'string') : [];
