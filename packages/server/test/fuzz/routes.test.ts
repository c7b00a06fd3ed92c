import type { InjectOptions, RouteOptions } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../test-app.js';
import { contractFields, fill } from './field-names.js';

/**
 * Every route the app registers (the list comes from the app itself) is sent bad input in every
 * place a request carries it — path parameters, query, JSON and form bodies, multipart — signed in
 * with a valid form key so the input gets past the session checks and reaches the route's own
 * parsing. None may answer 5xx.
 */

const BAD_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '9223372036854775808',
  '99999999999999999999999999',
  '-1',
  '1.5',
  '1e308',
  'NaN',
  ' ',
  '',
  '0000-00-00',
  '2024-02-30T25:61:00Z',
  '\u202Egnp.exe',
  '\uD800',
  '%E0%A4%A',
  '../../../etc/passwd',
  'x'.repeat(20_000),
  '<a>'.repeat(5_000),
  null,
  { nested: { deeper: ['\u0000'] } },
  [[], {}, 2 ** 63],
  true,
  -0,
];

/** Bodies no schema sees: broken syntax and the wrong shapes at the top. */
const RAW_BODIES: { type: string; payload: string }[] = [
  { type: 'application/json', payload: '{"post":' },
  { type: 'application/json', payload: '[1,2,3]' },
  { type: 'application/json', payload: '"just a string"' },
  { type: 'application/json', payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}' },
  { type: 'application/x-www-form-urlencoded', payload: 'a[b][c][d][e][f][g][h]=1&%ZZ=%&post[=1' },
  {
    type: 'application/x-www-form-urlencoded',
    payload: Array.from({ length: 3000 }, (_, i) => `k${i}=1`).join('&'),
  },
  {
    type: 'multipart/form-data; boundary=XYZ',
    payload: '--XYZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
  },
  { type: 'multipart/form-data', payload: 'garbage without a boundary' },
  { type: 'text/plain', payload: '\u0000\u0001' },
];

/** Bad input is refused quickly; a request still open after this has stalled on it. */
const ANSWER_WITHIN_MS = 5_000;

const fields = contractFields();
const topLevel = Object.keys(fields);

/** Percent-encodes as a browser would; a lone surrogate becomes the invalid UTF-8 it would be sent as. */
function encode(value: unknown): string {
  const text = String(value);
  return text
    .replace(/[\uD800-\uDFFF]/g, '\uFFFD')
    .split('\uFFFD')
    .map(encodeURIComponent)
    .join('%ED%A0%80');
}

function pathWith(url: string, value: unknown): string {
  const text = encode(typeof value === 'string' ? value : JSON.stringify(value));
  return url.replace(/:[A-Za-z_]+/g, text).replace(/\*$/, text);
}

/** Every top-level field in the query (kept short: a URL has its own limits, tested elsewhere). */
function queryWith(value: unknown): string {
  const text = typeof value === 'string' ? value.slice(0, 200) : JSON.stringify(value);
  return qs.stringify(Object.fromEntries(topLevel.map((k) => [k, text])), { encoder: encode });
}

/**
 * A 5xx a route answers on purpose: oEmbed §2.3.2 has a provider answer 501 for a format it does
 * not offer (any `format` but json), which is no failure of the server.
 */
const DELIBERATE = new Map([['GET /oembed', 501]]);
const deliberate = (route: Route, status: number) =>
  DELIBERATE.get(`${route.method} ${route.url}`) === status;

/** Streams answer as events arrive and stay open: the event stream takes no input to check. */
const STREAMS = new Set(['/svc/push']);

interface Route {
  method: string;
  url: string;
}

