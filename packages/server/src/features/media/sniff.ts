import type { UploadKind } from '@rookery/core';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';

export interface SniffedType {
  mime: string;
  /** The extension the stored file gets, from what the bytes are rather than the sent name. */
  ext: string;
}

/** What unrecognised bytes count as: matches no upload kind, so the file is refused. */
export const UNKNOWN_MIME = 'application/octet-stream';

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

async function hasVideoTrack(data: Buffer): Promise<boolean> {
  try {
    const { format } = await parseBuffer(
      data,
      { mimeType: 'video/mp4', size: data.length },
      { skipCovers: true },
    );
    return format.hasVideo === true;
  } catch {
    return true;
  }
}
