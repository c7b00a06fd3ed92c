import { type FollowResponse, messages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import { notify } from '../activity/notify.js';
import { assertNotBlocked } from '../blocks/checks.js';
import { findBlogByName } from '../blogs/blogs.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { endSubscription } from '../subscriptions/subscriptions.js';

async function followTarget(db: Db, viewer: Viewer, name: string) {
  const blog = await findBlogByName(db, name);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  if (!viewer.currentBlogId) throw new NotFoundError(messages.blogNotFound);
  if (blog.id === viewer.currentBlogId) {
    throw new ValidationError([{ field: 'tumblelog', detail: messages.cannotFollowSelf }]);
  }
  return { blog, follower: viewer.currentBlogId };
}

/** The current user's friend_count: how many blogs the current blog follows (current-user.ts). */
async function followingCount(db: Db, follower: string): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select(sql<string>`count(*)`.as('n'))
    .where('follower_blog_id', '=', follower)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The current blog follows `name`, and the followed blog is told (activity 'follow'). Following
 * again changes nothing and tells nobody. A block either way refuses it (403).
 */
export async function follow(db: Db, viewer: Viewer, name: string): Promise<FollowResponse> {
  const { blog, follower } = await followTarget(db, viewer, name);
  await assertNotBlocked(db, follower, blog.id);
  await db.transaction().execute(async (tx) => {
    const added = await tx
      .insertInto('follows')
      .values({ follower_blog_id: follower, followed_blog_id: blog.id })
      .onConflict((c) => c.doNothing())
      .returning('follower_blog_id')
      .executeTakeFirst();
    if (added) await notify(tx, { blogId: blog.id, kind: 'follow', actorBlogId: follower });
  });
  viewer.dashboardBlogs = undefined;
  return { tumblelog: blog.name, following: true, friend_count: await followingCount(db, follower) };
}

/** Unfollowing ends the subscription too (spec document 1 §4: no subscription without a follow). */
export async function unfollow(db: Db, viewer: Viewer, name: string): Promise<FollowResponse> {
  const { blog, follower } = await followTarget(db, viewer, name);
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('follows')
      .where('follower_blog_id', '=', follower)
      .where('followed_blog_id', '=', blog.id)
      .execute();
    await endSubscription(tx, follower, blog.id);
  });
  viewer.dashboardBlogs = undefined;
  return { tumblelog: blog.name, following: false, friend_count: await followingCount(db, follower) };
}
