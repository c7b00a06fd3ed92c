import type { FastifyRequest } from 'fastify';
import { authorizationParams, baseStringUri, formPairs, type Param } from './signature.js';

/** The OAuth 1.0a parameters a request carries, and every parameter its signature covers. */
export interface SignedRequest {
  oauth: ReadonlyMap<string, string>;
  params: readonly Param[];
}

/**
 * An OAuth 1.0a request's parameters (RFC 5849 §3.5): in the `Authorization: OAuth` header, as
 * Tumblr documents, or else in the form body or the query, which the RFC allows too. The
 * signature covers the query's and a form body's pairs as they were sent (§3.4.1.3), so both are
 * read from the raw request, never from the parsed objects. Null when the request is not signed.
 */
export function readSignedRequest(request: FastifyRequest): SignedRequest | null {
  const header = authorizationParams(request.headers.authorization);
  const url = request.originalUrl;
  const at = url.indexOf('?');
  const others = [...formPairs(at === -1 ? '' : url.slice(at + 1)), ...formPairs(request.rawForm ?? '')];
  const oauthPairs = header ?? others.filter(([name]) => name.startsWith('oauth_'));
  if (!oauthPairs.some(([name]) => name === 'oauth_signature')) return null;
  return { oauth: new Map(oauthPairs), params: header ? [...header, ...others] : others };
}

/**
 * The base string URIs a signature may have been made for: the public address (PUBLIC_URL), and
 * the address the request itself names, which behind a trusted proxy (TRUST_PROXY) is the one in
 * X-Forwarded-Proto and X-Forwarded-Host (Fastify's request.protocol and request.host). A client
 * signs the URL it calls; both are this server's, so either verifies.
 */
export function signatureUris(request: FastifyRequest, publicUrl: string): string[] {
  const url = request.originalUrl;
  const path = url.slice(0, url.indexOf('?') === -1 ? undefined : url.indexOf('?'));
  const own = baseStringUri(`${request.protocol}://${request.host}`, path);
  const published = baseStringUri(new URL(publicUrl).origin, path);
  return own === published ? [published] : [published, own];
}
