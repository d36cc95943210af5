import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLanguage } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import type { Database } from '../../server/db/database';
import {
  dataFingerprint,
  documentedOperations,
  typesOf,
  validValue,
  type Operation,
  type Schema,
} from '../support/openApiProbes';
import { signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';

/**
 * Generated from the OpenAPI document: every documented route gets, in each of its query and body
 * properties in turn (the others valid), numbers no column holds and texts with NUL and other
 * control characters. None may answer 500, and the refused ones must leave the data as it was.
 */
interface Probe {
  label: string;
  method: string;
  url: string;
  body?: { json?: unknown; form?: Record<string, string> };
  /** No column holds the value: it must be refused. Otherwise (-1, 2^31 as money) it may be valid. */
  mustRefuse: boolean;
}

interface Malformed {
  value: unknown;
  mustRefuse: boolean;
}

/**
 * The malformed values a property is probed with, by its type. -1 may be a valid value (an
 * adjustment), and 2^31 a valid amount of money; the others never are. A lone surrogate only in a
 * JSON body: in a URL its bytes are invalid UTF-8, which the query parser reads as U+FFFD.
 */
const malformedFor = (schema: Schema | undefined, inUrl: boolean): Malformed[] => {
  const types = typesOf(schema);
  const item = types.includes('array') ? (schema?.items as Schema | undefined) : undefined;
  if (item) return malformedFor(item, inUrl).map(({ value, mustRefuse }) => ({ value: [value], mustRefuse }));
  const integer = types.includes('integer');
  const values: Malformed[] = [];
  if (integer || types.includes('number') || types.length === 0)
    values.push(
      { value: 2147483648, mustRefuse: integer },
      { value: -1, mustRefuse: false },
      { value: 1e20, mustRefuse: true },
      { value: 'abc', mustRefuse: types.length > 0 },
    );
  if ((types.includes('string') && !Array.isArray(schema?.enum)) || types.length === 0)
    values.push(
      { value: 'a\u0000b', mustRefuse: true },
      { value: inUrl ? '\u0001' : '\u0001\ud800', mustRefuse: true },
    );
  return values;
};

/** A lone surrogate has no UTF-8 form: a client sends its bytes as they would be (invalid UTF-8). */
const encode = (value: string) =>
  value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

const queryOf = (values: Record<string, unknown>) =>
  Object.entries(values)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${encode(key)}=${encode(String(item))}`),
    )
    .join('&');

const formOf = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  );

/** Every probe of one operation: each query, path and body property in turn, the rest valid. */
const probesOf = ({ method, path: route, parameters = [], requestBody }: Operation): Probe[] => {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const validQuery = Object.fromEntries(
    query
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, validValue(parameter.schema)]),
  );
  const urlOf = (params: Record<string, unknown>, queryValues: Record<string, unknown>) => {
    const filled = route.replace(/\{(\w+)\}/g, (_whole, name: string) =>
      encode(String(params[name] ?? validValue(pathParams.find((p) => p.name === name)?.schema))),
    );
    const search = queryOf(queryValues);
    return search ? `${filled}?${search}` : filled;
  };
  const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  const bodySchema = media?.schema;
  const validBody = bodySchema ? (validValue(bodySchema) as Record<string, unknown>) : undefined;
  const bodyOf = (values: Record<string, unknown> | undefined) =>
    values === undefined
      ? undefined
      : contentType === 'multipart/form-data'
        ? { form: formOf(values) }
        : { json: values };

  const probes: Probe[] = [];
  for (const parameter of [...query, ...pathParams]) {
    for (const { value, mustRefuse } of malformedFor(parameter.schema, true)) {
      const url =
        parameter.in === 'query'
          ? urlOf({}, { ...validQuery, [parameter.name]: value })
          : urlOf({ [parameter.name]: value }, validQuery);
      probes.push({
        label: `${method} ${route} ${parameter.in}.${parameter.name}=${JSON.stringify(value)}`,
        method,
        url,
        body: bodyOf(validBody),
        mustRefuse,
      });
    }
  }
  for (const [name, schema] of Object.entries((bodySchema?.properties ?? {}) as Record<string, Schema>)) {
    for (const { value, mustRefuse } of malformedFor(schema, contentType === 'multipart/form-data')) {
      probes.push({
        label: `${method} ${route} body.${name}=${JSON.stringify(value)}`,
        method,
        url: urlOf({}, validQuery),
        body: bodyOf({ ...validBody, [name]: value }),
        mustRefuse,
      });
    }
  }
  return probes;
};

/** The PostgreSQL pass of the server suite (vitest.config.ts), rather than embedded PGlite. */
const onPostgres = Boolean(process.env.DATABASE_URL);

let url: string;
let token: string;
let app: FastifyInstance;
let close: () => Promise<void>;
let db: Database;

beforeAll(async () => {
  const server = await startTestServer();
  ({ url, app, db, close } = server);
  token = (await signIn(url, 'admin', 'admin')).accessToken;
});
afterAll(() => close?.());

/**
 * Straight into the app (Fastify's `inject`): the request passes every hook, parser, schema and
 * handler a socket's would, with the same bytes (a URL's percent-escapes are kept as sent), but the
 * sweep's 17,000 requests skip HTTP framing and sockets on both ends, which cost about a third of
 * the file's CPU and are not what it tests (sign-in and the docs still go over HTTP).
 */
const send = async ({ method, url: target, body }: Probe) => {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    languageid: findLanguage('ja').languageId,
  };
  let payload: Buffer | undefined;
  if (body?.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = Buffer.from(JSON.stringify(body.json));
  } else if (body?.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body.form)) form.append(key, value);
    // The multipart encoding and its boundary, as a browser would send them.
    const encoded = new Request(url, { method: 'POST', body: form });
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
    payload = Buffer.from(await encoded.arrayBuffer());
  }
  const response = await app.inject({ method: method as 'GET', url: target, headers, payload });
  return {
    status: response.statusCode,
    text: response.body,
    type: String(response.headers['content-type'] ?? ''),
  };
};

describe('malformed input on every documented route', () => {
  it('never answers 500, refuses with the translated envelope and changes no data', async () => {
    const operations = await documentedOperations(url);
    const probes = operations.filter((operation) => operation.path.startsWith('/api/')).flatMap(probesOf);
    expect(operations.length).toBeGreaterThan(500);
    expect(probes.length).toBeGreaterThan(5000);

    const failures: string[] = [];
    const accepted: string[] = [];
    const statuses: Record<number, number> = {};
    /** Sends probes a few at a time: the server is one process, more only queue. */
    const run = async (batch: Probe[]) => {
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const probe = batch[next++];
          // A connection the server drops is as much a failure as a 500.
          const answer = await send(probe).catch((error: Error) => ({
            status: 599,
            text: error.message,
            type: '',
          }));
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status >= 500)
            failures.push(`${answer.status} ${probe.label} ${answer.text.slice(0, 80)}`);
          else if (answer.status === 400 && answer.type.includes('json')) {
            const envelope = JSON.parse(answer.text) as { success: boolean; message: string };
            if (envelope.success !== false || !envelope.message) failures.push(`no envelope: ${probe.label}`);
            // In the request's language (ja), not an English fallback.
            else if (/^[\x20-\x7e]+$/.test(envelope.message)) failures.push(`untranslated: ${probe.label}`);
          }
          if (probe.mustRefuse && answer.status < 300) accepted.push(`${answer.status} ${probe.label}`);
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
    };

    // First what no column holds: all refused, and the data exactly as it was. The schemas refuse
    // these before any query, the same on either engine: the PostgreSQL pass leaves them out.
    const refused = onPostgres ? [] : probes.filter((probe) => probe.mustRefuse);
    const fingerprint = await dataFingerprint(db);
    const before = await fingerprint();
    await run(refused);
    const afterRefused = await fingerprint();
    // Then what may be valid (-1, large money): accepted or refused, but never a 500. These reach
    // the database, whose errors are what the PostgreSQL pass is for.
    const mayPass = probes.filter((probe) => !probe.mustRefuse);
    await run(mayPass);
    console.info(
      `${refused.length + mayPass.length} malformed requests over ${operations.length} operations:`,
      statuses,
    );
    expect(failures).toEqual([]);
    expect(accepted).toEqual([]);
    expect(afterRefused).toEqual(before);
  }, 600_000);

  it('refuses the same values in the multipart forms, whose fields the docs cannot describe', async () => {
    // The two multipart writes with text fields, each with its fields valid but one.
    const forms: [string, Record<string, string>][] = [
      ['/api/Notify/SendMail', { CustomerId: '1', subject: 'Probe', body: 'Probe' }],
      [
        '/api/OrderPurchasedMercari/SendEmailOrderPurchase',
        { orderId: '1', version: '1', to: 'probe@example.com', subject: 'Probe', body: 'Probe' },
      ],
    ];
    const statuses: string[] = [];
    for (const [target, valid] of forms) {
      for (const name of Object.keys(valid)) {
        const numeric = /^\d+$/.test(valid[name]);
        const values = numeric ? ['2147483648', '1e20', 'abc'] : ['a\u0000b', 'a\u0001b'];
        for (const value of values) {
          const answer = await send({
            label: `${target} ${name}`,
            mustRefuse: true,
            method: 'POST',
            url: target,
            body: { form: { ...valid, [name]: value } },
          });
          statuses.push(`${answer.status} ${target} ${name}=${JSON.stringify(value)}`);
        }
      }
    }
    expect(statuses.filter((status) => !status.startsWith('400 '))).toEqual([]);
  });

  it('translates the refusal of a control character and of an out-of-range id', async () => {
    const answer = await send({
      label: 'nul',
      mustRefuse: true,
      method: 'GET',
      url: `/api/bank/get?keyword=${encodeURIComponent('a\u0000')}`,
    });
    expect(answer.status).toBe(400);
    const envelope = JSON.parse(answer.text) as { message: string; errors: Record<string, string[]> };
    expect(envelope.message).toBe(translate('ja', 'kago.validation.invalid'));
    expect(envelope.errors.keyword).toEqual([
      translate('ja', 'kago.hardeningServer.controlCharacters', {
        field: translate('ja', 'kago.validation.listQuery.keyword'),
      }),
    ]);
    const id = await send({
      label: 'id',
      mustRefuse: true,
      method: 'GET',
      url: '/api/bank/edit?id=2147483648',
    });
    expect(id.status).toBe(400);
  });
});

/** A request as raw bytes, straight into the app: what no well-behaved client would send. */
const sendRaw = async (method: string, target: string, contentType: string | undefined, payload?: Buffer) => {
  const response = await app.inject({
    method: method as 'POST',
    url: target,
    headers: {
      authorization: `Bearer ${token}`,
      languageid: findLanguage('ja').languageId,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    payload,
  });
  return {
    status: response.statusCode,
    envelope: JSON.parse(response.body) as {
      success: boolean;
      message: string;
      errors: Record<string, string[]>;
    },
  };
};

describe('keys named like built-in members, broken multipart, invalid UTF-8 and labels', () => {
  const builtIns = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'];

  it('refuses a query key named like a built-in member with the validation list, not a 500', async () => {
    // Routes whose query schema refuses unknown keys (the catalogue reads ignore them).
    for (const target of ['/api/customer/GetAll', '/api/OrderCancel/GetOffice']) {
      for (const key of builtIns) {
        const answer = await sendRaw('GET', `${target}?${key}=a%00b`, undefined);
        expect(answer.status, `${target} ${key}`).toBe(400);
        expect(answer.envelope.success).toBe(false);
        expect(answer.envelope.message).toBe(translate('ja', 'kago.validation.invalid'));
        expect(Object.keys(answer.envelope.errors).length, `${target} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a JSON body key named like a built-in member with the validation list', async () => {
    for (const key of builtIns.filter((name) => name !== '__proto__')) {
      const body = Buffer.from(`{"orderId":1,"version":1,"note":"x","${key}":"a"}`);
      const answer = await sendRaw('POST', '/api/order/OrderUpdateNote', 'application/json', body);
      expect(answer.status, key).toBe(400);
      expect(answer.envelope.errors[key], key).toEqual([
        translate('ja', 'kago.validation.unknownField', { field: key }),
      ]);
    }
    // `__proto__` never reaches a handler: the JSON parser refuses it (prototype poisoning).
    const poisoned = Buffer.from('{"orderId":1,"version":1,"__proto__":{"admin":true}}');
    expect((await sendRaw('POST', '/api/order/OrderUpdateNote', 'application/json', poisoned)).status).toBe(
      400,
    );
  });

  it('names the order field in words when the note update comes without its order id', async () => {
    const body = Buffer.from('{"version":1,"note":"x"}');
    const answer = await sendRaw(
      'POST',
      '/api/OrderPurchaseEzbuyvn/OrderUpdateNote',
      'application/json',
      body,
    );
    expect(answer.status).toBe(400);
    const field = translate('ja', 'kago.orders.fields.orderId');
    expect(field).not.toContain('kago.');
    expect(answer.envelope.errors.orderId).toEqual([translate('ja', 'kago.validation.required', { field })]);
    expect(JSON.stringify(answer.envelope)).not.toContain('kago.');
  });

  it('answers a multipart body without a boundary, cut short or empty with a translated 400', async () => {
    const targets = [
      '/api/Notify/SendMail',
      '/api/OrderPurchasedMercari/SendEmailOrderPurchase',
      '/api/OrderPurchasedIchiba/ImportTracking',
    ];
    const broken: [string, Buffer][] = [
      ['multipart/form-data', Buffer.from('--x\r\n\r\n--x--\r\n')],
      [
        'multipart/form-data; boundary=cut',
        Buffer.from('--cut\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHel'),
      ],
      [
        'multipart/form-data; boundary=cut',
        Buffer.from('--cut\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK'),
      ],
    ];
    const statuses: string[] = [];
    for (const target of targets) {
      for (const [type, payload] of broken) {
        const answer = await sendRaw('POST', target, type, payload);
        statuses.push(`${answer.status} ${target} ${type}`);
        expect(answer.envelope.success).toBe(false);
        // In the request's language: no English fallback, no parser's own words.
        expect(answer.envelope.message).not.toMatch(/^[\x20-\x7e]+$/);
      }
    }
    expect(statuses.filter((status) => !status.startsWith('400 '))).toEqual([]);
    const noBoundary = await sendRaw('POST', targets[0], broken[0][0], broken[0][1]);
    expect(noBoundary.envelope.message).toBe(translate('ja', 'kago.hardeningServer.multipartInvalid'));
  });

  it('refuses invalid UTF-8 in a JSON body instead of storing U+FFFD', async () => {
    const body = Buffer.concat([
      Buffer.from('{"orderId":1,"version":1,"note":"a'),
      Buffer.from([0xed, 0xa0, 0x80, 0xff]),
      Buffer.from('"}'),
    ]);
    const answer = await sendRaw('POST', '/api/order/OrderUpdateNote', 'application/json', body);
    expect(answer.status).toBe(400);
    expect(answer.envelope.message).toBe(translate('ja', 'kago.hardeningServer.invalidUtf8'));
    // Valid UTF-8 beyond ASCII still passes the parser (refused later, or not, by the schema alone).
    const valid = await sendRaw(
      'POST',
      '/api/order/OrderUpdateNote',
      'application/json',
      Buffer.from('{"orderId":1,"version":1,"note":"ghi chú 注文"}'),
    );
    expect(valid.envelope.message).not.toBe(translate('ja', 'kago.hardeningServer.invalidUtf8'));
  });
});