describe('every route, fed bad input', () => {
  let t: TestApp;
  let client: TestClient;
  const routes: Route[] = [];
  /** Warnings: the error handler's net for values the database refused (error-handler.ts). */
  const netLog: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      logger: { level: 'warn', stream: { write: (line: string) => netLog.push(line) } },
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && method !== 'OPTIONS' && !STREAMS.has(route.url))
            routes.push({ method, url: route.url });
        }
      },
    });
    client = t.client();
    await client.register('fuzz@example.com', 'fuzzer');
    await client.post('/svc/post/update', { 'post[type]': 'text', 'post[two]': 'a post to aim at' });
  });
  afterAll(() => t.close());

  /** Leaving and destroying go last, so the session lasts through the rest. */
  const ordered = () => [...routes].sort((a, b) => Number(isEnding(a)) - Number(isEnding(b)));
  const isEnding = (r: Route) => /logout|delete|deactivate|close/.test(r.url);

  async function send(route: Route, variant: string, request: InjectOptions) {
    const headers = {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-form-key': client.formKey,
      ...request.headers,
    };
    const res = await Promise.race([
      t.app.inject({ ...request, headers }),
      new Promise<null>((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS, null)),
    ]);
    const status = res ? res.statusCode : 'no answer';
    return res && (res.statusCode < 500 || deliberate(route, res.statusCode))
      ? []
      : [`${route.method} ${route.url} [${variant}] → ${status}`];
  }

  it('answers no 5xx to bad values in path, query and body', { timeout: 600_000 }, async () => {
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;
    for (const route of ordered()) {
      const method = route.method as 'GET';
      const hasBody = method !== 'GET' && method !== 'DELETE';
      for (const [i, value] of BAD_VALUES.entries()) {
        const url = `${pathWith(route.url, value)}?${queryWith(value)}`;
        const body = fill(fields, value);
        // Alternate encodings so each route meets the values as JSON and as a form.
        const asForm = i % 2 === 1;
        const payload = hasBody
          ? asForm
            ? qs.stringify(body, { encoder: encode })
            : JSON.stringify(body)
          : undefined;
        const type = asForm ? 'application/x-www-form-urlencoded' : 'application/json';
        failures.push(
          ...(await send(route, `value ${i} ${asForm ? 'form' : 'json'}`, {
            method,
            url,
            ...(payload !== undefined ? { payload, headers: { 'content-type': type } } : {}),
          })),
        );
        sent++;
      }
      if (hasBody) {
        for (const [i, raw] of RAW_BODIES.entries()) {
          const url = pathWith(route.url, '1');
          failures.push(
            ...(await send(route, `raw body ${i}`, {
              method,
              url,
              payload: raw.payload,
              headers: { 'content-type': raw.type },
            })),
          );
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(routes.length * 20);
    expect(failures).toEqual([]);
    // Refused by the parsing layer, every one: none reached the database to be caught there.
    expect(netLog).toEqual([]);
  });

  it('answers no 5xx to a visitor without a session either', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const value of ['\u0000', '9223372036854775808', ' ', '\uD800']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${pathWith(route.url, value)}?${queryWith(value)}`,
        });
        if (res.statusCode >= 500 && !deliberate(route, res.statusCode))
          failures.push(`GET ${route.url} [${JSON.stringify(value)}] → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(netLog).toEqual([]);
  });

  it('refuses one bad value among good ones with a 400 that names the problem', async () => {
    const cases: [string, string, unknown][] = [
      ['GET', '/svc/data/tumblelog?tumblelog=%00', undefined],
      ['GET', '/avatar/%00/64', undefined],
      [
        'GET',
        '/svc/conversations/messages?participant=fuzzer&conversation_id=9223372036854775808',
        undefined,
      ],
      ['GET', '/svc/activity?blog=fuzzer&before=99999999999999999999', undefined],
      [
        'POST',
        '/svc/post/update',
        { 'post[type]': 'text', 'post[two]': 'hi', 'post[date]': '30/02/2024 25:61' },
      ],
      [
        'POST',
        '/svc/post/update',
        {
          'post[type]': 'text',
          'post[two]': 'hi',
          'post[state]': '2',
          'post[publish_on]': '2024-02-30T25:61',
        },
      ],
      ['POST', '/svc/post/update', { 'post[type]': 'text', 'post[two]': 'a\u0000b' }],
    ];
    // The first test ends with the session's own logout.
    await client.start();
    expect((await client.login('fuzz@example.com')).status).toBe(200);
    for (const [method, url, body] of cases) {
      const res = await client.request(method, url, body);
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}: ${res.raw}`).toBe(400);
      expect(res.body.errors?.[0]?.detail).toBeTruthy();
    }
    expect(netLog).toEqual([]);
  });
});
