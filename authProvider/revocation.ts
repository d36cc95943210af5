import { loadRuntimeConfig } from '../contract/runtimeConfig';
import { providerMetadata } from './discovery';

/**
 * Revoking the session's tokens when the user signs out, and what happens when the provider cannot
 * be reached: each revocation is tried a few times; one that still fails is kept in this tab
 * (sessionStorage, never beyond it) so that the signed-out page can say so and try again.
 */
export type TokenKind = 'access_token' | 'refresh_token';

export interface Revocation {
  token: string;
  kind: TokenKind;
}

const pendingKey = 'kago.pendingRevocations';
/** Pauses before the second and third tries (ms). */
export const retryDelays = [300, 1_200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One try. Done when the provider says so (RFC 7009: 200 for a known or an unknown token), or when it
 * answers `unsupported_token_type` (it cannot revoke that kind: trying again would not help).
 */
const revokeOnce = async ({ token, kind }: Revocation) => {
  try {
    const { authority, clientId } = await loadRuntimeConfig();
    const { revocation_endpoint } = await providerMetadata(authority);
    if (!revocation_endpoint) return true;
    const response = await fetch(revocation_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: kind, client_id: clientId }),
    });
    if (response.ok) return true;
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    return body.error === 'unsupported_token_type';
  } catch {
    return false;
  }
};

const revokeWithRetries = async (revocation: Revocation) => {
  for (const delay of [0, ...retryDelays]) {
    if (delay) await wait(delay);
    if (await revokeOnce(revocation)) return true;
  }
  return false;
};

const readPending = (): Revocation[] => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(pendingKey) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as Revocation[]) : [];
  } catch {
    return [];
  }
};

const writePending = (revocations: Revocation[]) => {
  if (revocations.length > 0) sessionStorage.setItem(pendingKey, JSON.stringify(revocations));
  else sessionStorage.removeItem(pendingKey);
};

/** Revokes each token, with retries; keeps those that failed. Resolves the ones still pending. */
export const revokeAll = async (revocations: Revocation[]) => {
  const outcomes = await Promise.all(revocations.map(revokeWithRetries));
  const failed = revocations.filter((_, index) => !outcomes[index]);
  writePending(failed);
  return failed;
};

/** Whether a revocation of this tab's last sign-out is still pending. */
export const hasPendingRevocations = () => readPending().length > 0;

/** Tries the pending revocations again; resolves how many are still pending. */
export const retryPendingRevocations = async () => (await revokeAll(readPending())).length;
