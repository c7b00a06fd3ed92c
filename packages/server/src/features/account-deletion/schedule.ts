import { ACCOUNT_DELETION_GRACE_MS, accountDeletionTexts, type DeleteAccountInput } from '@rookery/core';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { enqueue } from '../../jobs/index.js';
import { reservePasswordCheck } from '../accounts/login-throttle.js';
import { verifyPassword } from '../accounts/passwords.js';

/** One delete_account job per account: keeping the account removes it. */
export const deletionJobKey = (userId: string) => `delete_account:${userId}`;

/**
 * POST /svc/account/delete: with the password right, the account is set to be deleted after the
 * grace period. Meanwhile its blogs are hidden from everyone else (blogs.is_leaving, read wherever a
 * suspension is) and every other session ends at once: whoever else is signed in is out, and only
 * the person who asked can keep the account. Answers when it goes.
 */
export async function scheduleDeletion(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  sessionId: string,
  input: Required<DeleteAccountInput>,
  now = new Date(),
): Promise<Date> {
  const { db } = deps;
  const user = await db
    .selectFrom('users')
    .select(['password_hash', 'delete_after'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.delete_after) throw new ConflictError(accountDeletionTexts.alreadyScheduled);
  // The same budget as the password asked to change it: guesses from a stolen session stay few.
  const check = await reservePasswordCheck(db, userId);
  if (!(await verifyPassword(input.password, user.password_hash)))
    throw ValidationError.field('password', accountDeletionTexts.passwordWrong);
  await check.release();
  const deleteAfter = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_MS);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ delete_after: deleteAfter }).where('id', '=', userId).execute();
    await tx.updateTable('blogs').set({ is_leaving: true }).where('user_id', '=', userId).execute();
    await tx.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', sessionId).execute();
    await enqueue(tx, 'delete_account', { userId }, { runAt: deleteAfter, jobKey: deletionJobKey(userId) });
  });
  return deleteAfter;
}

/** POST /svc/account/delete/cancel ("Keep my account"): everything is as it was, and no job waits. */
export async function keepAccount(deps: Pick<AppDeps, 'db'>, userId: string): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const kept = await tx
      .updateTable('users')
      .set({ delete_after: null })
      .where('id', '=', userId)
      .where('delete_after', 'is not', null)
      .executeTakeFirst();
    if (Number(kept.numUpdatedRows) === 0) throw new ConflictError(accountDeletionTexts.notScheduled);
    await tx.updateTable('blogs').set({ is_leaving: false }).where('user_id', '=', userId).execute();
    await sql`SELECT graphile_worker.remove_job(${deletionJobKey(userId)})`.execute(tx);
  });
}
