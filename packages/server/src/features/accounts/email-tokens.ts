import { messages, RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ValidationError } from '../../http/errors.js';
import { newToken, tokenDigest } from '../../http/token-digest.js';

type Purpose = 'verify' | 'reset';

const TTL: Record<Purpose, number> = { verify: VERIFY_TOKEN_TTL_MS, reset: RESET_TOKEN_TTL_MS };

/** A single-use token for a mailed link; only its hash is stored. */
export async function issueToken(db: Db, userId: string, email: string, purpose: Purpose): Promise<string> {
  const token = newToken();
  await db
    .insertInto('email_tokens')
    .values({
      id: tokenDigest(token),
      user_id: userId,
      email,
      purpose,
      expires_at: new Date(Date.now() + TTL[purpose]),
    })
    .execute();
  return token;
}

/**
 * Marks the token used and answers whose it is. Used, expired, unknown, or issued for an address
 * the account no longer has: all the same "invalid or expired link" error.
 */
export async function consumeToken(db: Db, token: string, purpose: Purpose): Promise<{ userId: string }> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', tokenDigest(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  if (!row) throw ValidationError.field('token', messages.tokenInvalid);
  const user = await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
  if (!user || user.email !== row.email) throw ValidationError.field('token', messages.tokenInvalid);
  return { userId: row.user_id };
}
