import type { Selectable } from 'kysely';
import type { ApiRequestTokensTable } from '../../db/api-tables.js';
import type { Db } from '../../db/database.js';
import { newToken, tokenDigest } from '../../http/token-digest.js';
import { sealSecret } from '../accounts/two-factor/secret-box.js';
import { REQUEST_TOKEN_TTL_MS, SEAL_PURPOSE } from './policy.js';

/**
 * OAuth 1.0a temporary credentials (RFC 5849 §2.1): made by /oauth/request_token, approved (or
 * refused) on the approval page, used up by /oauth/access_token. Short-lived and single-use.
 */
export type RequestTokenRow = Selectable<ApiRequestTokensTable>;

export async function createRequestToken(
  db: Db,
  serverSecret: string,
  appId: string,
  callback: string,
): Promise<{ token: string; secret: string }> {
  const token = newToken();
  const secret = newToken();
  await db
    .insertInto('api_request_tokens')
    .values({
      digest: tokenDigest(token),
      app_id: appId,
      secret: sealSecret(serverSecret, secret, SEAL_PURPOSE),
      callback,
      expires_at: new Date(Date.now() + REQUEST_TOKEN_TTL_MS),
    })
    .execute();
  return { token, secret };
}

/** A live request token, approved or not. */
export const findRequestToken = (db: Db, token: string): Promise<RequestTokenRow | undefined> =>
  db
    .selectFrom('api_request_tokens')
    .selectAll()
    .where('digest', '=', tokenDigest(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();

/** The person allowed it: the token now names them, and the verifier (kept as a digest) proves it. */
export async function approveRequestToken(
  db: Db,
  token: string,
  userId: string,
): Promise<string | undefined> {
  const verifier = newToken().slice(0, 24);
  const row = await db
    .updateTable('api_request_tokens')
    .set({ user_id: userId, verifier_digest: tokenDigest(verifier) })
    .where('digest', '=', tokenDigest(token))
    .where('user_id', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('digest')
    .executeTakeFirst();
  return row ? verifier : undefined;
}

/** Removes a request token: refused, or exchanged for an access token (answers it, if it was there). */
export const spendRequestToken = (db: Db, token: string): Promise<RequestTokenRow | undefined> =>
  db
    .deleteFrom('api_request_tokens')
    .where('digest', '=', tokenDigest(token))
    .where('expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
