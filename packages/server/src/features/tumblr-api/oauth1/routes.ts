import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { sameKey } from '../../../http/session.js';
import { tokenDigest } from '../../../http/token-digest.js';
import { badRequest, unauthorized } from '../answers.js';
import { type AppRow, appByKey } from '../apps.js';
import { grantAccess } from '../grants.js';
import { spendApiCall } from '../limits.js';
import { createRequestToken, findRequestToken, spendRequestToken } from '../request-tokens.js';
import { issueOAuth1Token } from '../tokens.js';
import { callbackFor } from './callback.js';
import { readSignedRequest, type SignedRequest } from './signed-request.js';
import { checkSignature, type OAuthParts, oauthParts } from './verify.js';

const staleRequestToken = () =>
  unauthorized(
    'The request token is not valid: it was used already, has expired, or belongs to another app.',
  );

/** Tumblr's answers here are form-encoded, without the envelope (api.md "OAuth1 Authorization"). */
const formAnswer = (reply: FastifyReply, fields: Record<string, string>) =>
  reply.type('application/x-www-form-urlencoded').send(new URLSearchParams(fields).toString());

/**
 * OAuth 1.0a's token endpoints (RFC 5849 §2.1, §2.3), at Tumblr's paths. Both take GET or POST:
 * Tumblr documents POST for one and GET for the other, and client libraries use either.
 */
export function oauth1Routes(scope: FastifyInstance, deps: AppDeps): void {
  const signedBy = async (
    request: FastifyRequest,
  ): Promise<{ signed: SignedRequest; parts: OAuthParts; app: AppRow }> => {
    const signed = readSignedRequest(request);
    if (!signed) throw badRequest('Sign the request with OAuth 1.0a (HMAC-SHA1) and your consumer key.');
    const parts = oauthParts(signed);
    const app = await appByKey(deps.db, parts.consumerKey);
    if (!app) throw unauthorized('No application has this oauth_consumer_key.');
    return { signed, parts, app };
  };

  scope.route({
    method: ['GET', 'POST'],
    url: '/oauth/request_token',
    config: { signedCall: true },
    handler: async (request, reply) => {
      const { signed, parts, app } = await signedBy(request);
      await checkSignature(deps, request, signed, parts, { consumerSecret: app.consumer_secret });
      await spendApiCall(deps, { address: request.ip, consumerKey: app.consumer_key });
      const callback = callbackFor(app.callback_url, signed.oauth.get('oauth_callback'));
      const { token, secret } = await createRequestToken(
        deps.db,
        deps.config.sessionSecret,
        app.id,
        callback,
      );
      return formAnswer(reply, {
        oauth_token: token,
        oauth_token_secret: secret,
        oauth_callback_confirmed: 'true',
      });
    },
  });

  scope.route({
    method: ['GET', 'POST'],
    url: '/oauth/access_token',
    config: { signedCall: true },
    handler: async (request, reply) => {
      const { signed, parts, app } = await signedBy(request);
      if (!parts.token) throw badRequest('The signed request lacks oauth_token.');
      const pending = await findRequestToken(deps.db, parts.token);
      if (!pending || pending.app_id !== app.id) throw staleRequestToken();
      await checkSignature(deps, request, signed, parts, {
        consumerSecret: app.consumer_secret,
        tokenSecret: pending.secret,
      });
      await spendApiCall(deps, { address: request.ip, consumerKey: app.consumer_key });
      // Used up whatever happens next: a request token is exchanged once, or never.
      const spent = await spendRequestToken(deps.db, parts.token);
      if (!spent) throw staleRequestToken();
      const verifier = signed.params.find(([name]) => name === 'oauth_verifier')?.[1];
      if (!spent.user_id || !spent.verifier_digest)
        throw unauthorized('No one has approved this request token.');
      if (!verifier || !sameKey(tokenDigest(verifier), spent.verifier_digest))
        throw unauthorized('oauth_verifier is not the one the approval gave.');
      const userId = spent.user_id;
      const access = await deps.db.transaction().execute(async (trx) => {
        const grantId = await grantAccess(trx, userId, app.id, true);
        return issueOAuth1Token(trx, deps.config.sessionSecret, grantId);
      });
      return formAnswer(reply, { oauth_token: access.token, oauth_token_secret: access.secret });
    },
  });
}
