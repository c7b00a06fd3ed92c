import type { Db } from '../../db/database.js';

/** How long a used or expired mailed token is kept (for support questions) before it goes. */
const TOKEN_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Expired sessions and login challenges, old mailed tokens and rate-limit budgets whole again (features/limits) are of
 * no use; removing them keeps those tables small. Answers how many rows went, per table.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<Record<string, number>> {
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst();
  const tokens = await db
    .deleteFrom('email_tokens')
    .where('expires_at', '<', new Date(now.getTime() - TOKEN_KEEP_MS))
    .executeTakeFirst();
  const challenges = await db.deleteFrom('login_challenges').where('expires_at', '<', now).executeTakeFirst();
  const budgets = await db.deleteFrom('rate_limits').where('full_at', '<', now).executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    email_tokens: Number(tokens.numDeletedRows),
    login_challenges: Number(challenges.numDeletedRows),
    rate_limits: Number(budgets.numDeletedRows),
  };
}
