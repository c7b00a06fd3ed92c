import { randomUUID } from 'node:crypto';
import {
  checkUpload,
  LIVE_PHOTO_MAX_SECONDS,
  type UploadKind,
  type UploadPurpose,
  uploadKindOf,
  uploadMessages,
  videoMessages,
} from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { ValidationError } from '../../http/errors.js';
// enqueue.js, not the jobs index: the index pulls in the runner, whose tasks import this feature.
import { enqueue } from '../../jobs/enqueue.js';
import { wantsGifPreview } from './animated-gif.js';
import { readAudio } from './audio.js';
import { gifPreviewKey, makeGifPreview } from './gif-preview.js';
import { prepareImageFile } from './images.js';
import { insertMedia, type MediaRow, type NewMedia } from './media.js';
import { claimStorage, uploadQuota } from './quota.js';
import { type SniffedType, sniffFile, UNKNOWN_MIME, wantedKind } from './sniff.js';
import { removeTemp, uploadTempDir, writeTempData } from './temp-files.js';
import { readVideoHeader } from './video-header.js';

/** One received file, waiting in a temp file, with what the sender said about it. */
export interface ReceivedFile {
  name: string;
  /** The type the browser sent with the part; a claim, checked against the bytes. */
  declaredType: string;
  /** The temp file holding it (temp-files.ts). */
  path: string;
  bytes: number;
  /** The `kind` field: what the file is meant to be (the photo field sends images). */
  kind?: UploadKind | undefined;
  /** The `purpose` field: a video for a live photo is checked and converted as one. */
  purpose?: UploadPurpose | undefined;
}

/**
 * Checks, prepares and stores one received upload for its owner, and deletes its temp file,
 * whatever happens. The kind the sender means (the `kind` field, else what the sent type or name
 * says) is checked against what the whole file is, with the same `checkUpload` the client ran, so
 * a text file named .jpg is "not a valid image file". Every file is proven usable here, so the
 * answer "uploaded" can be trusted: an image sharp can read, audio the tag parser knows as audio
 * (tags without frames are not), a video whose container has a picture track. Images and audio
 * are ready at once; video waits for the `transcode_video` job, added in the row's transaction.
 */
export async function storeReceivedUpload(
  deps: AppDeps,
  userId: string,
  file: ReceivedFile,
): Promise<MediaRow> {
  try {
    const wanted = wantedKind(file);
    const sniffed = await sniffFile(file.path, wanted);
    const problem = checkUpload(
      { name: file.name, type: sniffed?.mime ?? UNKNOWN_MIME, size: file.bytes },
      wanted,
    );
    if (problem || !sniffed) throw ValidationError.field('file', problem ?? uploadMessages.unsupported);
    const kind = uploadKindOf({ name: '', type: sniffed.mime }) as UploadKind;
    if (file.purpose === 'live_photo' && kind !== 'video')
      throw ValidationError.field('file', videoMessages.livePhotoNotVideo);
    const prepared = await prepare(kind, sniffed, file);
    return await keep(deps, userId, { kind, ...prepared });
  } finally {
    await removeTemp(file.path);
  }
}

/** An upload whose bytes are already in memory: the demo seed's pictures. */
export async function storeUpload(
  deps: AppDeps,
  userId: string,
  file: { name: string; declaredType: string; data: Buffer; kind?: UploadKind },
): Promise<MediaRow> {
  const path = await writeTempData(uploadTempDir(deps.config.dataDir), file.data);
  return storeReceivedUpload(deps, userId, { ...file, path, bytes: file.data.length });
}

/** A container's length may round a frame past the clip's real one; a frame is not "too long". */
const FRAME_SLACK_S = 0.05;

interface Prepared {
  /** What is stored: new bytes (a scaled image), or the received file as it is. */
  data: Buffer | { path: string };
  /** An animated GIF's 250-px copy, stored beside it (gif-preview.ts). */
  preview?: Buffer;
  /** Every file's bytes together: what the owner's storage is charged. */
  bytes: number;
  mime: string;
  ext: string;
  fields: Pick<NewMedia, 'width' | 'height' | 'duration' | 'meta' | 'status' | 'purpose'>;
}

async function prepare(kind: UploadKind, { mime, ext }: SniffedType, file: ReceivedFile): Promise<Prepared> {
  const asSent = { data: { path: file.path }, bytes: file.bytes, mime, ext };
  if (kind === 'image') {
    const { scaled, width, height, frames } = await prepareImageFile(file.path, mime);
    if (wantsGifPreview(mime, frames, width)) {
      const { data: preview, ...size } = await makeGifPreview(file.path);
      const fields = { width, height, status: 'ready', meta: { frames, gif_preview: size } } as const;
      return { ...asSent, preview, bytes: file.bytes + size.bytes, fields };
    }
    const fields = { width, height, status: 'ready', meta: { frames } } as const;
    return scaled ? { data: scaled, bytes: scaled.length, mime, ext, fields } : { ...asSent, fields };
  }
  if (kind === 'audio') {
    const audio = await readAudio(file.path);
    return { ...asSent, fields: { duration: audio.duration, meta: { id3: audio.id3 }, status: 'ready' } };
  }
  // The job converts it; here only whether there is a picture to play at all, and a live photo's
  // length when its container tells (a recording that does not is measured by the job).
  const header = await readVideoHeader(file.path, mime).catch(() => null);
  if (!header) throw ValidationError.field('file', uploadMessages.invalidType.video);
  const purpose = file.purpose ?? 'post';
  if (purpose === 'live_photo' && (header.duration ?? 0) > LIVE_PHOTO_MAX_SECONDS + FRAME_SLACK_S)
    throw ValidationError.field('file', videoMessages.livePhotoTooLong);
  return { ...asSent, fields: { status: 'processing', purpose } };
}

/**
 * The row, its job and the file, all or nothing. The file goes into the store first, outside the
 * transaction: a store across the network (a bucket) can take seconds for a large video, and the
 * transaction holds one of the pool's few connections and the owner's lock (README "Several
 * processes"). The storage is then claimed under that lock and the row and its job written, which
 * is what may fail (over quota); the file is taken out again when anything does.
 */
async function keep(
  deps: AppDeps,
  userId: string,
  prepared: Prepared & { kind: UploadKind },
): Promise<MediaRow> {
  const { kind, data, preview, bytes, mime, ext, fields } = prepared;
  const key = `uploads/${kind}/${randomUUID()}.${ext}`;
  try {
    if (preview) await deps.media.put(gifPreviewKey(key), preview);
    await (Buffer.isBuffer(data) ? deps.media.put(key, data) : deps.media.putFile(key, data.path));
    return await deps.db.transaction().execute(async (tx) => {
      await claimStorage(tx, userId, bytes, uploadQuota(deps.config));
      const media = await insertMedia(tx, { key, user_id: userId, kind, mime, bytes, ...fields });
      if (media.status === 'processing') await enqueue(tx, 'transcode_video', { mediaId: media.id });
      return media;
    });
  } catch (error) {
    await deps.media.remove(key);
    if (preview) await deps.media.remove(gifPreviewKey(key));
    throw error;
  }
}
