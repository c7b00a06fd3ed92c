import { videoMessages } from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { ForbiddenError, ValidationError } from '../../../http/errors.js';
import { isMalformedMultipart } from '../../../http/multipart-errors.js';
import { mediaUrl } from '../../posts/content.js';
import { findOwnedMedia, type MediaRow } from '../media.js';
import { renditionKey } from './rendition-keys.js';

/** Captions are text: a feature film's are about 100 KB. */
export const CAPTIONS_MAX_BYTES = 512 * 1024;

const refuse = (detail: string) => ValidationError.field('file', detail);

export interface CaptionsPart {
  videoUrl: string;
  text: string;
}

/**
 * Reads the captions call's multipart body: the `video` field and the `file`, at most
 * CAPTIONS_MAX_BYTES (read into memory: it is that small), which must be UTF-8 text starting with
 * the WebVTT signature. Anything else is refused before anything is stored.
 */
export async function readCaptionsPart(request: FastifyRequest): Promise<CaptionsPart> {
  if (!request.isMultipart()) throw refuse(videoMessages.captionsNotVtt);
  let videoUrl = '';
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: CAPTIONS_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'video' && typeof part.value === 'string') videoUrl = part.value;
        continue;
      }
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw refuse(videoMessages.captionsTooBig);
        throw error;
      });
      if (part.fieldname === 'file') data = bytes;
    }
  } catch (error) {
    throw isMalformedMultipart(error) ? refuse(videoMessages.captionsNotVtt) : error;
  }
  if (!videoUrl) throw ValidationError.field('video', videoMessages.captionsNoVideo);
  if (!data) throw refuse(videoMessages.captionsNotVtt);
  return { videoUrl, text: webVttText(data) };
}

/** The file as text when it is WebVTT (UTF-8, a byte-order mark allowed, "WEBVTT" first); else refused. */
export function webVttText(data: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw refuse(videoMessages.captionsNotVtt);
  }
  if (!/^WEBVTT(?:[ \t\r\n]|$)/.test(text) || text.includes('\0')) throw refuse(videoMessages.captionsNotVtt);
  return text;
}

/** One of the user's own videos for a post (not a live photo's clip); anything else is refused. */
async function ownVideo(deps: Pick<AppDeps, 'db'>, userId: string, url: string): Promise<MediaRow> {
  const media = await findOwnedMedia(deps.db, userId, url);
  if (!media) throw new ForbiddenError('That video is not one of your uploads.');
  if (media.kind !== 'video' || media.purpose !== 'post')
    throw ValidationError.field('video', videoMessages.captionsNoVideo);
  return media;
}

/**
 * Stores the captions beside the video (its `.captions.vtt` rendition key), replacing any before,
 * and records them on the upload, so every post and reblog of the video plays them.
 */
export async function storeCaptions(
  deps: Pick<AppDeps, 'db' | 'media'>,
  userId: string,
  part: CaptionsPart,
): Promise<{ captions_url: string }> {
  const media = await ownVideo(deps, userId, part.videoUrl);
  const key = renditionKey(media.key, 'captions');
  await deps.media.put(key, Buffer.from(part.text, 'utf8'));
  await deps.db.updateTable('media').set({ captions_key: key }).where('id', '=', media.id).execute();
  return { captions_url: mediaUrl(key) };
}

export async function removeCaptions(deps: Pick<AppDeps, 'db' | 'media'>, userId: string, url: string) {
  const media = await ownVideo(deps, userId, url);
  await deps.db.updateTable('media').set({ captions_key: null }).where('id', '=', media.id).execute();
  await deps.media.remove(renditionKey(media.key, 'captions'));
}
