import { type LikeResponse, messages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import { notify } from '../activity/notify.js';
import { assertNotBlocked } from '../blocks/checks.js';
import { findActionablePost } from '../posts/actionable-post.js';
import { findPost } from '../posts/find-post.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

export interface LikeTarget {
  id: string;
  key: string;
  tumblelog_name?: string | undefined;
}

async function noteCountOf(db: Db, rootId: string): Promise<number> {
  const row = await db.selectFrom('posts').select('note_count').where('id', '=', rootId).executeTakeFirst();
  return row?.note_count ?? 0;
}

/**
 * POST /svc/like: the user likes a post, as their current blog, only when they do not already
 * (spec document 2 §4); a second like is refused and changes nothing. The like, the user's
 * liked_post_count and the post's blog's activity item are one transaction; the root's note
 * count follows by trigger.
 */
export async function likePost(db: Db, viewer: Viewer, target: LikeTarget): Promise<LikeResponse> {
  const post = await findActionablePost(db, viewer, target.id, target.key, target.tumblelog_name);
  if (!post.can_be_liked) throw new ForbiddenError(messages.postCannotLike);
  const blogId = viewer.currentBlogId;
  if (!blogId) throw new NotFoundError(messages.blogNotFound);
  await assertNotBlocked(db, blogId, post.blog_id);
  const rootId = post.root_post_id ?? post.id;
  await db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('likes')
      .values({ user_id: viewer.userId, blog_id: blogId, post_id: post.id, root_post_id: rootId })
      .onConflict((c) => c.columns(['user_id', 'post_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new ConflictError(messages.alreadyLiked);
    await tx
      .updateTable('users')
      .set({ liked_post_count: sql`liked_post_count + 1` })
      .where('id', '=', viewer.userId)
      .execute();
    await notify(tx, { blogId: post.blog_id, kind: 'like', actorBlogId: blogId, postId: post.id });
  });
  return { id: post.id, liked: true, note_count: await noteCountOf(db, rootId) };
}

/**
 * POST /svc/unlike: only a liked post can be unliked; counts never go below zero. The post needs
 * only its key, not to be visible: a post that went private can still be let go of. The like's
 * activity item goes with it.
 */
export async function unlikePost(db: Db, viewer: Viewer, target: LikeTarget): Promise<LikeResponse> {
  const post = await findPost(db, target.id);
  if (
    !post ||
    post.reblog_key !== target.key ||
    (target.tumblelog_name && target.tumblelog_name !== post.blog_name)
  )
    throw new NotFoundError(messages.postNotFound);
  const rootId = post.root_post_id ?? post.id;
  await db.transaction().execute(async (tx) => {
    const removed = await tx
      .deleteFrom('likes')
      .where('user_id', '=', viewer.userId)
      .where('post_id', '=', post.id)
      .returning('blog_id')
      .executeTakeFirst();
    if (!removed) throw new ConflictError(messages.notLiked);
    await tx
      .updateTable('users')
      .set({ liked_post_count: sql`greatest(liked_post_count - 1, 0)` })
      .where('id', '=', viewer.userId)
      .execute();
    await tx
      .deleteFrom('activity')
      .where('kind', '=', 'like')
      .where('post_id', '=', post.id)
      .where('actor_blog_id', '=', removed.blog_id)
      .execute();
  });
  return { id: post.id, liked: false, note_count: await noteCountOf(db, rootId) };
}
