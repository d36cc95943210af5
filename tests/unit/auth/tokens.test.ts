import { describe, expect, it } from 'vitest';
import {
  checkToken,
  readClaims,
  rolesOf,
  tokenExpiry,
  validateCredentials,
} from '../../../authProvider/tokens';
import { fakeJwt } from './jwt';

const now = Date.UTC(2025, 0, 1, 12, 0, 0);

describe('tokenExpiry', () => {
  it('reads exp as epoch seconds', () => {
    expect(tokenExpiry(fakeJwt({ exp: now / 1000 + 60 }))).toBe(now + 60_000);
  });

  it('prefers an expiredAt claim, as a date or as epoch milliseconds', () => {
    const exp = now / 1000 + 3600;
    expect(tokenExpiry(fakeJwt({ exp, expiredAt: '2025-01-01T12:05:00Z' }))).toBe(now + 5 * 60_000);
    expect(tokenExpiry(fakeJwt({ exp, expiredAt: now + 1000 }))).toBe(now + 1000);
    expect(tokenExpiry(fakeJwt({ exp, expiredAt: String(now + 2000) }))).toBe(now + 2000);
  });

  it('falls back to exp when expiredAt cannot be read', () => {
    expect(tokenExpiry(fakeJwt({ exp: now / 1000, expiredAt: 'soon' }))).toBe(now);
  });

  it('is null for a token without expiry or a value that is not a token', () => {
    expect(tokenExpiry(fakeJwt({ sub: 'admin' }))).toBeNull();
    for (const value of [null, undefined, '', 'opaque', 'a.b.c', 'a.!!!.c'])
      expect(tokenExpiry(value)).toBeNull();
  });
});

describe('readClaims', () => {
  it('reads a token once: the same token gives the same frozen claims, another token its own', () => {
    const access = fakeJwt({ sub: 'ada', roles: ['admin'] });
    const claims = readClaims(access);
    expect(readClaims(access)).toBe(claims);
    expect(Object.isFrozen(claims)).toBe(true);
    // Past the few tokens it keeps, a token is read again, to the same claims.
    for (const sub of ['b', 'c', 'd', 'e', 'f']) readClaims(fakeJwt({ sub }));
    const again = readClaims(access);
    expect(again).not.toBe(claims);
    expect(again).toEqual(claims);
    expect(readClaims(fakeJwt({ sub: 'grace' }))).toEqual({ sub: 'grace' });
  });

  it('decodes UTF-8 names', () => {
    expect(readClaims(fakeJwt({ name: 'Quản trị viên 管理者' }))?.name).toBe('Quản trị viên 管理者');
  });

  it('reads roles as strings only', () => {
    expect(rolesOf(readClaims(fakeJwt({ roles: ['admin', 3, null, 'viewer'] })))).toEqual([
      'admin',
      'viewer',
    ]);
    expect(rolesOf(readClaims(fakeJwt({ roles: 'admin' })))).toEqual([]);
  });
});

describe('checkToken', () => {
  const live = fakeJwt({ sub: 'admin', exp: now / 1000 + 60 });

  it('is ok while unexpired', () => {
    expect(checkToken(live, now)).toBe('ok');
    expect(checkToken(live, now, 'admin')).toBe('ok');
  });

  it("is 'Token expired' from the expiry on", () => {
    expect(checkToken(live, now + 60_000)).toBe('Token expired');
    expect(checkToken(fakeJwt({ sub: 'admin', expiredAt: now - 1 }), now)).toBe('Token expired');
  });

  it("is 'not matched' without a token or for another user", () => {
    expect(checkToken(null, now)).toBe('not matched');
    expect(checkToken('', now)).toBe('not matched');
    expect(checkToken(live, now, 'viewer')).toBe('not matched');
  });

  it("is 'Server Error' when the token cannot be read or has no expiry", () => {
    expect(checkToken('garbage', now)).toBe('Server Error');
    expect(checkToken(fakeJwt({ sub: 'admin' }), now)).toBe('Server Error');
  });
});

describe('validateCredentials', () => {
  it("asks to 'please fill in the input' when either field is empty", () => {
    expect(validateCredentials('', 'secret')).toBe('kago.auth.fillInput');
    expect(validateCredentials('admin', '')).toBe('kago.auth.fillInput');
    expect(validateCredentials('   ', 'secret')).toBe('kago.auth.fillInput');
    expect(validateCredentials(null, undefined)).toBe('kago.auth.fillInput');
    expect(validateCredentials('admin', 'secret')).toBeNull();
  });
});
