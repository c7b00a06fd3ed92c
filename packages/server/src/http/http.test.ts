import { ErrorCode } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const users = async () =>
  Number(
    (await t.deps.db.selectFrom('users').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
  );

describe('the form key', () => {
  it('is required for every state-changing call, and without it nothing changes', async () => {
    const c = await t.client().start();
    const before = await users();
    for (const formKey of [null, 'wrong-key-wrong-key-1234']) {
      const res = await c.post(
        '/svc/account/register',
        { email: 'fk@example.com', password: 'long enough', blog_name: 'fk-blog' },
        { formKey },
      );
      expect(res.status).toBe(403);
      expect(res.body.meta.status).toBe(403);
      expect(res.body.errors[0]?.code).toBe(ErrorCode.formKey);
    }
    expect(await users()).toBe(before);
  });

  it('is accepted as a form field', async () => {
    const c = await t.client().start();
    const form = `form_key=${c.formKey}&email=field%40example.com&password=long+enough&blog_name=field-key`;
    const res = await c.post('/svc/account/register', undefined, { formKey: null, form });
    expect(res.status).toBe(200);
  });

  it("is the session's own after login: another visitor's key is refused", async () => {
    const a = t.client();
    await a.register('key-a@example.com', 'key-a');
    const b = await t.client().start();
    const res = await a.post('/svc/blog/create', { name: 'key-a-two' }, { formKey: b.formKey });
    expect(res.status).toBe(403);
    expect((await a.post('/svc/blog/create', { name: 'key-a-two' })).status).toBe(200);
  });

  it('is embedded in the served page', async () => {
    const c = await t.client().start();
    const page = await c.get('/dashboard');
    expect(page.status).toBe(200);
    expect(page.raw).toContain(`<meta name="rookery-form-key" content="${c.formKey}">`);
    const json = page.raw.match(
      /<script id="rookery-bootstrap" type="application\/json">(.*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(json!)).toMatchObject({ user: null, form_key: c.formKey, flags: { ask_form: true } });
  });
});

describe('the envelope', () => {
  it('wraps 404s of calls', async () => {
    const res = await t.client().get('/svc/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      meta: { status: 404, msg: 'Not Found' },
      response: null,
      errors: [expect.objectContaining({ code: ErrorCode.notFound })],
    });
  });

  it('wraps malformed bodies as 400', async () => {
    const c = await t.client().start();
    const res = await c.request('POST', '/svc/account/login', undefined, {
      form: undefined,
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 403]).toContain(res.status);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/svc/account/login',
      headers: {
        'content-type': 'application/json',
        'x-form-key': c.formKey,
        cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().meta.status).toBe(400);
  });
});

describe('security headers', () => {
  it('mark every answer nosniff, and give HTML pages the content security policy', async () => {
    const c = await t.client().start();
    const json = await c.get('/svc/ping');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(json.headers['content-security-policy']).toBeUndefined();
    const page = await c.request('GET', '/dashboard');
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).toMatch(
      /frame-src 'self' https:\/\/www\.youtube\.com [^;]*https:\/\/player\.vimeo\.com(;|$)/,
    );
    const missing = await c.get('/svc/no-such-call');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keep calls out of caches, and limit what pages and their frames may use', async () => {
    const c = await t.client().start();
    const session = await c.get('/svc/account/session');
    expect(session.body.response.form_key).toBeTruthy();
    expect(session.headers['cache-control']).toBe('no-store');
    const page = await c.request('GET', '/dashboard');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    for (const res of [session, page]) {
      expect(String(res.headers['permissions-policy'])).toContain('geolocation=()');
      // The test site is plain http: HSTS there would lock a browser out of it.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('ask browsers to keep to https when the site is served over https', async () => {
    const https = await createTestApp({ config: { publicUrl: 'https://rookery.example' } });
    try {
      const res = await https.app.inject({ url: '/svc/ping' });
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    } finally {
      await https.close();
    }
  });

  it('ping says whether the request is signed in', async () => {
    const visitor = await t.client().start();
    expect((await visitor.get('/svc/ping')).body.response).toEqual({ signed_in: false });
    const member = t.client();
    await member.register('ping@example.com', 'ping-blog');
    expect((await member.get('/svc/ping')).body.response).toEqual({ signed_in: true });
  });
});
