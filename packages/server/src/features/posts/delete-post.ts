import { messages, type PostDeleteResponse } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { findPost } from './find-post.js';

/**
 * POST /svc/post/delete: only the blog's owner. A pending publish job finds nothing to publish and
 * ends; reblogs keep their copy and their trail.
 */
export async function deletePost(
  db: Db,
  session: SessionInfo,
  input: { post_id: string; channel_id?: string | undefined },
): Promise<PostDeleteResponse> {
  const post = await findPost(db, input.post_id);
  if (!post || (input.channel_id && input.channel_id !== post.blog_name))
    throw new NotFoundError(messages.postNotFound);
  if (post.blog_user_id !== session.userId) throw new ForbiddenError();
  await db.deleteFrom('posts').where('id', '=', post.id).where('blog_id', '=', post.blog_id).execute();
  return { id: post.id, deleted: true };
}
