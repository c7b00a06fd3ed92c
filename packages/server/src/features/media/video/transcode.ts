import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { LIVE_PHOTO_MAX_SECONDS, VIDEO_FILMSTRIP_TILE_LONG_SIDE } from '@rookery/core';
import type { RenditionSize, VideoRenditions } from '../../../db/schema.js';
import { runFfmpeg } from '../../../media/ffmpeg.js';
import { withFileSource } from '../byte-source.js';
import { readMp4Header } from '../mp4-header.js';
import type { VideoHeader } from '../video-header.js';
import {
  filmstripTile,
  inputArgs,
  posterTime,
  stillsArgs,
  transcodeArgs,
  wantsHd,
} from './transcode-args.js';

/** Threads per encoder: two, or one on a one-core machine; the server keeps the rest. */
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * A live photo's clip is cut a little past its limit: enough to tell a clip that is too long, and a
 * long video sent as one costs no more than that to refuse.
 */
const LIVE_PHOTO_CUT_SECONDS = LIVE_PHOTO_MAX_SECONDS + 0.5;

export interface TranscodeInput {
  /** The upload on local disk (the store's withFile). */
  path: string;
  mime: string;
  /** What its container said when it was uploaded; null when it said nothing (a MediaRecorder WebM). */
  source: VideoHeader | null;
  purpose: 'post' | 'live_photo';
  /** A fresh folder for the outputs; the caller removes it. */
  workDir: string;
  ffmpeg: string;
  timeoutMs: number;
  /** Share done, 0–1, when the source's length is known. */
  onProgress?: (share: number) => void;
}

/** What a conversion made: files in the work folder, and what the row records of them. */
export interface Transcoded {
  files: Partial<Record<'sd' | 'hd' | 'poster' | 'filmstrip', string>>;
  renditions: VideoRenditions;
  duration: number;
  bytes: number;
}

/** The picture a rendition came out with, read back from its own header. */
class NoPictureError extends Error {
  override readonly name = 'NoPictureError';
}

async function readRendition(path: string): Promise<VideoHeader & { bytes: number }> {
  const header = await withFileSource(path, readMp4Header);
  if (!header) throw new NoPictureError('A rendition came out without a picture.');
  return { ...header, bytes: (await stat(path)).size };
}

const shortSide = (size: RenditionSize) => Math.min(size.width, size.height);

/**
 * Converts one uploaded video: the SD rendition and, from a larger source, the HD one in one run;
 * then, from the best rendition, its poster frame and filmstrip in a second short run. A live
 * photo's clip gets only a silent SD rendition. Throws FfmpegError when ffmpeg fails or runs out
 * of time, NoPictureError when no picture came out.
 */
export async function transcodeVideo(input: TranscodeInput): Promise<Transcoded> {
  const live = input.purpose === 'live_photo';
  const files: Transcoded['files'] = { sd: join(input.workDir, 'sd.mp4') };
  const sourceSize = input.source?.width && input.source.height ? input.source : null;
  if (!live && wantsHd(sourceSize)) files.hd = join(input.workDir, 'hd.mp4');
  const expected = live
    ? Math.min(input.source?.duration ?? LIVE_PHOTO_CUT_SECONDS, LIVE_PHOTO_CUT_SECONDS)
    : input.source?.duration;
  await runFfmpeg({
    binary: input.ffmpeg,
    args: transcodeArgs(
      inputArgs(input.path, input.mime),
      {
        sd: files.sd!,
        ...(files.hd ? { hd: files.hd } : {}),
        ...(live ? { silent: true, maxSeconds: LIVE_PHOTO_CUT_SECONDS } : {}),
      },
      THREADS,
    ),
    timeoutMs: input.timeoutMs,
    ...(expected && input.onProgress
      ? { onProgress: (seconds: number) => input.onProgress?.(Math.min(1, seconds / expected)) }
      : {}),
  });
  const sd = await readRendition(files.sd!);
  const renditions: VideoRenditions = { sd: { width: sd.width, height: sd.height, bytes: sd.bytes } };
  let bytes = sd.bytes;
  if (files.hd) {
    const hd = await readRendition(files.hd);
    // A source whose size was unknown may turn out no larger than SD: its HD copy adds nothing.
    if (shortSide(hd) > shortSide(sd)) {
      renditions.hd = { width: hd.width, height: hd.height, bytes: hd.bytes };
      bytes += hd.bytes;
    } else delete files.hd;
  }
  const duration = sd.duration ?? 0;
  if (live) return { files, renditions, duration, bytes };

  const best = renditions.hd ?? renditions.sd!;
  const tile = filmstripTile(best, VIDEO_FILMSTRIP_TILE_LONG_SIDE);
  files.poster = join(input.workDir, 'poster.jpg');
  files.filmstrip = join(input.workDir, 'filmstrip.jpg');
  await runFfmpeg({
    binary: input.ffmpeg,
    args: stillsArgs(
      inputArgs(files.hd ?? files.sd!, 'video/mp4'),
      { poster: files.poster, filmstrip: files.filmstrip, posterAt: posterTime(duration), duration, tile },
      THREADS,
    ),
    timeoutMs: input.timeoutMs,
  });
  renditions.poster = { width: best.width, height: best.height };
  renditions.filmstrip = tile;
  for (const still of [files.poster, files.filmstrip]) bytes += (await stat(still)).size;
  return { files, renditions, duration, bytes };
}

export { NoPictureError };
