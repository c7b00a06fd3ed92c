import type { Db } from '../../db/database.js';
import { PUBLISHED } from '../../db/post-states.js';
import { notify } from '../activity/notify.js';
import { reblogComment } from './comment.js';

/**
 * Tells the reblogged post's blog of each published reblog among `postIds`, with the reblogger's
 * comment as the item's text. Called, in their transactions, wherever a post goes out: a reblog
 * saved published (composer or fast reblog), and a queued, scheduled or drafted one when it is
 * published; ids that are not published reblogs are passed over.
 */
export async function notifyReblogged(db: Db, postIds: string[]): Promise<void> {
  if (postIds.length === 0) return;
  const rows = await db
    .selectFrom('posts as r')
    .innerJoin('posts as parent', 'parent.id', 'r.parent_post_id')
    .select([
      'r.blog_id',
      'r.type',
      'r.one',
      'r.two',
      'r.three',
      'parent.id as parent_id',
      'parent.blog_id as parent_blog_id',
    ])
    .where('r.id', 'in', postIds)
    .where('r.is_reblog', '=', true)
    .where('r.state', '=', PUBLISHED)
    .execute();
  await notify(
    db,
    rows.map((r) => ({
      blogId: r.parent_blog_id,
      kind: 'reblog' as const,
      actorBlogId: r.blog_id,
      postId: r.parent_id,
      text: reblogComment(r),
    })),
  );
}
