import type { PostSubscriptionResponse } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { findVisiblePost } from './visible-post.js';

/**
 * Post subscriptions (spec document 2 §4): the user follows a post's replies, and each new reply
 * tells them, through the blog they subscribed as (their current blog, or the blog they replied
 * as). Subscribing twice or unsubscribing when not subscribed changes nothing: both answer the
 * state the toggle should show.
 */
export async function subscribeToPost(
  db: Db,
  viewer: Viewer,
  blogName: string,
  postId: string,
): Promise<PostSubscriptionResponse> {
  const post = await findVisiblePost(db, viewer.userId, postId, blogName);
  if (!viewer.currentBlogId) throw new NotFoundError();
  await db
    .insertInto('post_subscriptions')
    .values({ post_id: post.id, user_id: viewer.userId, blog_id: viewer.currentBlogId })
    .onConflict((c) => c.columns(['post_id', 'user_id']).doNothing())
    .execute();
  return { post_id: post.id, is_subscribed: true };
}

export async function unsubscribeFromPost(
  db: Db,
  viewer: Viewer,
  blogName: string,
  postId: string,
): Promise<PostSubscriptionResponse> {
  const post = await findVisiblePost(db, viewer.userId, postId, blogName);
  await db
    .deleteFrom('post_subscriptions')
    .where('post_id', '=', post.id)
    .where('user_id', '=', viewer.userId)
    .execute();
  return { post_id: post.id, is_subscribed: false };
}

/** The blogs told of a new reply to a post: its subscribers' (not the replier's own). */
export async function subscriberBlogs(db: Db, postId: string, replierUserId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('post_subscriptions')
    .select('blog_id')
    .where('post_id', '=', postId)
    .where('user_id', '!=', replierUserId)
    .execute();
  return rows.map((r) => r.blog_id);
}
