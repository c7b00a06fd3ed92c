import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { answer } from './answers.js';
import { oauth1User, type RegisteredApp, registerApp } from './api-test-kit.js';
import { ownedBlog } from './blog-identifier.js';
import { apiCaller } from './caller.js';
import { bearerFor } from './oauth2-test-kit.js';
import { apiConventions } from './plugin.js';

/**
 * Each refusal with Tumblr's documented status and body. Writes are checked through two routes
 * only this test registers, which do what every write endpoint does first: apiCaller(request,
 * 'write'), then ownedBlog for the blog in the path.
 */
let t: TestApp;
let base: string;
let app: RegisteredApp;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: async (server) => {
      await server.register(
        async (scope) => {
          apiConventions(scope, { cors: false, notFound: false });
          scope.post('/test/write', { config: { signedCall: true } }, async (request) => {
            const caller = await apiCaller(request, 'write');
            return answer({ user: caller.user?.id });
          });
          scope.post<{ Params: { blog: string } }>(
            '/test/blog/:blog/write',
            { config: { signedCall: true } },
            async (request) => {
              const caller = await apiCaller(request, 'write');
              return answer({ blog: (await ownedBlog(request, caller, request.params.blog)).name });
            },
          );
        },
        { prefix: '/v2' },
      );
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  app = await registerApp(await signedUp(t, 'refusals-app'));
});
afterAll(() => t.close());

const tumblrRefusal = (status: number, msg: string, detail: string) => ({
  meta: { status, msg },
  response: [],
  errors: [{ title: msg, code: 0, detail }],
});

async function call(method: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { method, headers });
  return { status: res.status, body: await res.json() };
}

describe('refusals', () => {
  it('a bad signature: 401', async () => {
    const { oauth, token } = await oauth1User(t, base, app, 'badsig');
    const header = oauth.authHeader(`${base}/v2/user/info`, token, 'not-the-secret', 'GET');
    expect(await call('GET', '/v2/user/info', { authorization: header })).toEqual({
      status: 401,
      body: tumblrRefusal(401, 'Unauthorized', 'oauth_signature does not match expected value.'),
    });
  });

  it('a replayed nonce: 401, the first use having worked', async () => {
    const { oauth, token, secret } = await oauth1User(t, base, app, 'replayer');
    const header = oauth.authHeader(`${base}/v2/user/info`, token, secret, 'GET');
    expect((await call('GET', '/v2/user/info', { authorization: header })).status).toBe(200);
    expect(await call('GET', '/v2/user/info', { authorization: header })).toEqual({
      status: 401,
      body: tumblrRefusal(
        401,
        'Unauthorized',
        'This oauth_nonce was already used: each request needs a new one.',
      ),
    });
  });

  it('a stale timestamp, either way: 401', async () => {
    const { oauth, token, secret } = await oauth1User(t, base, app, 'latecomer');
    const at = (offset: number) => {
      (oauth as unknown as { _getTimestamp: () => string })._getTimestamp = () =>
        String(Math.floor(Date.now() / 1000) + offset);
      return oauth.authHeader(`${base}/v2/user/info`, token, secret, 'GET');
    };
    for (const offset of [-301, 301]) {
      expect(await call('GET', '/v2/user/info', { authorization: at(offset) })).toEqual({
        status: 401,
        body: tumblrRefusal(
          401,
          'Unauthorized',
          "oauth_timestamp is more than 300 seconds from the server's time: check the clock.",
        ),
      });
    }
    expect((await call('GET', '/v2/user/info', { authorization: at(-250) })).status).toBe(200);
  });

  it('an API key trying to write: 401', async () => {
    expect(await call('POST', `/v2/test/write?api_key=${app.consumer_key}`)).toEqual({
      status: 401,
      body: tumblrRefusal(
        401,
        'Unauthorized',
        'This call needs an OAuth-signed request or a bearer token, approved by a user.',
      ),
    });
  });

  it('a token acting on another user’s blog: 403, on its own user’s blog: 200', async () => {
    const { oauth, token, secret } = await oauth1User(t, base, app, 'own-writer');
    await signedUp(t, 'someone-else');
    const signed = (path: string) => ({
      authorization: oauth.authHeader(`${base}${path}`, token, secret, 'POST'),
    });
    expect(
      await call('POST', '/v2/test/blog/someone-else/write', signed('/v2/test/blog/someone-else/write')),
    ).toEqual({
      status: 403,
      body: tumblrRefusal(403, 'Forbidden', 'This token may only act on its own user’s blogs.'),
    });
    expect(
      await call('POST', '/v2/test/blog/own-writer/write', signed('/v2/test/blog/own-writer/write')),
    ).toEqual({
      status: 200,
      body: { meta: { status: 200, msg: 'OK' }, response: { blog: 'own-writer' } },
    });
  });

  it('a read-only grant trying to write: 403, while a write grant may', async () => {
    const reader = await bearerFor(t, app, 'reader-only', 'basic');
    expect(await call('POST', '/v2/test/write', { authorization: `Bearer ${reader.access_token}` })).toEqual({
      status: 403,
      body: tumblrRefusal(
        403,
        'Forbidden',
        'This token may only read: ask for the write scope to post, like or follow.',
      ),
    });
    expect(
      (await call('GET', '/v2/user/info', { authorization: `Bearer ${reader.access_token}` })).status,
    ).toBe(200);
    const writer = await bearerFor(t, app, 'writer', 'basic write');
    expect(
      (await call('POST', '/v2/test/write', { authorization: `Bearer ${writer.access_token}` })).status,
    ).toBe(200);
  });

  it('a session cookie is no credential here', async () => {
    const person = await signedUp(t, 'cookie-only');
    const res = await person.get('/v2/user/info');
    expect(res.status).toBe(401);
  });
});
