import type { TestApp, TestClient } from '../../../test/test-app.js';
import type { RegisteredApp } from './api-test-kit.js';
import { bearerUser } from './oauth2-test-kit.js';

/** Test helpers for the read endpoints: a person with a bearer token, and calls as an app or as them. */

export interface Reader {
  person: TestClient;
  token: string;
}

/** A new user and their bearer token for `app` (OAuth 2 with PKCE, read and write by default). */
export async function readerFor(
  t: TestApp,
  app: RegisteredApp,
  name: string,
  scope = 'basic write',
): Promise<Reader> {
  const { person, tokens } = await bearerUser(t, app, name, scope);
  return { person, token: tokens.access_token };
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
