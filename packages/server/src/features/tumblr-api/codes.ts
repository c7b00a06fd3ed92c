import type { Selectable } from 'kysely';
import type { ApiCodesTable } from '../../db/api-tables.js';
import type { Db } from '../../db/database.js';
import { newToken, tokenDigest } from '../../http/token-digest.js';
import { CODE_TTL_MS } from './policy.js';

export type CodeRow = Selectable<ApiCodesTable>;

/** An OAuth 2 authorization code for an approval (RFC 6749 §4.1.2): kept as its digest, 10 minutes, once. */
export async function createCode(
  db: Db,
  grant: {
    appId: string;
    userId: string;
    scope: string;
    redirectUri: string | null;
    codeChallenge: string | null;
  },
): Promise<string> {
  const code = newToken();
  await db
    .insertInto('api_codes')
    .values({
      digest: tokenDigest(code),
      app_id: grant.appId,
      user_id: grant.userId,
      scope: grant.scope,
      redirect_uri: grant.redirectUri,
      code_challenge: grant.codeChallenge,
      expires_at: new Date(Date.now() + CODE_TTL_MS),
    })
    .execute();
  return code;
}

/** Uses a code up, whatever comes next: a second try with it finds nothing. */
export const spendCode = (db: Db, code: string): Promise<CodeRow | undefined> =>
  db
    .deleteFrom('api_codes')
    .where('digest', '=', tokenDigest(code))
    .where('expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
