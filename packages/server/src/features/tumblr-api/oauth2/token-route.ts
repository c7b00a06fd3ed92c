import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { sameKey } from '../../../http/session.js';
import { reasonPhrase, refusal } from '../answers.js';
import { type AppRow, appByKey, openAppSecret } from '../apps.js';
import { spendCode } from '../codes.js';
import { grantAccess } from '../grants.js';
import { spendApiCall } from '../limits.js';
import { canWrite } from '../policy.js';
import { issueBearer, spendRefreshToken } from '../tokens.js';
import { verifierMatches } from './pkce.js';

/** The token request's fields (api.md "/v2/oauth2/token"); unknown ones are ignored. */
export const tokenRequestSchema = z.object({
  grant_type: z.string().max(40).optional(),
  code: z.string().max(200).optional(),
  refresh_token: z.string().max(200).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  code_verifier: z.string().max(200).optional(),
});

/** RFC 6749 §5.2's error, inside Tumblr's envelope, so both kinds of client read it. */
class TokenError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    detail: string,
  ) {
    super(detail);
  }
}

const badGrant = (detail: string) => new TokenError(401, 'invalid_grant', detail);

/**
 * `POST /v2/oauth2/token`: the authorization-code grant (with PKCE's verifier when the request had
 * a challenge) and the refresh-token grant, each with the client's id and secret — in the body, or
 * in HTTP Basic authentication (RFC 6749 §2.3.1). The body may be JSON, form-encoded or multipart
 * (Tumblr's own example uses `curl -F`). Refusals are 401 as Tumblr documents them, 400 for a
 * malformed request.
 */
export async function tokenRoute(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  await scope.register(async (inner) => {
    await inner.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 0, fields: 20, fieldSize: 4096, parts: 20 },
    });
    inner.post('/oauth2/token', { config: { signedCall: true } }, async (request, reply) => {
      try {
        const parsed = tokenRequestSchema.safeParse(request.body ?? {});
        if (!parsed.success) throw new TokenError(400, 'invalid_request', 'The token request is malformed.');
        const body = parsed.data;
        const app = await client(deps, request.headers.authorization, body);
        await spendApiCall(deps, { address: request.ip, consumerKey: app.consumer_key });
        return reply.send(await grant(deps, app, body));
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        return sendTokenError(reply, error);
      }
    });
  });
}

async function client(
  deps: AppDeps,
  authorization: string | undefined,
  body: z.output<typeof tokenRequestSchema>,
): Promise<AppRow> {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const [id, secret] = basic
    ? Buffer.from(basic, 'base64')
        .toString('utf8')
        .split(':')
        .map((part) => decodeURIComponent(part))
    : [body.client_id, body.client_secret];
  const app = id ? await appByKey(deps.db, id) : undefined;
  if (!app || !secret || !sameKey(openAppSecret(deps.config.sessionSecret, app), secret))
    throw new TokenError(
      401,
      'invalid_client',
      'The client_id and client_secret do not match an application.',
    );
  return app;
}

async function grant(deps: AppDeps, app: AppRow, body: z.output<typeof tokenRequestSchema>) {
  if (body.grant_type === 'authorization_code') {
    const code = body.code ? await spendCode(deps.db, body.code) : undefined;
    if (!code || code.app_id !== app.id)
      throw badGrant('The code is not valid: it was used already, has expired, or belongs to another app.');
    if (code.redirect_uri !== null && code.redirect_uri !== body.redirect_uri)
      throw badGrant('redirect_uri must be the one the authorization request gave.');
    if (code.code_challenge !== null && !verifierMatches(code.code_challenge, body.code_verifier))
      throw badGrant('code_verifier does not match the code_challenge.');
    return deps.db.transaction().execute(async (trx) => {
      const grantId = await grantAccess(trx, code.user_id, app.id, canWrite(code.scope));
      return issueBearer(trx, grantId, code.scope);
    });
  }
  if (body.grant_type === 'refresh_token') {
    return deps.db.transaction().execute(async (trx) => {
      const spent = body.refresh_token ? await spendRefreshToken(trx, app.id, body.refresh_token) : undefined;
      if (!spent)
        throw badGrant('The refresh token is not valid: it was used already, has expired, or was revoked.');
      return issueBearer(trx, spent.grantId, spent.scope);
    });
  }
  throw new TokenError(
    400,
    'unsupported_grant_type',
    'grant_type must be authorization_code or refresh_token.',
  );
}

function sendTokenError(reply: FastifyReply, error: TokenError) {
  if (error.status === 401) reply.header('www-authenticate', 'Basic realm="oauth2"');
  const envelope = refusal(error.status, [
    { title: reasonPhrase(error.status), code: 0, detail: error.message },
  ]);
  return reply
    .status(error.status)
    .send({ ...envelope, error: error.error, error_description: error.message });
}
