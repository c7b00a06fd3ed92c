import { EventEmitter } from 'node:events';
import type { Job, WorkerEvents } from 'graphile-worker';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { textPost } from '../features/posts/test-posts.js';
import { startJobs } from './runner.js';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('restarts@example.com', 'restarts');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Resolves when a job of `task` has succeeded on a runner emitting into `events`. */
function succeeded(events: WorkerEvents, task: string): Promise<Job> {
  return new Promise((resolve) => {
    events.on('job:success', ({ job }) => {
      if (job.task_identifier === task) resolve(job);
    });
  });
}

const stateOf = async (id: string) =>
  (await t.deps.db.selectFrom('posts').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

const pendingJobs = () =>
  sql<{ key: string }>`SELECT key FROM graphile_worker.jobs WHERE task_identifier = 'publish_scheduled_post'`
    .execute(t.deps.db)
    .then((r) => r.rows.map((row) => row.key));

describe('the job runner', () => {
  it('keeps a pending job across a restart, and the next runner runs it', async () => {
    const connectionString = t.deps.config.databaseUrl ?? '';
    const first = await startJobs(t.deps, { connectionString });
    const publishOn = new Date(Math.ceil((Date.now() + 60 * 60 * 1000) / 1000) * 1000);
    const id = await textPost(owner, { state: 'scheduled', publish_on: publishOn.toISOString() });
    await first.stop();
    expect(await pendingJobs()).toEqual([`publish_post:${id}`]);
    expect(await stateOf(id)).toBe('queued');

    // The hour passes while no runner is up; the next one finds the job in its table.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(publishOn);
    const events: WorkerEvents = new EventEmitter();
    const done = succeeded(events, 'publish_scheduled_post');
    const second = await startJobs(t.deps, { connectionString, events });
    try {
      await done;
    } finally {
      // Stopping also settles the finished job's row.
      await second.stop();
    }
    expect(await stateOf(id)).toBe('published');
    expect(await pendingJobs()).toEqual([]);
  });
});
