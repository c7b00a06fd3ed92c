import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** What each task is given. Payloads are JSON in the job row, so ids stay strings (64-bit safe). */
export interface TaskPayloads {
  publish_scheduled_post: { postId: string };
  publish_queue: { blogId: string };
  transcode_video: { mediaId: string };
  /** A batch of an import's posts (features/imports/run-import.ts); it adds itself again until done. */
  import_posts: { importId: string };
  build_account_export: { exportId: string };
  delete_account: { userId: string };
  /** Chores the crontab adds (runner.ts). */
  ensure_blog_queues: Record<string, never>;
  purge_expired: Record<string, never>;
  maintain_event_partitions: Record<string, never>;
  aggregate_insight: Record<string, never>;
  count_insight_minutes: Record<string, never>;
  expire_exports: Record<string, never>;
  prune_api_credentials: Record<string, never>;
}
export type TaskName = keyof TaskPayloads;

export interface EnqueueOptions {
  /** When the job may run; now when absent. */
  runAt?: Date;
  /** At most one pending job per key: adding again replaces it instead of adding a second. */
  jobKey?: string;
  /** 'preserve_run_at' updates a keyed job but keeps its time (graphile-worker's job_key_mode). */
  jobKeyMode?: 'replace' | 'preserve_run_at';
  /** Tries before the job is given up (graphile-worker's default is 25, with growing waits). */
  maxAttempts?: number;
}

/**
 * Adds a job through graphile-worker's own SQL function on the connection it is given. Given the
 * caller's transaction, the job commits or rolls back with the caller's rows: a saved post and
 * its publishing job never exist one without the other.
 *
 * The run time is always Node's clock, as the runner reads jobs by Node's clock too (useNodeTime):
 * one time source, which tests can drive.
 */
export async function enqueue<T extends TaskName>(
  db: Kysely<Database>,
  task: T,
  payload: TaskPayloads[T],
  options: EnqueueOptions = {},
): Promise<void> {
  await sql`
    SELECT graphile_worker.add_job(
      ${task},
      ${JSON.stringify(payload)}::json,
      run_at => ${(options.runAt ?? new Date()).toISOString()}::timestamptz,
      job_key => ${options.jobKey ?? null}::text,
      job_key_mode => ${options.jobKeyMode ?? 'replace'}::text,
      max_attempts => ${options.maxAttempts ?? 25}::int
    )
  `.execute(db);
}
