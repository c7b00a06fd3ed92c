import type { Db } from '../db/database.js';
import { afterPublish } from '../features/posts/after-publish.js';
import { enqueue } from './enqueue.js';

/** One publish_scheduled_post job per post: editing the schedule replaces it (posts/save-post.ts). */
export const scheduledPostJobKey = (postId: string) => `publish_post:${postId}`;

/**
 * The publish_scheduled_post job: publishes the post if it is still scheduled (queued with a
 * publish_on) and that time has come. The row lock and the state check make it run-once safe: a
 * second run finds the post published and does nothing; a post since drafted, published by hand or
 * deleted is left alone. A job that somehow runs early re-arms itself for publish_on. The post's
 * date is the time it was scheduled for. Answers whether it published.
 */
export async function publishScheduledPost(db: Db, postId: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const post = await tx
      .selectFrom('posts')
      .select(['id', 'state', 'publish_on'])
      .where('id', '=', postId)
      .forUpdate()
      .executeTakeFirst();
    if (post?.state !== 'queued' || !post.publish_on) return false;
    if (post.publish_on > now) {
      await enqueue(
        tx,
        'publish_scheduled_post',
        { postId },
        { runAt: post.publish_on, jobKey: scheduledPostJobKey(postId) },
      );
      return false;
    }
    await tx
      .updateTable('posts')
      .set({ state: 'published', published_at: post.publish_on, publish_on: null, updated_at: now })
      .where('id', '=', post.id)
      .execute();
    await afterPublish(tx, [post.id]);
    return true;
  });
}
