import type { ApiTokenKind } from '../../db/api-tables.js';
import type { Db } from '../../db/database.js';
import { newToken, tokenDigest } from '../../http/token-digest.js';
import { sealSecret } from '../accounts/two-factor/secret-box.js';
import { BEARER_TTL_S, OAUTH1_SCOPE, REFRESH_TTL_MS, SEAL_PURPOSE } from './policy.js';

/** What /v2/oauth2/token answers (api.md "Step Three"): the token itself, not in an envelope. */
export interface OAuth2Tokens {
  access_token: string;
  expires_in: number;
  id_token: false;
  refresh_token?: string;
  scope: string;
  token_type: 'bearer';
}

/**
 * An OAuth 1.0a access token for a grant. The token is kept as its digest (every request sends it
 * in the clear, as a name); its secret is sealed, since each request's signature is checked with it.
 */
export async function issueOAuth1Token(
  db: Db,
  serverSecret: string,
  grantId: string,
): Promise<{ token: string; secret: string }> {
  const token = newToken();
  const secret = newToken();
  await db
    .insertInto('api_tokens')
    .values({
      grant_id: grantId,
      kind: 'oauth1',
      digest: tokenDigest(token),
      secret: sealSecret(serverSecret, secret, SEAL_PURPOSE),
      scope: OAUTH1_SCOPE,
      expires_at: null,
    })
    .execute();
  return { token, secret };
}

/** A bearer token (and with `offline_access` a refresh token) for a grant; both kept as digests only. */
export async function issueBearer(db: Db, grantId: string, scope: string): Promise<OAuth2Tokens> {
  const access = newToken();
  const refresh = scope.split(' ').includes('offline_access') ? newToken() : undefined;
  const now = Date.now();
  await db
    .insertInto('api_tokens')
    .values([
      {
        grant_id: grantId,
        kind: 'bearer',
        digest: tokenDigest(access),
        secret: null,
        scope,
        expires_at: new Date(now + BEARER_TTL_S * 1000),
      },
      ...(refresh
        ? [
            {
              grant_id: grantId,
              kind: 'refresh' as const,
              digest: tokenDigest(refresh),
              secret: null,
              scope,
              expires_at: new Date(now + REFRESH_TTL_MS),
            },
          ]
        : []),
    ])
    .execute();
  return {
    access_token: access,
    expires_in: BEARER_TTL_S,
    id_token: false,
    ...(refresh ? { refresh_token: refresh } : {}),
    scope,
    token_type: 'bearer',
  };
}

/** A live token with its grant and app: who it acts as, for which app, what it may do. */
export interface TokenHolder {
  tokenId: string;
  secret: string | null;
  scope: string;
  grantId: string;
  userId: string;
  lastUsedAt: Date | null;
  appId: string;
  appName: string;
  consumerKey: string;
  consumerSecret: string;
}

/** One indexed read per call: the token by its digest, joined to its grant and app. */
export async function findToken(db: Db, kind: ApiTokenKind, token: string): Promise<TokenHolder | undefined> {
  const row = await db
    .selectFrom('api_tokens as t')
    .innerJoin('api_grants as g', 'g.id', 't.grant_id')
    .innerJoin('api_apps as a', 'a.id', 'g.app_id')
    .select([
      't.id as tokenId',
      't.secret',
      't.scope',
      't.expires_at',
      'g.id as grantId',
      'g.user_id as userId',
      'g.last_used_at as lastUsedAt',
      'a.id as appId',
      'a.name as appName',
      'a.consumer_key as consumerKey',
      'a.consumer_secret as consumerSecret',
    ])
    .where('t.digest', '=', tokenDigest(token))
    .where('t.kind', '=', kind)
    .executeTakeFirst();
  if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) return undefined;
  const { expires_at: _, ...holder } = row;
  return holder;
}

/** Uses a refresh token up (it is replaced on every refresh): its grant and scope, if it was the app's and live. */
export async function spendRefreshToken(
  db: Db,
  appId: string,
  token: string,
): Promise<{ grantId: string; scope: string } | undefined> {
  const row = await db
    .deleteFrom('api_tokens as t')
    .using('api_grants as g')
    .whereRef('g.id', '=', 't.grant_id')
    .where('t.digest', '=', tokenDigest(token))
    .where('t.kind', '=', 'refresh')
    .where('g.app_id', '=', appId)
    .where('t.expires_at', '>', new Date())
    .returning(['t.grant_id', 't.scope'])
    .executeTakeFirst();
  return row && { grantId: row.grant_id, scope: row.scope };
}
