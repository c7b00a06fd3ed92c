import type { UserRole } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { writeLog } from './moderation-log.js';

/** What a grant or revoke did, for the shell to say. */
export interface RoleChange {
  email: string;
  userId: string;
  role: UserRole | null;
}

/** Which account: by its address (the shell) or by its id (an admin in the /admin area). */
export type Account = { email: string } | { userId: string };

/**
 * Gives the account a role, or takes it away (null), and writes it in the audit log as done by
 * `by` (null: the shell). Undefined when there is no such account.
 */
export async function setRole(
  db: Db,
  account: Account,
  role: UserRole | null,
  by: string | null,
  reason = '',
): Promise<RoleChange | undefined> {
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .updateTable('users')
      .set({ role })
      .where((eb) =>
        'email' in account
          ? eb(eb.fn('lower', ['email']), '=', account.email.trim().toLowerCase())
          : eb('id', '=', account.userId),
      )
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!user) return undefined;
    await writeLog(tx, {
      moderatorUserId: by,
      action: role ? 'grant_role' : 'revoke_role',
      targetType: 'user',
      targetId: user.id,
      reason,
      details: role ? { role } : {},
    });
    return { email: user.email, userId: user.id, role };
  });
}

/**
 * The first account of a fresh install becomes its admin (README "Moderation"): someone must be able
 * to moderate from day one, and on a new install that is the person who set it up. An install with
 * demo content already has accounts, so nobody who signs up there is made admin; nor is anyone
 * once an admin exists. Runs inside the sign-up's transaction.
 */
export async function offerFirstAdmin(db: Db, userId: string): Promise<boolean> {
  if (await anyoneElse(db, userId)) return false;
  // Two first sign-ups at once: the second waits here for the first to commit, then sees it.
  await sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(db);
  if (await anyoneElse(db, userId)) return false;
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
  await writeLog(db, {
    moderatorUserId: null,
    action: 'grant_role',
    targetType: 'user',
    targetId: userId,
    reason: 'The first account of a fresh install',
    details: { role: 'admin' },
  });
  return true;
}

/** The advisory lock key of the first-admin check (any number no other feature uses). */
const FIRST_ADMIN_LOCK = 190_019;

async function anyoneElse(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('id', '<>', userId), eb('role', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
