import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PUBLISHED } from '../../db/post-states.js';
import { publishPosted } from '../push/publish.js';

/**
 * Posts just went out (afterPublish): the push streams of their blogs' followers hear of it, so a
 * dashboard open on another screen can offer them ("N new posts"). One notice for all followers;
 * private and members-only posts reach no one's dashboard but their own blog's, so they are left out.
 */
export async function announceToDashboards(db: Db, postIds: string[]): Promise<void> {
  if (postIds.length === 0) return;
  const rows = await db
    .selectFrom('posts')
    .select('blog_id')
    .distinct()
    .where('id', 'in', postIds)
    .where('state', '=', PUBLISHED)
    .where('is_private', '=', false)
    .where('members_only', '=', false)
    .execute();
  await publishPosted(
    db,
    rows.map((r) => r.blog_id),
  );
}

/**
 * Which of `userIds` follow one of `blogIds` with a blog of theirs, leaving out a blog's own user.
 * Read from the connected users' blogs (blogs_user_id_idx) to their follows (the primary key).
 */
export async function followersAmong(db: Db, blogIds: string[], userIds: string[]): Promise<string[]> {
  const rows = await sql<{ user_id: string }>`
    select distinct b.user_id from blogs b
    join follows f on f.follower_blog_id = b.id
    where b.user_id = any(${userIds}::bigint[]) and f.followed_blog_id = any(${blogIds}::bigint[])
      and not exists (select 1 from blogs o where o.id = f.followed_blog_id and o.user_id = b.user_id)`.execute(
    db,
  );
  return rows.rows.map((r) => String(r.user_id));
}
