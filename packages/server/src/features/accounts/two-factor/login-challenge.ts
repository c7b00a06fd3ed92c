import { TFA_CHALLENGE_TTL_MS, tfaMessages } from '@rookery/core';
import type { Db } from '../../../db/database.js';
import { ValidationError } from '../../../http/errors.js';
import { newToken, tokenDigest } from '../../../http/token-digest.js';

/**
 * A right password on an account with two-factor sign-in gives a challenge, not a session: a random
 * token the login page sends back with the code, good for TFA_CHALLENGE_TTL_MS. The table keeps
 * its hash only.
 */
export async function issueLoginChallenge(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('login_challenges')
    .values({
      id: tokenDigest(token),
      user_id: userId,
      expires_at: new Date(Date.now() + TFA_CHALLENGE_TTL_MS),
    })
    .execute();
  return token;
}

/** The account a live challenge is for; an unknown or expired one asks to log in again. */
export async function challengedUser(db: Db, token: string): Promise<string> {
  const row = await db
    .selectFrom('login_challenges')
    .select('user_id')
    .where('id', '=', tokenDigest(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) throw ValidationError.field('challenge', tfaMessages.challengeExpired);
  return row.user_id;
}

/** Used up: a challenge signs in once. False when another request used it first. */
export async function closeLoginChallenge(db: Db, token: string): Promise<boolean> {
  const closed = await db
    .deleteFrom('login_challenges')
    .where('id', '=', tokenDigest(token))
    .executeTakeFirst();
  return closed.numDeletedRows > 0n;
}
