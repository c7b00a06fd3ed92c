import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@rookery/core';
import type { ZipFile } from 'yauzl';
import type { AppDeps } from '../../deps.js';
import { ValidationError } from '../../http/errors.js';
import type { MediaRow } from '../media/media.js';
import { removeTemp, uploadTempDir } from '../media/temp-files.js';
import { storeReceivedUpload } from '../media/upload.js';
import { type EntryLocator, EntryTooLargeError, extractEntry } from '../tumblr/archive/zip.js';
import type { MediaRef } from './imported-post.js';

/**
 * A file inside an import's zip, taken out to a temp file (never past its kind's upload limit) and
 * stored as an upload of the blog's owner, as if they had sent it: the archives of both sources.
 */
export async function storeZipEntry(
  deps: AppDeps,
  userId: string,
  zip: ZipFile,
  at: EntryLocator,
  ref: MediaRef,
  name: string,
): Promise<MediaRow> {
  const dir = uploadTempDir(deps.config.dataDir);
  const path = join(dir, randomUUID());
  await mkdir(dir, { recursive: true });
  try {
    await extractEntry(zip, at, path, UPLOAD_MAX_BYTES[ref.kind]);
  } catch (error) {
    await removeTemp(path);
    if (error instanceof EntryTooLargeError)
      throw ValidationError.field('file', uploadMessages.tooBig(UPLOAD_MAX_BYTES[ref.kind]));
    throw error;
  }
  return storeReceivedUpload(deps, userId, {
    name,
    declaredType: '',
    path,
    bytes: at.uncompressedSize,
    kind: ref.kind,
  });
}
