import { OAuth } from 'oauth';
import { expect } from 'vitest';
import { signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';

/** Test helpers for the Tumblr-compatible API: apps, approvals, signed requests. */

export const CALLBACK = 'https://client.example/callback';

export interface RegisteredApp {
  id: string;
  consumer_key: string;
  consumer_secret: string;
}

/** Registers an app over the API, as its developer would, signed in. */
export async function registerApp(owner: TestClient, name = 'Cross-poster'): Promise<RegisteredApp> {
  const res = await owner.post('/svc/api/apps', {
    name,
    website: 'https://client.example',
    description: 'Posts my sketches everywhere.',
    callback_url: CALLBACK,
  });
  expect(res.status).toBe(200);
  return res.body.response.app;
}

/** The `oauth` npm client (the one tumblr.js itself signs with), for the three-step flow. */
export function oauthClient(base: string, app: RegisteredApp): OAuth {
  return new OAuth(
    `${base}/oauth/request_token`,
    `${base}/oauth/access_token`,
    app.consumer_key,
    app.consumer_secret,
    '1.0A',
    CALLBACK,
    'HMAC-SHA1',
  );
}

export const requestToken = (oauth: OAuth) =>
  new Promise<{ token: string; secret: string; confirmed: unknown }>((resolve, reject) =>
    oauth.getOAuthRequestToken((error, token, secret, results) =>
      error ? reject(error) : resolve({ token, secret, confirmed: results?.oauth_callback_confirmed }),
    ),
  );

export const accessToken = (oauth: OAuth, token: string, secret: string, verifier: string) =>
  new Promise<{ token: string; secret: string }>((resolve, reject) =>
    oauth.getOAuthAccessToken(token, secret, verifier, (error, accessToken, accessSecret) =>
      error ? reject(error) : resolve({ token: accessToken, secret: accessSecret }),
    ),
  );

/** The person approves on the approval page: the page's two calls, with the session cookie and form key. */
export async function approveOAuth1(person: TestClient, token: string, allow = true): Promise<URL> {
  const shown = await person.get(`/svc/oauth/authorize?oauth_token=${encodeURIComponent(token)}`);
  expect(shown.status).toBe(200);
  const decided = await person.post('/svc/oauth/authorize', { oauth_token: token, allow });
  expect(decided.status).toBe(200);
  return new URL(decided.body.response.redirect);
}

/** A user with an OAuth 1.0a token for `app`, through the three real steps. */
export async function oauth1User(t: TestApp, base: string, app: RegisteredApp, name: string) {
  const person = await signedUp(t, name);
  const oauth = oauthClient(base, app);
  const temporary = await requestToken(oauth);
  const back = await approveOAuth1(person, temporary.token);
  const verifier = back.searchParams.get('oauth_verifier') ?? '';
  return { person, oauth, ...(await accessToken(oauth, temporary.token, temporary.secret, verifier)) };
}
