import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { textPost } from '../features/posts/test-posts.js';
import { publishQueue } from './publish-queue.js';
import { ensureBlogQueues } from './queue-job.js';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('queuer@example.com', 'queuer');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Tomorrow (by the real clock, read once): a day of slots wholly ahead of it. */
const real = new Date();
const TOMORROW = new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate() + 1))
  .toISOString()
  .slice(0, 10);
const tomorrowAt = (time: string) => new Date(`${TOMORROW}T${time}:00.000Z`);

/** Moves the app's clock (Node's Date, which the runner and the tasks read) to `at`. */
function clockAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

let blogCount = 0;
/** A fresh blog of the owner, with these queue settings. */
async function blogWith(settings: Record<string, number>): Promise<{ name: string; id: string }> {
  const name = `queue-${++blogCount}`;
  expect((await owner.post('/svc/blog/create', { name })).status).toBe(200);
  expect((await owner.post(`/svc/blog/${name}/settings`, settings)).status).toBe(200);
  const row = await t.deps.db
    .selectFrom('blogs')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { name, id: row.id };
}

const queuePost = (blog: string, title: string) =>
  textPost(owner, { tumblelog: blog, title, state: 'queued' });

const posts = (blogId: string) =>
  t.deps.db
    .selectFrom('posts')
    .select(['one as title', 'state', 'published_at'])
    .where('blog_id', '=', blogId)
    .orderBy('id')
    .execute();

const queueJobs = (blogId: string) =>
  sql<{ run_at: Date }>`SELECT run_at FROM graphile_worker.jobs WHERE key = ${`publish_queue:${blogId}`}`
    .execute(t.deps.db)
    .then((r) => r.rows.map((row) => row.run_at));

describe('publishing from the queue', () => {
  it("publishes the oldest queued post at each slot within the blog's hours", async () => {
    const blog = await blogWith({ posts_per_day: 4, queue_start_hour: 9, queue_end_hour: 17 });
    clockAt(tomorrowAt('08:00'));
    await queuePost(blog.name, 'first');
    await queuePost(blog.name, 'second');

    // The sweep (at start and every minute) gives the blog its one keyed job, at the first slot.
    expect(await ensureBlogQueues(t.deps.db)).toBe(1);
    expect(await ensureBlogQueues(t.deps.db)).toBe(0);
    expect(await queueJobs(blog.id)).toEqual([tomorrowAt('09:00')]);

    await t.runJobs();
    expect((await posts(blog.id)).map((p) => p.state)).toEqual(['queued', 'queued']);

    clockAt(tomorrowAt('09:00'));
    await t.runJobs();
    expect(await posts(blog.id)).toEqual([
      { title: 'first', state: 'published', published_at: tomorrowAt('09:00') },
      { title: 'second', state: 'queued', published_at: null },
    ]);
    // 4 a day over 9–17: every two hours. The job moved itself on; running again now does nothing.
    expect(await queueJobs(blog.id)).toEqual([tomorrowAt('11:00')]);
    await t.runJobs();
    expect((await posts(blog.id)).map((p) => p.state)).toEqual(['published', 'queued']);

    clockAt(tomorrowAt('11:00'));
    await t.runJobs();
    expect((await posts(blog.id))[1]).toEqual({
      title: 'second',
      state: 'published',
      published_at: tomorrowAt('11:00'),
    });
    // Nothing left in the queue: no job until something is queued again.
    expect(await queueJobs(blog.id)).toEqual([]);
  });

  it('publishes one post per slot, however often or late the job runs', async () => {
    const blog = await blogWith({ posts_per_day: 2, queue_start_hour: 10, queue_end_hour: 20 });
    clockAt(tomorrowAt('09:00'));
    for (const title of ['a', 'b', 'c']) await queuePost(blog.name, title);

    // Late: the server was down through the 10:00 and 15:00 slots. One post for the slot it is in.
    clockAt(tomorrowAt('16:30'));
    const runs = await Promise.all([publishQueue(t.deps.db, blog.id), publishQueue(t.deps.db, blog.id)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await publishQueue(t.deps.db, blog.id)).toBeNull();
    expect((await posts(blog.id)).map((p) => p.state)).toEqual(['published', 'queued', 'queued']);
    expect(await queueJobs(blog.id)).toEqual([new Date(tomorrowAt('10:00').getTime() + 24 * 60 * 60 * 1000)]);
  });

  it("moves the blog's queue job when its queue settings change", async () => {
    const blog = await blogWith({ posts_per_day: 2, queue_start_hour: 0, queue_end_hour: 24 });
    clockAt(tomorrowAt('08:00'));
    await queuePost(blog.name, 'waiting');
    await ensureBlogQueues(t.deps.db);
    expect(await queueJobs(blog.id)).toEqual([tomorrowAt('12:00')]);

    const res = await owner.post(`/svc/blog/${blog.name}/settings`, {
      posts_per_day: 1,
      queue_start_hour: 18,
      queue_end_hour: 24,
    });
    expect(res.status).toBe(200);
    expect(await queueJobs(blog.id)).toEqual([tomorrowAt('18:00')]);
  });

  it('leaves scheduled posts and drafts to their own ways', async () => {
    const blog = await blogWith({ posts_per_day: 1, queue_start_hour: 0, queue_end_hour: 24 });
    clockAt(tomorrowAt('08:00'));
    await textPost(owner, { tumblelog: blog.name, title: 'draft', state: 'draft' });
    await textPost(owner, {
      tumblelog: blog.name,
      title: 'scheduled',
      state: 'scheduled',
      publish_on: tomorrowAt('23:00').toISOString(),
    });
    await ensureBlogQueues(t.deps.db);
    expect(await queueJobs(blog.id)).toEqual([]);
    clockAt(new Date(tomorrowAt('00:00').getTime() + 24 * 60 * 60 * 1000));
    expect(await publishQueue(t.deps.db, blog.id)).toBeNull();
  });
});
