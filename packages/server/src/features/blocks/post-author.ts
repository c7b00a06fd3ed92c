import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { findPost, isPublic } from '../posts/find-post.js';

/**
 * Who a block by post blocks (spec document 1 §7 blocked_post): a submission waiting in the
 * blocker's inbox stands for its submitter; any other post the blocker may see, for its blog. A
 * post the blocker may not see is not found, so ids cannot be walked to learn who wrote what.
 */
export async function authorOfPost(db: Db, blocker: BlogRow, postId: string): Promise<BlogRow | undefined> {
  const post = await findPost(db, postId);
  if (!post) return undefined;
  if (post.blog_id === blocker.id) {
    const submitter = await db
      .selectFrom('submissions as s')
      .innerJoin('blogs', 'blogs.id', 's.submitter_blog_id')
      .selectAll('blogs')
      .where('s.post_id', '=', post.id)
      .executeTakeFirst();
    return submitter;
  }
  if (!isPublic(post)) return undefined;
  return db.selectFrom('blogs').selectAll().where('id', '=', post.blog_id).executeTakeFirst();
}
