import type { Task, TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { deleteDueAccount } from '../features/account-deletion/delete-account.js';
import { buildAccountExport } from '../features/account-export/build-export.js';
import { expireExports } from '../features/account-export/expire-exports.js';
import { purgeExpired } from '../features/accounts/purge-expired.js';
import { runImport } from '../features/imports/run-import.js';
import { aggregateInsight, countMinutes } from '../features/insight/aggregate.js';
import { maintainEventPartitions } from '../features/logging/partitions.js';
import { pruneApiCredentials } from '../features/tumblr-api/nonces.js';
import type { TaskName } from './enqueue.js';
import { publishQueue } from './publish-queue.js';
import { publishScheduledPost } from './publish-scheduled-post.js';
import { ensureBlogQueues } from './queue-job.js';
import { transcodeVideo } from './transcode-video.js';

// Payloads come back from a JSON column: checked before use, so a malformed job fails loudly.
const id = z.string().regex(/^\d+$/);
const postPayload = z.object({ postId: id });
const blogPayload = z.object({ blogId: id });
const mediaPayload = z.object({ mediaId: id });
const importPayload = z.object({ importId: id });
const exportPayload = z.object({ exportId: id });
const userPayload = z.object({ userId: id });

/**
 * Tasks the media runner works, one at a time per process (runner.ts): a video conversion takes a
 * core or two for minutes, and so may an export copy a ten-year account's media; neither may hold
 * up publishing.
 */
export const MEDIA_TASKS: readonly TaskName[] = ['transcode_video', 'build_account_export'];

/** Every task, bound to the app's dependencies; `only` keeps some of them (a runner works only the tasks it knows). */
export function taskList(deps: AppDeps, only?: (name: TaskName) => boolean): TaskList {
  const all = everyTask(deps);
  return only ? Object.fromEntries(Object.entries(all).filter(([name]) => only(name as TaskName))) : all;
}

function everyTask(deps: AppDeps): Record<TaskName, Task> & TaskList {
  return {
    publish_scheduled_post: async (payload) => {
      await publishScheduledPost(deps.db, postPayload.parse(payload).postId);
    },
    publish_queue: async (payload) => {
      await publishQueue(deps.db, blogPayload.parse(payload).blogId);
    },
    transcode_video: async (payload, helpers) => {
      await transcodeVideo(deps, mediaPayload.parse(payload).mediaId, (error) =>
        helpers.logger.warn(`video conversion: ${String(error)}`),
      );
    },
    import_posts: async (payload, helpers) => {
      await runImport(deps, importPayload.parse(payload).importId, (error) =>
        helpers.logger.error(`import: ${String(error)}`),
      );
    },
    build_account_export: async (payload, helpers) => {
      await buildAccountExport(deps, exportPayload.parse(payload).exportId, {
        final: helpers.job.attempts >= helpers.job.max_attempts,
        log: (error) => helpers.logger.warn(`export mail: ${String(error)}`),
      });
    },
    expire_exports: async () => {
      await expireExports(deps);
    },
    delete_account: async (payload) => {
      await deleteDueAccount(deps, userPayload.parse(payload).userId);
    },
    ensure_blog_queues: async () => {
      await ensureBlogQueues(deps.db);
    },
    purge_expired: async () => {
      await purgeExpired(deps.db);
    },
    aggregate_insight: async () => {
      await aggregateInsight(deps.db);
    },
    count_insight_minutes: async () => {
      await countMinutes(deps.db);
    },
    prune_api_credentials: async () => {
      await pruneApiCredentials(deps.db);
    },
    maintain_event_partitions: async () => {
      await maintainEventPartitions(deps.db, new Date(), deps.config.eventRetentionDays);
    },
  };
}
