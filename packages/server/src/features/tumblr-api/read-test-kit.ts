import { expect } from 'vitest';
import { signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import type { RegisteredApp } from './api-test-kit.js';
import { approveOAuth2, pkcePair, tokenRequest } from './oauth2-test-kit.js';

/** Test helpers for the read endpoints: a person with a bearer token, and calls as an app or as them. */

export interface Reader {
  person: TestClient;
  token: string;
}

/** A new user and their bearer token for `app` (OAuth 2 with PKCE, as oauth2-test-kit does). */
export async function readerFor(
  t: TestApp,
  app: RegisteredApp,
  name: string,
  scope = 'basic write',
): Promise<Reader> {
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
  return { person, token: res.body.access_token };
}

/** A GET of the API: with the app's key, or as the reader (their bearer token). */
export async function apiGet(t: TestApp, url: string, as: { apiKey?: string; token?: string }) {
  const sep = url.includes('?') ? '&' : '?';
  const res = await t.app.inject({
    method: 'GET',
    url: as.apiKey ? `${url}${sep}api_key=${as.apiKey}` : url,
    headers: as.token ? { authorization: `Bearer ${as.token}` } : {},
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}
