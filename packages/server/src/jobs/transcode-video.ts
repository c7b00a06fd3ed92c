import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { TRANSCODING } from '../db/post-states.js';
import type { AppDeps } from '../deps.js';
import { processVideo } from '../features/media/video/process-video.js';
import { pushVideoStatus } from '../features/media/video/video-status.js';
import { afterPublish } from '../features/posts/after-publish.js';

/** Posts an import brought are published unannounced, as the import saved them (save-post.ts ImportedOrigin). */
async function notImported(db: Db, postIds: string[]): Promise<string[]> {
  if (postIds.length === 0) return postIds;
  const imported = await db
    .selectFrom('imported_posts')
    .select('post_id')
    .where('post_id', 'in', postIds)
    .execute();
  const skip = new Set(imported.map((row) => row.post_id));
  return postIds.filter((id) => !skip.has(id));
}

/**
 * The transcode_video job: the media feature converts the upload (processVideo); then the posts
 * waiting for it in state transcoding are published — or, when it could not be converted, go back
 * to drafts, where their owner sees why (the post's video carries the reason) and can attach
 * another video. The owner's pages are told in the same transaction. Both updates only touch
 * posts still transcoding, so running the job again changes nothing. Answers how many posts moved.
 */
export async function transcodeVideo(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  mediaId: string,
  log?: (error: unknown) => void,
): Promise<number> {
  const media = await processVideo(deps, mediaId, log);
  if (media.status === 'processing') return 0;
  const now = new Date();
  const ready = media.status === 'ready';
  const moved = await deps.db.transaction().execute(async (tx) => {
    const rows = await tx
      .updateTable('posts')
      .set(
        ready
          ? // A date the author chose stays; otherwise the post is dated when it went out.
            { state: 'published', published_at: sql<Date>`coalesce(published_at, ${now})`, updated_at: now }
          : { state: 'draft', updated_at: now },
      )
      .where('media_key', '=', media.key)
      .where('state', '=', TRANSCODING)
      .returning('id')
      .execute();
    if (ready)
      await afterPublish(
        tx,
        await notImported(
          tx,
          rows.map((r) => r.id),
        ),
      );
    await pushVideoStatus(tx, media);
    return rows.length;
  });
  return moved;
}
