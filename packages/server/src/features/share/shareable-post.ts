import { isPostId, messages, type PostView } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { presentIds } from '../posts/pipeline/run.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

/**
 * The post at `blog`/`id` as the viewer may see it, through the rules every list uses: a draft or a
 * private post is 404 to anyone but its owner, as if it did not exist.
 */
export async function visiblePost(
  db: Db,
  viewer: Viewer | null,
  blog: string,
  id: string,
): Promise<PostView> {
  if (!isPostId(id)) throw new NotFoundError(messages.postNotFound);
  const [post] = await presentIds(db, viewer, [id]);
  if (!post || post.blog_name !== blog) throw new NotFoundError(messages.postNotFound);
  return post;
}

/** Out for everyone: published, not private, not for members only. Only such a post is shared. */
export const isShareable = (post: PostView) => post.state === 'published' && !post.members_only;

/**
 * Whether a post carries a safety label (migration 0019): sensitive by its author, a moderator or
 * its trail, or classified adult. A post that does not exist counts as flagged.
 */
export async function isFlagged(db: Db, postId: string): Promise<boolean> {
  const row = await db
    .selectFrom('posts')
    .select(['owner_flagged_nsfw', 'is_sensitive', 'classification'])
    .where('id', '=', postId)
    .executeTakeFirst();
  return !row || row.owner_flagged_nsfw || row.is_sensitive || row.classification !== 'none';
}

/**
 * What may leave the site in a frame on someone else's page: a shareable post without a safety
 * label, not on an adult or nsfw blog (is_nsfw, issue 19): a page elsewhere cannot honour a
 * reader's safe mode, so such a post is never framed.
 */
export const isEmbeddable = (post: PostView, flagged: boolean) =>
  isShareable(post) && !post.is_nsfw && !flagged;

/** Whether the post is on one of the viewer's blogs. */
export async function ownsPost(db: Db, viewer: Viewer, postId: string): Promise<boolean> {
  if (viewer.blogIds.length === 0) return false;
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('id', '=', postId)
    .where('blog_id', 'in', viewer.blogIds)
    .executeTakeFirst();
  return !!row;
}
