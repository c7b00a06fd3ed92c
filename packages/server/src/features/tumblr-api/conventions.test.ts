import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { type RegisteredApp, registerApp } from './api-test-kit.js';
import { pruneApiCredentials } from './nonces.js';
import { baseStringUri, hmacSha1, percentEncode, signatureBaseString } from './oauth1/signature.js';

let t: TestApp;
let app: RegisteredApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      publicUrl: 'https://api.rookery.test',
      apiRateLimits: {
        address: [{ max: 3, windowMs: 60_000 }],
        consumer: [{ max: 5, windowMs: 3_600_000 }],
        user: [],
      },
    },
  });
  app = await registerApp(await signedUp(t, 'conventions'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('every /v2 answer', () => {
  it('is Tumblr’s envelope, a path that is nothing included', async () => {
    const res = await get('/v2/no/such/endpoint');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      meta: { status: 404, msg: 'Not Found' },
      response: [],
      errors: [{ title: 'Not Found', code: 0, detail: 'Not found.' }],
    });
    const blog = await get(`/v2/blog/conventions/info?api_key=${app.consumer_key}`);
    expect(blog.json()).toMatchObject({
      meta: { status: 200, msg: 'OK' },
      response: { blog: { name: 'conventions' } },
    });
    expect(blog.json().errors).toBeUndefined();
    expect(blog.headers['cache-control']).toBe('no-store');
  });

  it('wraps a GET in the JSONP callback asked for, always 200, the status in meta', async () => {
    const found = await get(`/v2/blog/conventions/info?api_key=${app.consumer_key}&callback=handle.blog`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(found.body).toMatch(/^\/\*\*\/handle\.blog\(\{"meta":\{"status":200,"msg":"OK"\}/);
    const missing = await get(`/v2/blog/nobody-here/info?api_key=${app.consumer_key}&jsonp=cb`);
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toMatch(/^\/\*\*\/cb\(\{"meta":\{"status":404,"msg":"Not Found"\}/);
    const unsafe = await get(`/v2/blog/conventions/info?api_key=${app.consumer_key}&callback=alert(1)`);
    expect(unsafe.headers['content-type']).toContain('application/json');
  });

  it('answers CORS preflights and lets any origin read, without credentials', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/user/info',
      headers: {
        origin: 'https://tool.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await get(`/v2/blog/conventions/info?api_key=${app.consumer_key}`, {
      origin: 'https://tool.example',
    });
    expect(read.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 429 Limit Exceeded past a limit per address, then per consumer key', async () => {
    const url = `/v2/blog/conventions/info?api_key=${app.consumer_key}`;
    for (let i = 0; i < 3; i++) expect((await get(url, {}, '203.0.113.9')).statusCode).toBe(200);
    const limited = await get(url, {}, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({
      meta: { status: 429, msg: 'Limit Exceeded' },
      response: [],
      errors: [
        {
          title: 'Limit Exceeded',
          code: 0,
          detail: 'Limit Exceeded: 3 API calls per minute, per IP address.',
        },
      ],
    });
    // The key has spent 3 of its 5; two more from another address, then the key's limit.
    for (let i = 0; i < 2; i++) expect((await get(url, {}, '203.0.113.10')).statusCode).toBe(200);
    expect((await get(url, {}, '203.0.113.11')).json().errors[0].detail).toBe(
      'Limit Exceeded: 5 API calls per hour, per consumer key.',
    );
  });
});

describe('OAuth 1.0a signatures', () => {
  /** Signs as a client that knows the site only by its PUBLIC_URL, parameters in a form body. */
  function signedForm(url: string, extra: Record<string, string>) {
    const oauth = {
      oauth_consumer_key: app.consumer_key,
      oauth_nonce: `n${Math.random()}`,
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: String(Math.floor(Date.now() / 1000)),
      oauth_version: '1.0',
    };
    const params = Object.entries({ ...oauth, ...extra });
    const signature = hmacSha1(
      signatureBaseString('POST', baseStringUri('https://api.rookery.test', url), params),
      app.consumer_secret,
    );
    return [...params, ['oauth_signature', signature] as const]
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
      .join('&');
  }

  it('checks a signature made for PUBLIC_URL, parameters in the form body, behind a proxy it does not trust', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/request_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'internal:8080' },
      payload: signedForm('/oauth/request_token', { oauth_callback: 'https://client.example/after?x=1' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(res.body))).toEqual({
      oauth_token: expect.any(String),
      oauth_token_secret: expect.any(String),
      oauth_callback_confirmed: 'true',
    });
  });

  it('refuses a callback on another site than the app’s', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/request_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: signedForm('/oauth/request_token', { oauth_callback: 'https://evil.example/steal' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].detail).toContain('oauth_callback');
  });

  it('keeps nonces in PostgreSQL, pruned once their timestamp has left the window', async () => {
    const db = t.deps.db;
    await db
      .insertInto('api_nonces')
      .values([
        { consumer_key: 'k', nonce: 'old', at: new Date(Date.now() - 301_000) },
        { consumer_key: 'k', nonce: 'fresh', at: new Date() },
      ])
      .execute();
    await pruneApiCredentials(db);
    const left = await db.selectFrom('api_nonces').select('nonce').where('consumer_key', '=', 'k').execute();
    expect(left).toEqual([{ nonce: 'fresh' }]);
  });
});
