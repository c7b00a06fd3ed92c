import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LIVE_PHOTO_MAX_SECONDS, videoMessages } from '@rookery/core';
import type { Updateable } from 'kysely';
import type { MediaTable, VideoRenditions } from '../../../db/schema.js';
import type { AppDeps } from '../../../deps.js';
import { FfmpegError, ffmpegBinary } from '../../../media/ffmpeg.js';
import { jsonb } from '../../posts/jsonb.js';
import { findMediaById, type MediaRow } from '../media.js';
import { readVideoHeader } from '../video-header.js';
import { progressReporter } from './progress.js';
import { renditionKey } from './rendition-keys.js';
import { NoPictureError, type Transcoded, transcodeVideo } from './transcode.js';

/** How long one video may take to convert when the operator sets nothing (VIDEO_TRANSCODE_TIME_LIMIT_MS). */
const DEFAULT_TIME_LIMIT_MS = 30 * 60 * 1000;

/** A live photo's clip may come out a frame longer than its container says; a frame is not "too long". */
const FRAME_SLACK_S = 0.05;

export type ProcessDeps = Pick<AppDeps, 'db' | 'media' | 'config'>;

/** The author's words for why a conversion failed; the details go to the log. */
function failureOf(error: unknown): string | null {
  if (error instanceof NoPictureError) return videoMessages.noPicture;
  if (!(error instanceof FfmpegError)) return null;
  // A picture track was there at upload (the upload checks it): a file ffmpeg cannot read now is
  // damaged, or in a codec this ffmpeg lacks.
  return error.reason === 'timeout' ? videoMessages.tooSlow : videoMessages.unreadable;
}

async function convert(deps: ProcessDeps, row: MediaRow, workDir: string, log: (e: unknown) => void) {
  const progress = progressReporter(deps.db, row, log);
  try {
    // A missing file throws here (not a failure of the video): the job is tried again later.
    return await deps.media.withFile(row.key, async (path) =>
      transcodeVideo({
        path,
        mime: row.mime,
        source: await readVideoHeader(path, row.mime).catch(() => null),
        purpose: row.purpose,
        workDir,
        ffmpeg: ffmpegBinary(deps.config.ffmpegPath),
        timeoutMs: deps.config.videoTranscodeTimeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
        onProgress: (share) => progress.report(share),
      }),
    );
  } finally {
    await progress.settled;
  }
}

/** Moves the made files into the media store under the upload's rendition keys. */
async function keepFiles(deps: ProcessDeps, row: MediaRow, made: Transcoded): Promise<void> {
  for (const [name, path] of Object.entries(made.files) as [keyof Transcoded['files'], string][])
    await deps.media.putFile(renditionKey(row.key, name), path);
}

/**
 * The `transcode_video` job's work (jobs/ runs it): converts the stored upload with ffmpeg
 * (transcode.ts) into its renditions, stores them beside it, and marks the row ready — or failed,
 * with the reason its author reads, when ffmpeg cannot read it, finds no picture, runs out of time,
 * or a live photo's clip is longer than 3 s. The upload itself is kept as sent. The renditions'
 * bytes count against the owner's storage with the upload's. Running it again on a finished upload
 * changes nothing, so a retried job is harmless.
 */
export async function processVideo(
  deps: ProcessDeps,
  mediaId: string,
  log: (error: unknown) => void = () => {},
): Promise<MediaRow> {
  const row = await findMediaById(deps.db, mediaId);
  if (!row) throw new Error(`No media ${mediaId} to process`);
  if (row.status !== 'processing') return row;
  const workDir = join(deps.config.dataDir, 'tmp', 'transcode', `${row.id}-${randomUUID()}`);
  await mkdir(workDir, { recursive: true });
  let changes: Omit<Updateable<MediaTable>, 'renditions'>;
  let renditions: VideoRenditions | undefined;
  try {
    const made = await convert(deps, row, workDir, log);
    if (row.purpose === 'live_photo' && made.duration > LIVE_PHOTO_MAX_SECONDS + FRAME_SLACK_S) {
      changes = { status: 'failed', failure: videoMessages.livePhotoTooLong };
    } else {
      await keepFiles(deps, row, made);
      renditions = made.renditions;
      const shown = made.renditions.hd ?? made.renditions.sd!;
      changes = {
        status: 'ready',
        duration: made.duration,
        width: shown.width,
        height: shown.height,
        bytes: row.bytes + made.bytes,
      };
    }
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    log(error);
    changes = { status: 'failed', failure };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const updated = await deps.db
    .updateTable('media')
    .set({ ...changes, ...(renditions ? { renditions: jsonb(renditions) } : {}), progress: null })
    .where('id', '=', row.id)
    .where('status', '=', 'processing')
    .returningAll()
    .executeTakeFirst();
  // Nothing updated: another run finished it first; answer with what it recorded.
  return updated ?? (await findMediaById(deps.db, mediaId)) ?? row;
}
