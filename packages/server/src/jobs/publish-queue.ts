import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { QUEUED } from '../db/post-states.js';
import { afterPublish } from '../features/posts/after-publish.js';
import { enqueue } from './enqueue.js';
import { queueJobKey } from './queue-job.js';
import { currentQueueSlot, nextQueueSlot } from './queue-schedule.js';

/**
 * The publish_queue job of one blog, run at each slot of its schedule (queue-schedule.ts). With
 * the blog row locked: unless this slot was served already, the first queued post is published;
 * then, while posts remain queued, the job re-adds itself (same key) at the next slot. A job that
 * runs late — the server was down — publishes one post for the slot it is in, never a burst of
 * the missed ones. Answers the id of the post it published, if any.
 */
export async function publishQueue(db: Db, blogId: string, now = new Date()): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    const blog = await tx
      .selectFrom('blogs')
      .select(['id', 'posts_per_day', 'queue_start_hour', 'queue_end_hour', 'queue_last_published_at'])
      .where('id', '=', blogId)
      .forUpdate()
      .executeTakeFirst();
    if (!blog) return null;
    const queued = () =>
      tx
        .selectFrom('posts')
        .select('id')
        .where('blog_id', '=', blog.id)
        .where('state', '=', QUEUED)
        .where('publish_on', 'is', null)
        // The owner's order (queue page), else the order queued.
        .orderBy(sql`coalesce(queue_position, id)`)
        .orderBy('id')
        .limit(1)
        .forUpdate();

    let published: string | null = null;
    const served =
      blog.queue_last_published_at !== null && blog.queue_last_published_at >= currentQueueSlot(blog, now);
    const next = served ? undefined : await queued().executeTakeFirst();
    if (next) {
      await tx
        .updateTable('posts')
        .set({ state: 'published', published_at: now, updated_at: now })
        .where('id', '=', next.id)
        .execute();
      await tx.updateTable('blogs').set({ queue_last_published_at: now }).where('id', '=', blog.id).execute();
      await afterPublish(tx, [next.id]);
      published = next.id;
    }
    if (await queued().executeTakeFirst()) {
      await enqueue(
        tx,
        'publish_queue',
        { blogId: blog.id },
        { runAt: nextQueueSlot(blog, now), jobKey: queueJobKey(blog.id) },
      );
    }
    return published;
  });
}
