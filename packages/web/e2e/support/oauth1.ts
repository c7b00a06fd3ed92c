import { createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** RFC 3986 percent-encoding, as OAuth 1.0a signs. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

interface Credentials {
  consumer_key: string;
  consumer_secret: string;
}

interface Token {
  token: string;
  secret: string;
}

/**
 * The Authorization header of a request signed with OAuth 1.0a (HMAC-SHA1) as an app's server
 * signs it; `extra` are the form or query parameters, which the signature covers (a JSON body's
 * fields are not parameters).
 */
function authorization(
  method: string,
  url: string,
  app: Credentials,
  token: Token | null,
  extra: Record<string, string>,
): string {
  const params: Record<string, string> = {
    ...extra,
    oauth_consumer_key: app.consumer_key,
    oauth_nonce: randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(token ? { oauth_token: token.token } : {}),
  };
  const normalized = Object.keys(params)
    .sort()
    .map((name) => `${encode(name)}=${encode(params[name] as string)}`)
    .join('&');
  const base = [method, encode(url), encode(normalized)].join('&');
  const key = `${encode(app.consumer_secret)}&${encode(token?.secret ?? '')}`;
  params.oauth_signature = createHmac('sha1', key).update(base).digest('base64');
  return `OAuth ${Object.entries(params)
    .filter(([name]) => name.startsWith('oauth_'))
    .map(([name, value]) => `${name}="${encode(value)}"`)
    .join(', ')}`;
}

/** A POST of the OAuth token endpoints, signed; answers the form-encoded reply's fields. */
async function signedPost(
  request: APIRequestContext,
  url: string,
  app: Credentials,
  token: Token | null,
  extra: Record<string, string>,
): Promise<URLSearchParams> {
  const answer = await request.post(url, {
    headers: { authorization: authorization('POST', url, app, token, extra) },
  });
  if (!answer.ok()) throw new Error(`${url} failed: ${answer.status()} ${await answer.text()}`);
  return new URLSearchParams(await answer.text());
}

/** A JSON POST to the API as the person who approved `token`, signed as tumblr.js signs it. */
export function signedJsonPost(
  request: APIRequestContext,
  url: string,
  app: Credentials,
  token: Token,
  body: unknown,
) {
  return request.post(url, {
    headers: {
      authorization: authorization('POST', url, app, token, {}),
      'content-type': 'application/json',
    },
    data: JSON.stringify(body),
  });
}

/** Temporary credentials for `app`, to send a person to the approval page with. */
export async function requestToken(
  request: APIRequestContext,
  baseUrl: string,
  app: Credentials,
  callback: string,
) {
  const answer = await signedPost(request, `${baseUrl}/oauth/request_token`, app, null, {
    oauth_callback: callback,
  });
  return { token: answer.get('oauth_token') ?? '', secret: answer.get('oauth_token_secret') ?? '' };
}

/** The access token for approved temporary credentials and the verifier the callback got. */
export async function accessToken(
  request: APIRequestContext,
  baseUrl: string,
  app: Credentials,
  temporary: Token,
  verifier: string,
): Promise<Token> {
  const answer = await signedPost(request, `${baseUrl}/oauth/access_token`, app, temporary, {
    oauth_verifier: verifier,
  });
  return { token: answer.get('oauth_token') ?? '', secret: answer.get('oauth_token_secret') ?? '' };
}
