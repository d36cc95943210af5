/** The provider endpoints the app calls itself, from the discovery document (read once per authority). */
export interface ProviderMetadata {
  token_endpoint: string;
  revocation_endpoint?: string;
  end_session_endpoint?: string;
}

const cache = new Map<string, Promise<ProviderMetadata>>();

export const providerMetadata = (authority: string): Promise<ProviderMetadata> => {
  let metadata = cache.get(authority);
  if (!metadata) {
    metadata = (async () => {
      const response = await fetch(`${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`Discovery answered ${response.status}`);
      const document = (await response.json()) as Partial<ProviderMetadata>;
      if (typeof document.token_endpoint !== 'string') throw new Error('Discovery names no token endpoint');
      return document as ProviderMetadata;
    })();
    // A failed read is not kept: the next call tries again.
    metadata.catch(() => cache.delete(authority));
    cache.set(authority, metadata);
  }
  return metadata;
};

/** For tests: forget what was read. */
export const forgetProviderMetadata = () => cache.clear();
