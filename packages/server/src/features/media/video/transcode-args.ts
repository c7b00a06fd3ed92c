import { VIDEO_FILMSTRIP_THUMBNAILS, VIDEO_HD_SHORT_SIDE, VIDEO_SD_SHORT_SIDE } from '@rookery/core';
import type { RenditionSize } from '../../../db/schema.js';

/**
 * ffmpeg arguments of the conversion, as data (tested without running ffmpeg). Inputs are named
 * with their demuxer, so ffmpeg never guesses a format (a playlist or concat file can reach no
 * other file), and opened with the file protocol only; metadata (a phone's location) and chapters
 * are not copied; each output encodes on at most `threads` threads.
 */

/** Demuxers by the type the upload was sniffed as; WebM is read by the Matroska demuxer. */
const DEMUXERS: Record<string, string> = {
  'video/mp4': 'mov',
  'video/x-m4v': 'mov',
  'video/quicktime': 'mov',
  'video/webm': 'matroska',
};

export function inputArgs(path: string, mime: string): string[] {
  const demuxer = DEMUXERS[mime] ?? 'mov';
  return ['-f', demuxer, '-protocol_whitelist', 'file', '-i', path];
}

/**
 * A scale filter that brings the shorter side down to `shortSide` (never up), keeping the aspect
 * ratio with both sides even (H.264 in yuv420p needs that). Written with the input's own size, so
 * a phone video's rotation (applied by ffmpeg first) is taken into account.
 */
export function scaleFilter(shortSide: number): string {
  const landscape = 'gte(iw,ih)';
  const short = (side: string) => `trunc(min(${side},${shortSide})/2)*2`;
  // setsar=1: rounding to even sides must not leave a not-quite-square pixel shape behind.
  return `scale=w='if(${landscape},-2,${short('iw')})':h='if(${landscape},${short('ih')},-2)',setsar=1`;
}

/** Whether a source this size gets an HD rendition: larger than SD; unknown sizes try (and check after). */
export function wantsHd(source: RenditionSize | null): boolean {
  return !source || Math.min(source.width, source.height) > VIDEO_SD_SHORT_SIDE;
}

const h264 = (crf: number, threads: number) => [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  String(crf),
  '-profile:v',
  'high',
  '-pix_fmt',
  'yuv420p',
  '-threads',
  String(threads),
  // The index first, so a browser starts playing (and seeking) before the whole file is in.
  '-movflags',
  '+faststart',
  '-max_muxing_queue_size',
  '1024',
];
const aac = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'];
const bare = ['-map_metadata', '-1', '-map_chapters', '-1'];

export interface TranscodeOutputs {
  sd: string;
  /** Absent: no HD rendition is made. */
  hd?: string;
  /** A live photo's moving part: no sound, and cut at `maxSeconds` (longer ones are refused after). */
  silent?: boolean;
  maxSeconds?: number;
}

/** One run, one decode: the source split into the SD and (maybe) HD renditions, H.264/AAC in MP4. */
export function transcodeArgs(input: string[], outputs: TranscodeOutputs, threads: number): string[] {
  const audio = outputs.silent ? ['-an'] : ['-map', '0:a:0?', ...aac];
  const limit = outputs.maxSeconds ? ['-t', String(outputs.maxSeconds)] : [];
  const graph = outputs.hd
    ? `[0:v:0]split=2[a][b];[a]${scaleFilter(VIDEO_SD_SHORT_SIDE)}[sd];[b]${scaleFilter(VIDEO_HD_SHORT_SIDE)}[hd]`
    : `[0:v:0]${scaleFilter(VIDEO_SD_SHORT_SIDE)}[sd]`;
  const sd = ['-map', '[sd]', ...audio, ...h264(23, threads), ...bare, ...limit, '-y', outputs.sd];
  const hd = outputs.hd
    ? ['-map', '[hd]', ...audio, ...h264(22, threads), ...bare, ...limit, '-y', outputs.hd]
    : [];
  return [...input, '-filter_threads', '1', '-filter_complex', graph, ...sd, ...hd];
}

/** Where the poster frame is taken: a second in, or halfway through a shorter video (the first frame is often black). */
export function posterTime(duration: number): number {
  return Math.min(1, duration / 2);
}

/**
 * The poster frame and the filmstrip (spec document 2 §3, §9: 10 thumbnails) from a rendition, in
 * one run: the frame at `posterAt`, and 10 frames spread evenly over `duration` scaled to `tile`
 * and laid side by side in one JPEG sprite.
 */
export function stillsArgs(
  input: string[],
  stills: { poster: string; filmstrip: string; posterAt: number; duration: number; tile: RenditionSize },
  threads: number,
): string[] {
  const n = VIDEO_FILMSTRIP_THUMBNAILS;
  const rate = n / Math.max(stills.duration, 0.01);
  const graph =
    `[0:v:0]split=2[p][f];[p]trim=start=${stills.posterAt.toFixed(3)},setpts=PTS-STARTPTS[poster];` +
    `[f]fps=${rate.toFixed(6)},scale=${stills.tile.width}:${stills.tile.height},tile=${n}x1[strip]`;
  const jpeg = ['-frames:v', '1', '-q:v', '3', '-threads', String(threads), ...bare];
  return [
    ...input,
    '-filter_threads',
    '1',
    '-filter_complex',
    graph,
    '-map',
    '[poster]',
    ...jpeg,
    '-y',
    stills.poster,
    '-map',
    '[strip]',
    ...jpeg,
    '-y',
    stills.filmstrip,
  ];
}

/** A filmstrip tile: the rendition's shape, its longer side `longSide`, both sides even. */
export function filmstripTile(size: RenditionSize, longSide: number): RenditionSize {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return size.width >= size.height
    ? { width: longSide, height: even((longSide * size.height) / size.width) }
    : { width: even((longSide * size.width) / size.height), height: longSide };
}
