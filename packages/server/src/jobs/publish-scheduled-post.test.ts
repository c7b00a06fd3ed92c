import { type PostFetchData, stateOnLoad } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { savePostForm, textPost } from '../features/posts/test-posts.js';
import { publishScheduledPost } from './publish-scheduled-post.js';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('scheduler@example.com', 'scheduler');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 60 * 60 * 1000;
/** Whole seconds, as a person picks a time; an hour or more ahead of the real clock. */
const hoursAhead = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / 1000) * 1000);

/** Moves the app's clock (Node's Date, which the runner and the tasks read) to `at`. */
function clockAt(at: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

async function fetched(postId: string) {
  const res = await owner.post('/svc/post/fetch', { post_id: postId, channel_id: 'scheduler' });
  expect(res.status).toBe(200);
  const post = res.body.response.post as PostFetchData;
  // The state as the form reads the fetch's code (spec document 1 §4).
  return { ...post, state: stateOnLoad(post) };
}

// The public jobs view has no payload; the table under it does.
const jobsOf = (postId: string) =>
  sql<{ run_at: Date; key: string | null }>`
    SELECT j.run_at, j.key FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks task ON task.id = j.task_id
    WHERE task.identifier = 'publish_scheduled_post' AND j.payload->>'postId' = ${postId}
  `
    .execute(t.deps.db)
    .then((r) => r.rows);

describe('publishing scheduled posts', () => {
  it('publishes a scheduled post when its time comes, and not before', async () => {
    const publishOn = hoursAhead(2);
    const id = await textPost(owner, { state: 'scheduled', publish_on: publishOn.toISOString() });
    expect(await jobsOf(id)).toEqual([{ run_at: publishOn, key: `publish_post:${id}` }]);

    await t.runJobs();
    expect((await fetched(id)).state).toBe('scheduled');

    clockAt(new Date(publishOn.getTime() - 1000));
    await t.runJobs();
    expect((await fetched(id)).state).toBe('scheduled');

    clockAt(publishOn);
    await t.runJobs();
    const post = await fetched(id);
    expect(post.state).toBe('published');
    // The post is dated when it was scheduled for; the done job is gone.
    expect(new Date(post.date)).toEqual(publishOn);
    expect(await jobsOf(id)).toEqual([]);
  });

  it('moves the one job when the schedule is edited, never adding a second', async () => {
    const first = hoursAhead(2);
    const later = hoursAhead(5);
    const id = await textPost(owner, { state: 'scheduled', publish_on: first.toISOString() });
    const edit = await savePostForm(
      owner,
      'text',
      {
        postId: id,
        title: 'A title',
        body: '<p>Body</p>',
        state: 'scheduled',
        publish_on: later.toISOString(),
      },
      'edit',
    );
    expect(edit.status).toBe(200);
    expect(await jobsOf(id)).toEqual([{ run_at: later, key: `publish_post:${id}` }]);

    clockAt(new Date(first.getTime() + 1000));
    await t.runJobs();
    expect((await fetched(id)).state).toBe('scheduled');

    clockAt(later);
    await t.runJobs();
    expect((await fetched(id)).state).toBe('published');
  });

  it('publishes once however often the job runs, even at the same moment', async () => {
    const publishOn = hoursAhead(1);
    const id = await textPost(owner, { state: 'scheduled', publish_on: publishOn.toISOString() });
    clockAt(new Date(publishOn.getTime() + 1000));

    const runs = await Promise.all([
      publishScheduledPost(t.deps.db, id),
      publishScheduledPost(t.deps.db, id),
    ]);
    expect(runs.sort()).toEqual([false, true]);
    expect(await publishScheduledPost(t.deps.db, id)).toBe(false);
    // The queued job still runs; it finds the post published and changes nothing.
    const before = await t.deps.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.runJobs();
    const after = await t.deps.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(after).toMatchObject({ state: 'published', published_at: publishOn, publish_on: null });
    expect(await jobsOf(id)).toEqual([]);
  });

  it('leaves a post alone that was taken off the schedule', async () => {
    const publishOn = hoursAhead(1);
    const id = await textPost(owner, { state: 'scheduled', publish_on: publishOn.toISOString() });
    await savePostForm(
      owner,
      'text',
      { postId: id, title: 'A title', body: '<p>Body</p>', state: 'draft' },
      'edit',
    );
    clockAt(new Date(publishOn.getTime() + 1000));
    await t.runJobs();
    expect((await fetched(id)).state).toBe('draft');
  });

  it('re-arms a job that runs before the post is due', async () => {
    const publishOn = hoursAhead(3);
    const id = await textPost(owner, { state: 'scheduled', publish_on: publishOn.toISOString() });
    // As if the job row said "now": the task checks the post's own time.
    expect(await publishScheduledPost(t.deps.db, id)).toBe(false);
    expect(await jobsOf(id)).toEqual([{ run_at: publishOn, key: `publish_post:${id}` }]);
    expect((await fetched(id)).state).toBe('scheduled');
  });
});
