import { parseCronItems, type Runner, run, runMigrations, runOnce } from 'graphile-worker';
import type { AppDeps } from '../deps.js';
import { maintainEventPartitions } from '../features/logging/partitions.js';
import { ensureBlogQueues } from './queue-job.js';
import { MEDIA_TASKS, taskList } from './tasks.js';
import { createJobsPool, type JobsOptions, withJobsPool, workerOptions } from './worker-options.js';

export type { JobsOptions };

/** The running job runner of this process. */
export interface Jobs {
  /** Finishes the jobs in hand, then lets go of its connections. */
  stop(): Promise<void>;
}

/**
 * Chores on a clock. graphile-worker keys each run by its time, so several server processes on
 * one database still run each once: every minute, blogs whose queue lacks its job get one
 * (queue-job.ts); every hour, expired sessions and tokens go and the event store's day partitions
 * are made ahead and dropped past their retention (features/logging/partitions.ts), the insight
 * page's counts are taken forward (features/insight/aggregate.ts), account exports past their
 * time lose their files (features/account-export), and a start after a missed hour catches up with
 * one run.
 */
const cronItems = parseCronItems([
  { task: 'ensure_blog_queues', match: '* * * * *' },
  { task: 'purge_expired', match: '0 * * * *', options: { backfillPeriod: 60 * 60 * 1000 } },
  { task: 'maintain_event_partitions', match: '5 * * * *', options: { backfillPeriod: 60 * 60 * 1000 } },
  { task: 'aggregate_insight', match: '10 * * * *', options: { backfillPeriod: 60 * 60 * 1000 } },
  // The minute chart's counts, up to the last whole minute.
  { task: 'count_insight_minutes', match: '* * * * *' },
  { task: 'expire_exports', match: '15 * * * *', options: { backfillPeriod: 60 * 60 * 1000 } },
  // The API's nonces past their timestamp window, and its expired tokens (features/tumblr-api).
  { task: 'prune_api_credentials', match: '*/5 * * * *' },
]);

/**
 * graphile-worker's own tables (schema graphile_worker). start.ts runs this before the app listens,
 * so a request's `enqueue` always finds them, even on the first start.
 */
export async function migrateJobs(connectionString: string): Promise<void> {
  const options = { connectionString };
  await withJobsPool(options, (pool) => runMigrations(workerOptions(options, pool)));
}

/**
 * Starts working the job table: due jobs at once, future ones when their time comes (the rows are
 * in PostgreSQL, so whatever was pending before a restart is still there after it). Two runners:
 * one for every chore, one for video conversions alone. Also makes sure every blog with queued
 * posts has its queue job.
 */
export async function startJobs(deps: AppDeps, options: JobsOptions): Promise<Jobs> {
  const { pool, close } = createJobsPool(options);
  const media = createJobsPool({ ...options, concurrency: 1 });
  const runners: Runner[] = [];
  const stop = async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await Promise.all([close(), media.close()]);
  };
  try {
    runners.push(
      await run({
        ...workerOptions(options, pool),
        taskList: taskList(deps, (name) => !MEDIA_TASKS.includes(name)),
        parsedCronItems: cronItems,
      }),
    );
    // A runner takes only jobs of the tasks it knows: video conversions have one of their own,
    // one at a time in this process, so they never wait behind each other's ffmpeg in a slot
    // publishing needs, and N processes convert N videos at once.
    runners.push(
      await run({
        ...workerOptions({ ...options, concurrency: 1 }, media.pool),
        taskList: taskList(deps, (name) => MEDIA_TASKS.includes(name)),
      }),
    );
    await ensureBlogQueues(deps.db);
    // Today's partition from the first start on, not from the first hourly run.
    await maintainEventPartitions(deps.db, new Date(), deps.config.eventRetentionDays);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** Runs every job that is due now, one after another, and returns: tests drive the jobs with it. */
export async function runJobsOnce(deps: AppDeps, options: JobsOptions): Promise<void> {
  await withJobsPool(options, (pool) =>
    runOnce({ ...workerOptions(options, pool), concurrency: 1, taskList: taskList(deps) }),
  );
}
