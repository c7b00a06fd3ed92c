import { globalAgent } from 'node:https';
import tumblr from 'tumblr.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { startTlsProxy, type TlsProxy } from '../../../test/tls-proxy.js';
import {
  accessToken,
  approveOAuth1,
  oauth1User,
  oauthClient,
  type RegisteredApp,
  registerApp,
  requestToken,
} from './api-test-kit.js';

/**
 * The official tumblr.js client against Rookery, as its users would configure it: `baseUrl` set
 * to the instance. tumblr.js 5 always speaks https, so a TLS-terminating proxy stands in front of
 * Rookery (as nginx would, with X-Forwarded-Proto and X-Forwarded-Host, and TRUST_PROXY on): the
 * signatures are made for the https address, and Rookery must check them against it.
 */
let t: TestApp;
let proxy: TlsProxy;
let app: RegisteredApp;

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await startTlsProxy((t.app.server.address() as { port: number }).port);
  // Only this test process trusts the test's certificate (tumblr.js uses the global agent).
  globalAgent.options.ca = proxy.cert;
  app = await registerApp(await signedUp(t, 'appmaker'));
});
afterAll(async () => {
  await proxy.close();
  await t.close();
});

describe('tumblr.js against Rookery', () => {
  it('runs the three-step OAuth 1.0a flow, then reads the user’s info as the token’s user', async () => {
    const { token, secret } = await oauth1User(t, proxy.origin, app, 'sketcher');
    const client = tumblr.createClient({
      consumer_key: app.consumer_key,
      consumer_secret: app.consumer_secret,
      token,
      token_secret: secret,
      baseUrl: proxy.origin,
    });
    const { user } = await client.userInfo();
    expect(user).toEqual({
      name: 'sketcher',
      likes: 0,
      following: 0,
      default_post_format: 'html',
      blogs: [
        expect.objectContaining({
          name: 'sketcher',
          url: 'http://rookery.test/sketcher/',
          uuid: expect.stringMatching(/^t:[\w-]{22}$/),
          primary: true,
          admin: true,
          followers: 0,
          posts: 0,
        }),
      ],
    });
    // The grant is listed on the person's settings page, with its last use.
    const grants = (await (await signedUpAgain('sketcher')).get('/svc/api/grants')).body.response.grants;
    expect(grants).toEqual([
      expect.objectContaining({
        app: expect.objectContaining({ name: 'Cross-poster' }),
        can_write: true,
        last_used_at: expect.any(String),
      }),
    ]);
  });

  it('reads a blog’s info with the API key, by name, hostname and uuid', async () => {
    const reader = tumblr.createClient({ consumer_key: app.consumer_key, baseUrl: proxy.origin });
    const { blog } = await reader.blogInfo('appmaker');
    expect(blog).toMatchObject({
      name: 'appmaker',
      url: 'http://rookery.test/appmaker',
      posts: 0,
      ask: true,
      avatar: expect.arrayContaining([
        { width: 64, height: 64, url: expect.stringContaining('/avatar/appmaker/64') },
      ]),
      theme: expect.objectContaining({ avatar_shape: expect.any(String) }),
    });
    expect(blog.followers).toBeUndefined();
    expect((await reader.blogInfo('appmaker.tumblr.com')).blog.uuid).toBe(blog.uuid);
    expect((await reader.blogInfo(blog.uuid)).blog.name).toBe('appmaker');
    await expect(reader.blogInfo('no-such-blog')).rejects.toThrow('API error: 404 Not Found');
    const keyless = tumblr.createClient({ baseUrl: proxy.origin });
    await expect(keyless.blogInfo('appmaker')).rejects.toThrow('API error: 401 Unauthorized');
  });

  it('refuses a request token used twice', async () => {
    const person = await signedUp(t, 'twice');
    const oauth = oauthClient(proxy.origin, app);
    const temporary = await requestToken(oauth);
    expect(temporary.confirmed).toBe('true');
    const verifier = (await approveOAuth1(person, temporary.token)).searchParams.get('oauth_verifier') ?? '';
    await accessToken(oauth, temporary.token, temporary.secret, verifier);
    await expect(accessToken(oauth, temporary.token, temporary.secret, verifier)).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('refuses a token signed with the wrong secret, and a token whose access was revoked', async () => {
    const { person, token, secret } = await oauth1User(t, proxy.origin, app, 'revoker');
    const forged = tumblr.createClient({
      consumer_key: app.consumer_key,
      consumer_secret: app.consumer_secret,
      token,
      token_secret: `${secret}x`,
      baseUrl: proxy.origin,
    });
    await expect(forged.userInfo()).rejects.toThrow('API error: 401 Unauthorized');
    const client = tumblr.createClient({
      consumer_key: app.consumer_key,
      consumer_secret: app.consumer_secret,
      token,
      token_secret: secret,
      baseUrl: proxy.origin,
    });
    expect((await client.userInfo()).user.name).toBe('revoker');
    const [grant] = (await person.get('/svc/api/grants')).body.response.grants;
    expect((await person.post('/svc/api/grants/revoke', { id: grant.id })).status).toBe(200);
    await expect(client.userInfo()).rejects.toThrow('API error: 401 Unauthorized');
  });
});

/** A second browser of an existing account. */
async function signedUpAgain(name: string) {
  const browser = t.client();
  await browser.login(`${name}@example.com`);
  return browser;
}
