import { randomUUID } from 'node:crypto';
import { checkUpload, type UploadKind, uploadKindOf, uploadMessages } from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { ValidationError } from '../../http/errors.js';
// enqueue.js, not the jobs index: the index pulls in the runner, whose tasks import this feature.
import { enqueue } from '../../jobs/enqueue.js';
import { readAudio } from './audio.js';
import { prepareImage } from './images.js';
import { insertMedia, type MediaRow, type NewMedia } from './media.js';
import { type SniffedType, sniffType, UNKNOWN_MIME } from './sniff.js';

/** One received file, with what the sender said about it. */
export interface ReceivedFile {
  name: string;
  /** The type the browser sent with the part; a claim, checked against the bytes. */
  declaredType: string;
  data: Buffer;
  /** The `kind` field: what the file is meant to be (the photo field sends images). */
  kind?: UploadKind | undefined;
}

/**
 * Checks, prepares and stores one upload for its owner. The kind the sender means (the `kind`
 * field, else what the sent type or name says) is checked against what the bytes are, with the
 * same `checkUpload` the client ran, so a text file named .jpg is "not a valid image file".
 * Images and audio are ready at once; video waits for the `transcode_video` job, which is added in
 * the same transaction as the row, so neither exists without the other.
 */
export async function storeUpload(deps: AppDeps, userId: string, file: ReceivedFile): Promise<MediaRow> {
  const wanted = file.kind ?? uploadKindOf({ name: file.name, type: file.declaredType }) ?? undefined;
  const sniffed = await sniffType(file.data, wanted);
  const problem = checkUpload(
    { name: file.name, type: sniffed?.mime ?? UNKNOWN_MIME, size: file.data.length },
    wanted,
  );
  if (problem || !sniffed) throw ValidationError.field('file', problem ?? uploadMessages.unsupported);
  const kind = uploadKindOf({ name: '', type: sniffed.mime }) as UploadKind;
  const prepared = await prepare(kind, sniffed, file.data);
  const key = `uploads/${kind}/${randomUUID()}.${prepared.ext}`;
  await deps.media.put(key, prepared.data);
  const row = {
    key,
    user_id: userId,
    kind,
    mime: prepared.mime,
    bytes: prepared.data.length,
    ...prepared.fields,
  };
  return deps.db.transaction().execute(async (tx) => {
    const media = await insertMedia(tx, row);
    if (media.status === 'processing') await enqueue(tx, 'transcode_video', { mediaId: media.id });
    return media;
  });
}

interface Prepared {
  data: Buffer;
  mime: string;
  ext: string;
  fields: Pick<NewMedia, 'width' | 'height' | 'duration' | 'meta' | 'status'>;
}

async function prepare(kind: UploadKind, sniffed: SniffedType, data: Buffer): Promise<Prepared> {
  const { mime, ext } = sniffed;
  if (kind === 'image') {
    const image = await prepareImage(data, mime);
    return {
      data: image.data,
      mime,
      ext,
      fields: { width: image.width, height: image.height, status: 'ready' },
    };
  }
  if (kind === 'audio') {
    const audio = await readAudio(data, mime);
    return {
      data,
      mime,
      ext,
      fields: { duration: audio.duration, meta: { id3: audio.id3 }, status: 'ready' },
    };
  }
  return { data, mime, ext, fields: { status: 'processing' } };
}
