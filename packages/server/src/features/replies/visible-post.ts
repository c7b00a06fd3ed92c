import { messages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { findPost } from '../posts/find-post.js';
import type { PostWithBlog } from '../posts/post-row.js';

/**
 * A post whose notes or replies the reader may follow: published and public, or their own. The
 * blog in the path must be the post's. Anything else is 404, as if it did not exist.
 */
export async function findVisiblePost(
  db: Db,
  userId: string | null,
  id: string,
  blogName?: string,
): Promise<PostWithBlog> {
  const post = await findPost(db, id);
  const visible =
    post &&
    (post.blog_user_id === userId || (post.state === 'published' && !post.is_private && !post.members_only));
  if (!post || !visible || (blogName !== undefined && blogName !== post.blog_name))
    throw new NotFoundError(messages.postNotFound);
  return post;
}
