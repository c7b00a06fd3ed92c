import { type BlogSubscriptionResponse, messages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import { findBlogByName, isFollowing } from '../blogs/blogs.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

async function subscriptionTarget(db: Db, viewer: Viewer, name: string) {
  const blog = await findBlogByName(db, name);
  if (!blog || !viewer.currentBlogId) throw new NotFoundError(messages.blogNotFound);
  return { blog, subscriber: viewer.currentBlogId };
}

/**
 * POST /svc/blog/{name}/subscription: the current blog subscribes to a blog it follows (spec
 * document 1 §4: only a followed blog can be subscribed to; a block ends the follow, so a blocked
 * pair never gets here). Subscribing again changes nothing.
 */
export async function subscribe(
  db: Db,
  viewer: Viewer,
  name: string,
  source = '',
): Promise<BlogSubscriptionResponse> {
  const { blog, subscriber } = await subscriptionTarget(db, viewer, name);
  if (!(await isFollowing(db, subscriber, blog.id))) {
    throw ValidationError.field('tumblelog', messages.subscribeNeedsFollow);
  }
  await db
    .insertInto('blog_subscriptions')
    .values({ subscriber_blog_id: subscriber, blog_id: blog.id, source: source.slice(0, 100) })
    .onConflict((c) => c.doNothing())
    .execute();
  return { tumblelog: blog.name, is_subscribed: true };
}

/** DELETE /svc/blog/{name}/subscription; unsubscribing when not subscribed changes nothing. */
export async function unsubscribe(db: Db, viewer: Viewer, name: string): Promise<BlogSubscriptionResponse> {
  const { blog, subscriber } = await subscriptionTarget(db, viewer, name);
  await endSubscription(db, subscriber, blog.id);
  return { tumblelog: blog.name, is_subscribed: false };
}

/** Ends `subscriber`'s subscription to `blogId`, if any: unsubscribing, and unfollowing (spec §4). */
export async function endSubscription(db: Db, subscriber: string, blogId: string): Promise<void> {
  await db
    .deleteFrom('blog_subscriptions')
    .where('subscriber_blog_id', '=', subscriber)
    .where('blog_id', '=', blogId)
    .execute();
}

export async function isSubscribed(db: Db, subscriber: string | null, blogId: string): Promise<boolean> {
  if (!subscriber) return false;
  const row = await db
    .selectFrom('blog_subscriptions')
    .select(sql`1`.as('one'))
    .where('subscriber_blog_id', '=', subscriber)
    .where('blog_id', '=', blogId)
    .executeTakeFirst();
  return row !== undefined;
}
