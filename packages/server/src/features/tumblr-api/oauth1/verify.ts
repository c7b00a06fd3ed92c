import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { openSecret } from '../../accounts/two-factor/secret-box.js';
import { badRequest, unauthorized } from '../answers.js';
import { firstUseOfNonce } from '../nonces.js';
import { SEAL_PURPOSE, TIMESTAMP_WINDOW_S } from '../policy.js';
import { hmacSha1, sameSignature, signatureBaseString } from './signature.js';
import { type SignedRequest, signatureUris } from './signed-request.js';

/** The parts of a signed request every check needs, read and checked for form (RFC 5849 §3.1). */
export interface OAuthParts {
  consumerKey: string;
  token: string | undefined;
  signature: string;
  timestamp: number;
  nonce: string;
}

/**
 * Refuses what cannot be a good request before anything is looked up: a method other than
 * HMAC-SHA1 or a parameter missing (400, as RFC 5849 §3.2 says), a timestamp outside the window
 * of TIMESTAMP_WINDOW_S seconds either way (401).
 */
export function oauthParts(signed: SignedRequest, now = Date.now()): OAuthParts {
  const get = (name: string) => signed.oauth.get(name);
  if (get('oauth_signature_method') !== 'HMAC-SHA1')
    throw badRequest('Only the HMAC-SHA1 signature method is supported.');
  // "1.0A" is what many clients send (the `oauth` npm package, for one) for 1.0a; it signs the same.
  const version = get('oauth_version');
  if (version !== undefined && !/^1\.0a?$/i.test(version)) throw badRequest('oauth_version must be 1.0.');
  for (const name of ['oauth_consumer_key', 'oauth_signature', 'oauth_timestamp', 'oauth_nonce']) {
    if (!get(name)) throw badRequest(`The signed request lacks ${name}.`);
  }
  const timestamp = Number(get('oauth_timestamp'));
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > TIMESTAMP_WINDOW_S)
    throw unauthorized(
      `oauth_timestamp is more than ${TIMESTAMP_WINDOW_S} seconds from the server's time: check the clock.`,
    );
  return {
    consumerKey: get('oauth_consumer_key') as string,
    token: get('oauth_token') || undefined,
    signature: get('oauth_signature') as string,
    timestamp,
    nonce: get('oauth_nonce') as string,
  };
}

/**
 * Checks the signature with the consumer's and the token's secrets (both sealed at rest), against
 * each address the request may have been signed for, then records the nonce: a second use of it
 * by the same consumer is refused as a replay. The nonce is recorded only for a good signature, so
 * nobody can spend another app's nonces.
 */
export async function checkSignature(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
  signed: SignedRequest,
  parts: OAuthParts,
  sealed: { consumerSecret: string; tokenSecret?: string | null | undefined },
): Promise<void> {
  const secret = deps.config.sessionSecret;
  const consumerSecret = openSecret(secret, sealed.consumerSecret, SEAL_PURPOSE);
  const tokenSecret = sealed.tokenSecret ? openSecret(secret, sealed.tokenSecret, SEAL_PURPOSE) : '';
  const good = signatureUris(request, deps.config.publicUrl).some((uri) =>
    sameSignature(
      parts.signature,
      hmacSha1(signatureBaseString(request.method, uri, signed.params), consumerSecret, tokenSecret),
    ),
  );
  if (!good) throw unauthorized('oauth_signature does not match expected value.');
  if (!(await firstUseOfNonce(deps.db, parts.consumerKey, parts.nonce, parts.timestamp)))
    throw unauthorized('This oauth_nonce was already used: each request needs a new one.');
}
