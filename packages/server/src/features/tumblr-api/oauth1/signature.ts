import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * OAuth 1.0a signatures (RFC 5849 §3.4), HMAC-SHA1 only, as Tumblr documents. Pure functions: the
 * request's parts in, the base string and the signature out.
 */

/** RFC 3986 percent-encoding: everything but the unreserved characters (§3.6). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A name and value as they travelled, decoded (query string, form body, Authorization header). */
export type Param = readonly [name: string, value: string];

/**
 * The pairs of an `application/x-www-form-urlencoded` string (a query or a form body), decoded,
 * in order, repeated names kept (§3.4.1.3.1).
 */
export function formPairs(encoded: string): Param[] {
  if (!encoded) return [];
  const pairs: Param[] = [];
  for (const part of encoded.split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const [name, value] = at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    pairs.push([decode(name), decode(value)]);
  }
  return pairs;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The `oauth_*` parameters of an `Authorization: OAuth ...` header, or null for another scheme (§3.5.1). */
export function authorizationParams(header: string | undefined): Param[] | null {
  if (!header || !/^OAuth\s/i.test(header)) return null;
  const pairs: Param[] = [];
  const pattern = /([A-Za-z0-9_.~-]+)\s*=\s*"([^"]*)"/g;
  for (const match of header.slice(6).matchAll(pattern)) {
    const [, name = '', value = ''] = match;
    if (name === 'realm') continue;
    pairs.push([decode(name), decode(value)]);
  }
  return pairs;
}

/**
 * The base string URI (§3.4.1.2): scheme and host in lower case, the port only when it is not the
 * scheme's default, the path; no query or fragment.
 */
export function baseStringUri(origin: string, path: string): string {
  const url = new URL(path, origin);
  const defaultPort =
    (url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443');
  const host = url.hostname.toLowerCase() + (url.port && !defaultPort ? `:${url.port}` : '');
  return `${url.protocol.toLowerCase()}//${host}${url.pathname}`;
}

/** The signature base string (§3.4.1): method, URI, and every parameter but the signature, sorted. */
export function signatureBaseString(method: string, uri: string, params: readonly Param[]): string {
  const normalized = params
    .filter(([name]) => name !== 'oauth_signature')
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([an, av], [bn, bv]) => (an === bn ? compare(av, bv) : compare(an, bn)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return [method.toUpperCase(), percentEncode(uri), percentEncode(normalized)].join('&');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** HMAC-SHA1 of the base string under `consumer_secret&token_secret` (§3.4.2), base64. */
export function hmacSha1(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(baseString).digest('base64');
}

/** Compares a signature sent with one computed, in constant time. */
export function sameSignature(sent: string, computed: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(computed);
  return a.length === b.length && timingSafeEqual(a, b);
}
