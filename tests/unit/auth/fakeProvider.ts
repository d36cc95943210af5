import { vi } from 'vitest';

/**
 * `fetch` answering like the provider: its discovery document, a token endpoint whose answer the
 * test chooses, and revocation (answering `{}` unless the test chooses). Records the token and revocation requests.
 */
export const fakeProvider = (
  origin: string,
  answerToken: () => Response | Promise<Response>,
  answerRevocation: () => Response | Promise<Response> = () => Response.json({}),
) => {
  const authority = `${origin}/oidc`;
  const tokenRequests: URLSearchParams[] = [];
  const revocations: URLSearchParams[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === `${authority}/.well-known/openid-configuration`) {
      return Response.json({
        issuer: authority,
        token_endpoint: `${authority}/token`,
        revocation_endpoint: `${authority}/token/revocation`,
        end_session_endpoint: `${authority}/session/end`,
      });
    }
    if (url === `${authority}/token` && init?.method === 'POST') {
      tokenRequests.push(new URLSearchParams(String(init.body)));
      return answerToken();
    }
    if (url === `${authority}/token/revocation` && init?.method === 'POST') {
      revocations.push(new URLSearchParams(String(init.body)));
      return answerRevocation();
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, tokenRequests, revocations };
};
