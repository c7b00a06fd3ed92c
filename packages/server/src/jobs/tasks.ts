import type { Task, TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { purgeExpired } from '../features/accounts/purge-expired.js';
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

/** Every task the runner knows, bound to the app's dependencies. */
export function taskList(deps: AppDeps): Record<TaskName, Task> & TaskList {
  return {
    publish_scheduled_post: async (payload) => {
      await publishScheduledPost(deps.db, postPayload.parse(payload).postId);
    },
    publish_queue: async (payload) => {
      await publishQueue(deps.db, blogPayload.parse(payload).blogId);
    },
    transcode_video: async (payload) => {
      await transcodeVideo(deps, mediaPayload.parse(payload).mediaId);
    },
    ensure_blog_queues: async () => {
      await ensureBlogQueues(deps.db);
    },
    purge_expired: async () => {
      await purgeExpired(deps.db);
    },
  };
}
