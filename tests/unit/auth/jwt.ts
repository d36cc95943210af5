/** An unsigned JWT carrying `claims`: the browser code only reads tokens, it never verifies them. */
export const fakeJwt = (claims: Record<string, unknown>) => {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  return `${encode({ alg: 'RS256', typ: 'at+jwt' })}.${encode(claims)}.signature`;
};
