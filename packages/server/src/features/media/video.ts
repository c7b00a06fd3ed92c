import type { AppDeps } from '../../deps.js';
import { findMediaById, type MediaRow } from './media.js';
import { readVideoHeader } from './video-header.js';

/**
 * The `transcode_video` job's work (jobs/ runs it): read the stored video's container, record its
 * length and size, and mark it ready — or failed when it is not a video after all (the upload
 * checked that it was; a store can still lose or damage a file). Videos are served as uploaded;
 * browsers play MP4, WebM and QuickTime/H.264. Running it again on a finished upload changes
 * nothing, so a retried job is harmless.
 */
export async function processVideo(deps: Pick<AppDeps, 'db' | 'media'>, mediaId: string): Promise<MediaRow> {
  const row = await findMediaById(deps.db, mediaId);
  if (!row) throw new Error(`No media ${mediaId} to process`);
  if (row.status !== 'processing') return row;
  // A missing file throws here, and the job is tried again later.
  const info = await deps.media.withFile(row.key, (path) =>
    readVideoHeader(path, row.mime).catch(() => null),
  );
  const updated = await deps.db
    .updateTable('media')
    .set(info ? { ...info, status: 'ready' } : { status: 'failed' })
    .where('id', '=', row.id)
    .where('status', '=', 'processing')
    .returningAll()
    .executeTakeFirst();
  // Nothing updated: another run finished it first; answer with what it recorded.
  return updated ?? { ...row, ...(await findMediaById(deps.db, mediaId)) };
}
