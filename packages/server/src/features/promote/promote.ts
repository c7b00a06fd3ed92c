import { messages, type PromoteResponse } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import { findPost } from '../posts/find-post.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import type { PostWithBlog } from '../posts/post-row.js';

export interface PromoteTarget {
  tag: string;
  post_id: string;
  reblog_key: string;
  tumblelog_name?: string | undefined;
}

/** A tag as promotions key it: as tag pages match it (lower case), without a leading '#'. */
export const promotionTag = (tag: string) => tag.trim().replace(/^#+/, '').toLowerCase();

/** The post, named by its key; only its owner may promote it or take the promotion back. */
async function ownPost(db: Db, viewer: Viewer, target: PromoteTarget): Promise<PostWithBlog> {
  const post = await findPost(db, target.post_id);
  if (
    !post ||
    post.reblog_key !== target.reblog_key ||
    (target.tumblelog_name && target.tumblelog_name !== post.blog_name)
  )
    throw new NotFoundError(messages.postNotFound);
  if (post.blog_user_id !== viewer.userId) throw new ForbiddenError();
  return post;
}

/**
 * POST /svc/promote: the owner puts a public, published post at the top of the page of a tag it
 * carries. A blog leads a tag with one post: promoting another replaces it.
 */
export async function promotePost(db: Db, viewer: Viewer, target: PromoteTarget): Promise<PromoteResponse> {
  const post = await ownPost(db, viewer, target);
  if (post.state !== 'published' || post.is_private || post.members_only)
    throw new ConflictError(messages.promoteNotPublic);
  const tag = promotionTag(target.tag);
  if (!post.tags.some((t) => t.toLowerCase() === tag))
    throw ValidationError.field('tag', messages.promoteNotTagged);
  // Replaced, not updated: the newest promotion leads (ordered by id).
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('promotions').where('tag', '=', tag).where('blog_id', '=', post.blog_id).execute();
    await tx
      .insertInto('promotions')
      .values({ tag, post_id: post.id, blog_id: post.blog_id })
      .onConflict((c) => c.columns(['tag', 'blog_id']).doNothing())
      .execute();
  });
  return { post_id: post.id, tag, tag_id: tag, promoted: true };
}

/** POST /svc/unpromote: the owner takes a promotion back; one that does not exist changes nothing. */
export async function unpromotePost(db: Db, viewer: Viewer, target: PromoteTarget): Promise<PromoteResponse> {
  const post = await ownPost(db, viewer, target);
  const tag = promotionTag(target.tag);
  await db.deleteFrom('promotions').where('tag', '=', tag).where('post_id', '=', post.id).execute();
  return { post_id: post.id, tag, tag_id: tag, promoted: false };
}
