import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { enqueue } from '../../jobs/index.js';
import { exportFilePath } from '../account-export/export-files.js';
import { blogsOfUser } from '../blogs/blogs.js';
import { filesToRemove } from './account-files.js';
import { deletionJobKey } from './schedule.js';

/** Posts go a batch at a time before the account itself: no statement holds a decade's rows at once. */
const POST_BATCH = 1000;

/**
 * The delete_account job: removes the account once its time has come, if it is still set to go (a
 * kept account has no time, and the job does nothing). A job that runs early re-arms itself.
 * Answers whether it removed the account.
 */
export async function deleteDueAccount(deps: AppDeps, userId: string, now = new Date()): Promise<boolean> {
  const user = await deps.db
    .selectFrom('users')
    .select('delete_after')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.delete_after) return false;
  if (user.delete_after > now) {
    await enqueue(
      deps.db,
      'delete_account',
      { userId },
      { runAt: user.delete_after, jobKey: deletionJobKey(userId) },
    );
    return false;
  }
  await removeAccount(deps, userId);
  return true;
}

/**
 * Everything the account owns goes: first its files (so a retry after a failure finds the rows and
 * deletes the same files again), then its posts a batch at a time, then in one transaction its
 * side of every conversation and the account itself, whose rows take the rest with them (blogs,
 * likes, follows, blocks, asks, media rows, sessions, exports); its events stay in the event store
 * without it. The other participants keep their conversations, the deleted blogs' messages in them
 * from a blog named as deleted (0029).
 */
export async function removeAccount(deps: AppDeps, userId: string): Promise<void> {
  const { db, media, config } = deps;
  const blogs = await blogsOfUser(db, userId);
  const blogIds = blogs.map((b) => b.id);
  for (const key of await filesToRemove(db, userId, blogs)) await media.remove(key);
  const exports = await db
    .selectFrom('account_exports')
    .select(['id', 'token'])
    .where('user_id', '=', userId)
    .execute();
  for (const row of exports) await rm(exportFilePath(config.dataDir, row), { force: true });
  if (blogIds.length > 0) await deletePosts(db, blogIds);
  // The event store keeps what was done, not by whom any more (it has no reference to cascade).
  await db.updateTable('events').set({ user_id: null }).where('user_id', '=', userId).execute();
  await db.transaction().execute(async (tx) => {
    if (blogIds.length > 0) await leaveConversations(tx, blogIds);
    await tx.deleteFrom('users').where('id', '=', userId).execute();
  });
}

async function deletePosts(db: Db, blogIds: string[]): Promise<void> {
  for (;;) {
    const deleted = await db
      .deleteFrom('posts')
      .where('id', 'in', (q) =>
        q.selectFrom('posts').select('id').where('blog_id', 'in', blogIds).limit(POST_BATCH),
      )
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) < POST_BATCH) return;
  }
}

/**
 * The blogs' own side of their conversations goes. Each blog that was in one is remembered by name
 * for the others, its image messages lose their files (deleted with its uploads), and a
 * conversation nobody is left in goes with its messages.
 */
async function leaveConversations(db: Db, blogIds: string[]): Promise<void> {
  const left = await db
    .deleteFrom('conversation_participants')
    .where('blog_id', 'in', blogIds)
    .returning(['conversation_id', 'blog_id'])
    .execute();
  if (left.length === 0) return;
  await db
    .insertInto('departed_blogs')
    .columns(['blog_id', 'uuid', 'name'])
    .expression((eb) =>
      eb
        .selectFrom('blogs')
        .select(['id', 'uuid', 'name'])
        .where('id', 'in', [...new Set(left.map((l) => l.blog_id))]),
    )
    .onConflict((oc) => oc.column('blog_id').doNothing())
    .execute();
  await db
    .updateTable('messages')
    .set({ image: null })
    .where('sender_blog_id', 'in', blogIds)
    .where('type', '=', 'IMAGE')
    .execute();
  const conversationIds = [...new Set(left.map((l) => l.conversation_id))];
  await db
    .deleteFrom('conversations')
    .where('id', 'in', conversationIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('conversation_participants as cp')
            .select(sql`1`.as('one'))
            .whereRef('cp.conversation_id', '=', 'conversations.id'),
        ),
      ),
    )
    .execute();
}
