import { withFileSource } from './byte-source.js';
import { readMp4Header } from './mp4-header.js';
import { readWebmHeader } from './webm-header.js';

/** What a video's container says about it; the length is null when it does not say. */
export interface VideoHeader {
  duration: number | null;
  width: number;
  height: number;
}

const ISO_MEDIA = new Set(['video/mp4', 'video/x-m4v', 'video/quicktime']);

/**
 * Length and picture size of the video file at `path`, read with pure-JS readers (no ffmpeg to
 * install) that read its headers and step over its frames. Null when the container holds no
 * picture track it can read: not a video anyone can play.
 */
export function readVideoHeader(path: string, mime: string): Promise<VideoHeader | null> {
  return withFileSource(path, (source) =>
    ISO_MEDIA.has(mime) ? readMp4Header(source) : readWebmHeader(source),
  );
}
