import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { forbidden, TumblrApiError, unauthorized } from './answers.js';
import { appByKey } from './apps.js';
import { spendApiCall } from './limits.js';
import { readSignedRequest } from './oauth1/signed-request.js';
import { checkSignature, oauthParts } from './oauth1/verify.js';
import { canWrite, LAST_USED_EVERY_MS } from './policy.js';
import { findToken, type TokenHolder } from './tokens.js';

/**
 * What an endpoint needs of its caller (api.md "Authentication"): nothing; an API key (the
 * app's consumer key as `api_key`, or any signed or bearer request, which names the app too); a
 * user's token that may read; one that may write.
 */
export type ApiNeed = 'none' | 'api_key' | 'read' | 'write';

/** Who calls: the app (by its key or token), and for a token the user who approved it and the grant. */
export interface ApiCaller {
  via: 'none' | 'api_key' | 'oauth1' | 'oauth2';
  app?: { id: string; name: string; consumerKey: string };
  user?: { id: string };
  grant?: { id: string; canWrite: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the API's caller checks use (set by tumblrApiRoutes). */
    tumblrApiDeps: Pick<AppDeps, 'db' | 'config'>;
  }
}

/**
 * The one check every `/v2/*` endpoint starts with: who is calling, refused with Tumblr's
 * documented answer unless they meet `need` — 401 without the credentials asked for (or with
 * bad ones, whatever the endpoint needs), 403 for a token that may only read asked to write. Then
 * one call is spent of every limit that applies: per address, per consumer key, per user (429).
 * A token acts only as the user who approved it: endpoints acting on a blog check it is theirs
 * (ownedBlog in blog-identifier.ts).
 */
export async function apiCaller(request: FastifyRequest, need: ApiNeed): Promise<ApiCaller> {
  const deps = request.server.tumblrApiDeps;
  let caller: ApiCaller;
  try {
    caller = await identify(deps, request);
    assertMeets(caller, need);
  } catch (error) {
    // A refused call still counts against its address, so guessing keys and tokens costs calls.
    if (error instanceof TumblrApiError && error.status !== 429)
      await spendApiCall(deps, { address: request.ip });
    throw error;
  }
  await spendApiCall(deps, {
    address: request.ip,
    consumerKey: caller.app?.consumerKey,
    userId: caller.user?.id,
  });
  return caller;
}

async function identify(deps: Pick<AppDeps, 'db' | 'config'>, request: FastifyRequest): Promise<ApiCaller> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) {
    const holder = await findToken(deps.db, 'bearer', bearer);
    if (!holder) throw unauthorized('The access token is not valid: it has expired or was revoked.');
    await noteUse(deps, holder);
    return fromHolder('oauth2', holder);
  }
  const signed = readSignedRequest(request);
  if (signed) {
    const parts = oauthParts(signed);
    if (parts.token) {
      const holder = await findToken(deps.db, 'oauth1', parts.token);
      if (!holder || holder.consumerKey !== parts.consumerKey)
        throw unauthorized('The oauth_token is not valid: it was revoked, or belongs to another app.');
      await checkSignature(deps, request, signed, parts, {
        consumerSecret: holder.consumerSecret,
        tokenSecret: holder.secret,
      });
      await noteUse(deps, holder);
      return fromHolder('oauth1', holder);
    }
    const app = await appByKey(deps.db, parts.consumerKey);
    if (!app) throw unauthorized('No application has this oauth_consumer_key.');
    await checkSignature(deps, request, signed, parts, { consumerSecret: app.consumer_secret });
    return { via: 'oauth1', app: { id: app.id, name: app.name, consumerKey: app.consumer_key } };
  }
  const key = (request.query as { api_key?: unknown } | undefined)?.api_key;
  if (typeof key === 'string' && key) {
    const app = await appByKey(deps.db, key);
    if (!app) throw unauthorized('No application has this api_key.');
    return { via: 'api_key', app: { id: app.id, name: app.name, consumerKey: app.consumer_key } };
  }
  return { via: 'none' };
}

const fromHolder = (via: 'oauth1' | 'oauth2', holder: TokenHolder): ApiCaller => ({
  via,
  app: { id: holder.appId, name: holder.appName, consumerKey: holder.consumerKey },
  user: { id: holder.userId },
  grant: { id: holder.grantId, canWrite: canWrite(holder.scope) },
});

function assertMeets(caller: ApiCaller, need: ApiNeed): void {
  if (need === 'none') return;
  if (need === 'api_key') {
    if (!caller.app)
      throw unauthorized(
        'This call needs an api_key: the consumer key of an app registered at /settings/apps.',
      );
    return;
  }
  if (!caller.user)
    throw unauthorized('This call needs an OAuth-signed request or a bearer token, approved by a user.');
  if (need === 'write' && !caller.grant?.canWrite)
    throw forbidden('This token may only read: ask for the write scope to post, like or follow.');
}

/** The grant's last use, written at most once a minute (the read already brought its time). */
async function noteUse(deps: Pick<AppDeps, 'db'>, holder: TokenHolder): Promise<void> {
  if (holder.lastUsedAt && Date.now() - holder.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await deps.db
    .updateTable('api_grants')
    .set({ last_used_at: new Date() })
    .where('id', '=', holder.grantId)
    .execute();
}
