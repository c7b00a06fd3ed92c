import { type UploadId3, uploadMessages } from '@rookery/core';
import { parseFile } from 'music-metadata';
import { ValidationError } from '../../http/errors.js';

export interface AudioInfo {
  duration: number | null;
  id3: UploadId3;
}

/** Tags can be long or padded; the composer's track fields are one line each. */
const TAG_MAX_LENGTH = 200;

function tag(value: string | undefined): string | undefined {
  const clean = value?.replace(/\0/g, '').trim().slice(0, TAG_MAX_LENGTH);
  return clean || undefined;
}

/**
 * Title, artist and album from the tags of the file at `path` (ID3 in MP3, atoms in M4A, Vorbis
 * comments, RIFF INFO in WAV), which prefill the audio post's track fields, and the length. The
 * parser reads the file in chunks and finds its format by its bytes. A file it cannot read is not
 * the audio it claims to be.
 */
export async function readAudio(path: string): Promise<AudioInfo> {
  try {
    const { common, format } = await parseFile(path, { duration: true, skipCovers: true });
    const id3: UploadId3 = {};
    const title = tag(common.title);
    const artist = tag(common.artist);
    const album = tag(common.album);
    if (title) id3.title = title;
    if (artist) id3.artist = artist;
    if (album) id3.album = album;
    return { duration: finite(format.duration), id3 };
  } catch {
    throw ValidationError.field('file', uploadMessages.invalidType.audio);
  }
}

function finite(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : null;
}
