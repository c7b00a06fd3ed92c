import { messages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ForbiddenError } from '../../http/errors.js';

/**
 * The checks other features call before a blog acts on another blog or its posts. A block works
 * both ways for acting: the blocked blog cannot follow, message or interact with the blocker, and
 * the blocker, having blocked it, does not follow or interact with it either (it unblocks first).
 */

/** Whether `blockerId` blocks `blockedId` (one direction). */
export async function blocks(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select(sql`1`.as('one'))
    .where('blocker_blog_id', '=', blockerId)
    .where('blocked_blog_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether either blog blocks the other: then neither may message, follow or interact with the
 * other. A blog a moderator made blocked by everyone (or suspended) counts as blocked by every blog.
 */
export async function isBlocked(db: Db, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const row = await db
    .selectFrom('blocks')
    .select(sql`1`.as('one'))
    .where((w) =>
      w.or([
        w.and([w('blocker_blog_id', '=', a), w('blocked_blog_id', '=', b)]),
        w.and([w('blocker_blog_id', '=', b), w('blocked_blog_id', '=', a)]),
      ]),
    )
    .unionAll(
      db
        .selectFrom('blogs')
        .select(sql`1`.as('one'))
        .where('id', 'in', [a, b])
        .where((w) =>
          w.or([w('is_uniblocked', '=', true), w('is_suspended', '=', true), w('is_leaving', '=', true)]),
        ),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Refuses (403, messages.blocked) when a block stands between the blog acting and the blog whose
 * post or self it acts on: follow, like, reblog, reply, ask, submit, message. Call it with the
 * acting blog's id and the owner blog's id, inside the caller's transaction when it has one.
 */
export async function assertNotBlocked(db: Db, actorBlogId: string, ownerBlogId: string): Promise<void> {
  if (await isBlocked(db, actorBlogId, ownerBlogId)) throw new ForbiddenError(messages.blocked);
}

/**
 * The blogs any of `own` blocks, as a subquery for one statement (the dashboard's): the list is
 * read inside the statement, never sent to it.
 */
export const blockedBy = (own: string[]) =>
  sql`(select b.blocked_blog_id from blocks b where b.blocker_blog_id = any(${own}::bigint[]))`;
