import { type BlogFlags, type BlogToggle, type BlogToggleResponse, messages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { writeLog } from './moderation-log.js';
import type { Moderator } from './roles.js';

/** The column each toggle flips (spec document 1 §7 names the toggles; migration 0019 the columns). */
export const TOGGLE_COLUMNS = {
  spam: 'is_spam',
  nsfw: 'is_nsfw',
  adult: 'is_adult',
  uniblock: 'is_uniblocked',
  suspended: 'is_suspended',
} as const satisfies Record<BlogToggle, keyof BlogRow>;

export const flagsOf = (blog: BlogRow): BlogFlags => ({
  spam: blog.is_spam,
  nsfw: blog.is_nsfw,
  adult: blog.is_adult,
  uniblock: blog.is_uniblocked,
  suspended: blog.is_suspended,
});

/** What a toggle did; `endSessionsOf` is the owner whose sessions a suspension ended. */
export interface Toggled {
  response: BlogToggleResponse;
  endSessionsOf: string | null;
}

/**
 * POST /{toggle}/toggle: flips the blog's flag and writes it in the audit log, in one transaction.
 * Each flag's effect is read where the blog is read (blog-access.ts, the post rules, search,
 * messaging), so turning it back restores everything. Suspending an account's only blog also ends
 * the account's sessions: it has nothing left to act as.
 */
export async function toggleBlog(
  db: Db,
  moderator: Moderator,
  toggle: BlogToggle,
  input: { tumblelog: string; reason: string },
): Promise<Toggled> {
  const column = TOGGLE_COLUMNS[toggle];
  return db.transaction().execute(async (tx) => {
    const blog = await tx
      .updateTable('blogs')
      .set({ [column]: sql`not ${sql.ref(column)}` })
      .where('name', '=', input.tumblelog.toLowerCase())
      .returningAll()
      .executeTakeFirst();
    if (!blog) throw new NotFoundError(messages.blogNotFound);
    const on = blog[column];
    await writeLog(tx, {
      moderatorUserId: moderator.userId,
      action: `${toggle}_${on ? 'on' : 'off'}`,
      targetType: 'blog',
      targetId: blog.id,
      reason: input.reason,
      details: { blog: blog.name },
    });
    const endSessionsOf = toggle === 'suspended' && on && (await isOnlyBlog(tx, blog)) ? blog.user_id : null;
    if (endSessionsOf) await tx.deleteFrom('sessions').where('user_id', '=', endSessionsOf).execute();
    return { response: { tumblelog: blog.name, toggle, on, flags: flagsOf(blog) }, endSessionsOf };
  });
}

async function isOnlyBlog(db: Db, blog: BlogRow): Promise<boolean> {
  const other = await db
    .selectFrom('blogs')
    .select('id')
    .where('user_id', '=', blog.user_id)
    .where('id', '<>', blog.id)
    .limit(1)
    .executeTakeFirst();
  return !other;
}
