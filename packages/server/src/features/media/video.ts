import { parseBuffer } from 'music-metadata';
import type { AppDeps } from '../../deps.js';
import { finite } from './audio.js';
import { findMediaById, type MediaRow } from './media.js';
import { readMp4Header } from './mp4-header.js';

export interface VideoInfo {
  duration: number | null;
  width: number | null;
  height: number | null;
}

const ISO_MEDIA = new Set(['video/mp4', 'video/x-m4v', 'video/quicktime']);

/**
 * Length and picture size of a video, read from its container with pure-JS parsers (no ffmpeg to
 * install): a box walk for MP4/QuickTime, music-metadata for WebM. Throws when the container
 * cannot be read.
 */
export async function readVideoInfo(data: Buffer, mime: string): Promise<VideoInfo> {
  if (ISO_MEDIA.has(mime)) {
    const header = readMp4Header(data);
    if (!header) throw new Error('No movie header or picture track');
    return header;
  }
  const { format } = await parseBuffer(
    data,
    { mimeType: mime, size: data.length },
    { duration: true, skipCovers: true },
  );
  const picture = format.trackInfo.map((t) => t.video).find((v) => v?.pixelWidth && v.pixelHeight);
  return {
    duration: finite(format.duration),
    width: picture?.pixelWidth ?? null,
    height: picture?.pixelHeight ?? null,
  };
}

/**
 * The `transcode_video` job's work (jobs/ runs it): read the stored video's container, record its
 * length and size, and mark it ready — or failed when it is not a video after all. Videos are
 * served as uploaded; browsers play MP4, WebM and QuickTime/H.264. Running it again on a finished
 * upload changes nothing, so a retried job is harmless.
 */
export async function processVideo(deps: Pick<AppDeps, 'db' | 'media'>, mediaId: string): Promise<MediaRow> {
  const row = await findMediaById(deps.db, mediaId);
  if (!row) throw new Error(`No media ${mediaId} to process`);
  if (row.status !== 'processing') return row;
  const data = await deps.media.get(row.key);
  if (!data) throw new Error(`Media file missing: ${row.key}`);
  let info: VideoInfo | null = null;
  try {
    info = await readVideoInfo(data, row.mime);
  } catch {
    info = null;
  }
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
