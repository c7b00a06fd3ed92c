import { type UploadKind, uploadKindOf } from '@rookery/core';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { parseBuffer, parseFile } from 'music-metadata';

export interface SniffedType {
  mime: string;
  /** The extension the stored file gets, from what the bytes are rather than the sent name. */
  ext: string;
}

/** What unrecognised bytes count as: matches no upload kind, so the file is refused. */
export const UNKNOWN_MIME = 'application/octet-stream';

/**
 * The kind the sender means: the `kind` field, else the part's type, else its name's extension —
 * a browser sends application/octet-stream for a type it does not know, which is no claim at all.
 */
export function wantedKind(file: { kind?: UploadKind | undefined; name: string; declaredType: string }) {
  const type = file.declaredType === UNKNOWN_MIME ? '' : file.declaredType;
  return file.kind ?? uploadKindOf({ name: file.name, type }) ?? undefined;
}

/** How much of a file's start the kind is judged by: what file-type needs for every type we take. */
export const HEAD_BYTES = 4100;

/**
 * The real type of an upload, read from its first bytes; the name and the browser's type are
 * only what the sender claims. An MP4 container holds sound as often as pictures (many .m4a files
 * carry the generic `isom` brand), so when audio is wanted an MP4 without a video track is audio.
 */
export async function sniffType(data: Buffer, wanted: UploadKind | undefined): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(data);
  if (!found) return null;
  if (wanted === 'audio' && found.mime === 'video/mp4' && !(await hasVideoTrack(data))) {
    return { mime: 'audio/mp4', ext: 'm4a' };
  }
  return { mime: found.mime, ext: found.ext };
}

/** `sniffType` of a file on disk, reading only the parts it needs. */
export async function sniffFile(path: string, wanted: UploadKind | undefined): Promise<SniffedType | null> {
  const found = await fileTypeFromFile(path);
  if (!found) return null;
  if (wanted === 'audio' && found.mime === 'video/mp4' && !(await hasVideoTrack(path))) {
    return { mime: 'audio/mp4', ext: 'm4a' };
  }
  return { mime: found.mime, ext: found.ext };
}

/**
 * The kind an upload is by its first HEAD_BYTES, while the rest is still arriving, so its limit
 * holds from the first byte and junk is refused at once. Provisional: an MP4 is whatever is wanted
 * until its tracks are read, and an MP3's ID3 tag may hide the frames behind it; `sniffFile` of
 * the whole file has the last word.
 */
export async function kindOfHead(head: Buffer, wanted: UploadKind | undefined): Promise<UploadKind | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  if (wanted === 'audio' && found.mime === 'video/mp4') return 'audio';
  return uploadKindOf({ name: '', type: found.mime });
}

async function hasVideoTrack(file: Buffer | string): Promise<boolean> {
  try {
    const { format } =
      typeof file === 'string'
        ? await parseFile(file, { skipCovers: true })
        : await parseBuffer(file, { mimeType: 'video/mp4', size: file.length }, { skipCovers: true });
    return format.hasVideo === true;
  } catch {
    return true;
  }
}
