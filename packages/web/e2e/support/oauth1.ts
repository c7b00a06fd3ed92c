import { createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** RFC 3986 percent-encoding, as OAuth 1.0a signs. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

interface Credentials {
  consumer_key: string;
  consumer_secret: string;
}

/**
 * A POST signed with OAuth 1.0a (HMAC-SHA1) as an app's server sends it, the parameters in the
 * Authorization header; answers the form-encoded reply's fields.
 */
async function signedPost(
  request: APIRequestContext,
  url: string,
  app: Credentials,
  token: { token: string; secret: string } | null,
  extra: Record<string, string>,
): Promise<URLSearchParams> {
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
  const base = ['POST', encode(url), encode(normalized)].join('&');
  const key = `${encode(app.consumer_secret)}&${encode(token?.secret ?? '')}`;
  params.oauth_signature = createHmac('sha1', key).update(base).digest('base64');
  const header = `OAuth ${Object.entries(params)
    .map(([name, value]) => `${name}="${encode(value)}"`)
    .join(', ')}`;
  const answer = await request.post(url, { headers: { authorization: header } });
  if (!answer.ok()) throw new Error(`${url} failed: ${answer.status()} ${await answer.text()}`);
  return new URLSearchParams(await answer.text());
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
  temporary: { token: string; secret: string },
  verifier: string,
) {
  const answer = await signedPost(request, `${baseUrl}/oauth/access_token`, app, temporary, {
    oauth_verifier: verifier,
  });
  return answer.get('oauth_token') ?? '';
}
