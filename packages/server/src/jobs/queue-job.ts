import { type Kysely, sql } from 'kysely';
import { QUEUED } from '../db/post-states.js';
import type { Database } from '../db/schema.js';
import { enqueue } from './enqueue.js';
import { nextQueueSlot, type QueueSettings } from './queue-schedule.js';

/** One publish_queue job per blog: adding it again updates that job, never a second one. */
const QUEUE_JOB_KEY_PREFIX = 'publish_queue:';
export const queueJobKey = (blogId: string) => `${QUEUE_JOB_KEY_PREFIX}${blogId}`;

/**
 * The blog's queue settings changed: move its pending queue job to the next slot of the new
 * schedule. Blogs with nothing queued have no job and get none.
 */
export async function rescheduleBlogQueue(
  db: Kysely<Database>,
  blog: QueueSettings & { id: string },
  now = new Date(),
): Promise<void> {
  const queued = await db
    .selectFrom('posts')
    .select('id')
    .where('blog_id', '=', blog.id)
    .where('state', '=', QUEUED)
    .where('publish_on', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (!queued) return;
  await enqueue(
    db,
    'publish_queue',
    { blogId: blog.id },
    { runAt: nextQueueSlot(blog, now), jobKey: queueJobKey(blog.id) },
  );
}

/** The blogs the sweep gives a job: queued posts, and no queue job that can still run. */
export const queuesWithoutJob = (db: Kysely<Database>) =>
  db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .select([
      'blogs.id',
      'blogs.posts_per_day',
      'blogs.queue_start_hour',
      'blogs.queue_end_hour',
      sql<Date>`min(posts.updated_at)`.as('queued_since'),
    ])
    .where('posts.state', '=', QUEUED)
    .where('posts.publish_on', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(sql`graphile_worker.jobs`.as('j'))
            .select(sql`1`.as('one'))
            .where(sql.ref('j.key'), '=', sql<string>`${QUEUE_JOB_KEY_PREFIX}::text || blogs.id`)
            // A job out of retries will never run: the blog needs a fresh one.
            .where(sql.ref('j.attempts'), '<', sql.ref('j.max_attempts')),
        ),
      ),
    )
    .groupBy('blogs.id');

/**
 * Every blog with queued posts and no pending queue job gets one, at the first slot after its
 * oldest-touched queued post entered the queue (so a post queued just before a slot still goes
 * out in that slot, even if this sweep runs a little after it). Saving a queued post adds no job
 * itself: the sweep runs at start and every minute, and the job's own slot check (publish-queue.ts)
 * keeps a late or repeated job from publishing twice in one slot. Answers how many jobs it added.
 */
export async function ensureBlogQueues(db: Kysely<Database>): Promise<number> {
  const blogs = await queuesWithoutJob(db).execute();
  for (const blog of blogs) {
    await enqueue(
      db,
      'publish_queue',
      { blogId: blog.id },
      // preserve_run_at: a job added meanwhile (a concurrent sweep) keeps its time.
      {
        runAt: nextQueueSlot(blog, new Date(blog.queued_since)),
        jobKey: queueJobKey(blog.id),
        jobKeyMode: 'preserve_run_at',
      },
    );
  }
  return blogs.length;
}
