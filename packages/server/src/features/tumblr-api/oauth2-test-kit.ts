import { hash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { CALLBACK, type RegisteredApp } from './api-test-kit.js';
import type { OAuth2Tokens } from './tokens.js';

/** PKCE's pair: a verifier, and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: hash('sha256', verifier, 'base64url') };
}

/** The person approves an OAuth 2 request on the approval page; answers the redirect. */
export async function approveOAuth2(person: TestClient, params: Record<string, string>, allow = true) {
  const query = new URLSearchParams(params).toString();
  const shown = await person.get(`/svc/oauth2/authorize?${query}`);
  expect(shown.status).toBe(200);
  const decided = await person.post('/svc/oauth2/authorize', { ...params, allow });
  expect(decided.status).toBe(200);
  return new URL(decided.body.response.redirect);
}

/** Exchanges at /v2/oauth2/token, form-encoded as most clients send it. */
export async function tokenRequest(t: TestApp, fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A new user, signed in, and their bearer tokens for `app` with `scope`, through authorize and the code grant. */
export async function bearerUser(
  t: TestApp,
  app: RegisteredApp,
  name: string,
  scope: string,
): Promise<{ person: TestClient; tokens: OAuth2Tokens }> {
  const person = await signedUp(t, name);
  const { verifier, challenge } = pkcePair();
  const back = await approveOAuth2(person, {
    client_id: app.consumer_key,
    response_type: 'code',
    scope,
    state: 'st',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const res = await tokenRequest(t, {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code') ?? '',
    client_id: app.consumer_key,
    client_secret: app.consumer_secret,
    code_verifier: verifier,
  });
  expect(res.status).toBe(200);
  return { person, tokens: res.body };
}

/** A new user's bearer token for `app` with `scope`. */
export async function bearerFor(
  t: TestApp,
  app: RegisteredApp,
  name: string,
  scope: string,
): Promise<OAuth2Tokens> {
  return (await bearerUser(t, app, name, scope)).tokens;
}

export { CALLBACK };
