import type { OutgoingRequest, Transport } from '../../../dataProvider/httpClient';
import { defaultRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../../../contract/runtimeConfig';

/** One request as it would leave the browser: method, URL with its query string, headers, body. */
export interface RecordedRequest {
  method: string;
  /** Full URL, query string included, exactly as built by the client's serialiser. */
  url: string;
  /** `METHOD /path?query` relative to the master base: the literal form the tests name. */
  line: string;
  headers: Record<string, string>;
  body: unknown;
  timeout: number | undefined;
}

export interface Answer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type Responder = (request: RecordedRequest) => Answer | Promise<Answer>;

export const masterBase = 'http://master.test';
export const testConfig: RuntimeConfig = {
  ...defaultRuntimeConfig(masterBase),
  opApiBase: 'http://op.test',
  gatewayBase: 'http://gateway.test',
};

export const useTestConfig = () => setRuntimeConfig(testConfig);

const readBody = (data: unknown) => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
};

/**
 * A transport standing in for the network: it records each request as it leaves the client and
 * answers with what the responder returns (any status: the client decides what is a failure).
 */
export const recordingAdapter = (respond: Responder) => {
  const requests: RecordedRequest[] = [];
  const adapter: Transport = async (config: OutgoingRequest) => {
    const { url, method } = config;
    const request: RecordedRequest = {
      method,
      url,
      line: `${method} ${url.startsWith(masterBase) ? url.slice(masterBase.length) : url}`,
      headers: { ...config.headers },
      body: readBody(config.data),
      timeout: config.timeout,
    };
    requests.push(request);
    const answer = await respond(request);
    return {
      data: answer.data ?? null,
      status: answer.status ?? 200,
      headers: answer.headers ?? { 'content-type': 'application/json' },
    };
  };
  return { adapter, requests };
};

/** The envelope a successful call answers. */
export const ok = (data: unknown): Answer => ({
  status: 200,
  data: { success: true, data, message: null, DetailErrors: [], errors: {} },
});

/** The envelope an unsuccessful call answers. */
export const failure = (
  status: number,
  {
    message = null,
    code,
    errors = {},
  }: { message?: string | null; code?: string; errors?: Record<string, string[]> },
): Answer => ({
  status,
  data: {
    success: false,
    data: null,
    message,
    DetailErrors: code ? [{ ErrorCode: code, ErrorMessage: code }] : [],
    errors,
  },
});
