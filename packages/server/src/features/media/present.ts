import type { UploadResponse } from '@rookery/core';
import type { MediaStore } from '../../media/store.js';
import type { MediaRow } from './media.js';

/** The upload call's answer: what the composer shows and sends back in the post (`url`). */
export function presentMedia(row: MediaRow, store: MediaStore): UploadResponse {
  const id3 = row.meta.id3;
  return {
    key: row.key,
    url: store.url(row.key),
    kind: row.kind,
    mime: row.mime,
    bytes: row.bytes,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.duration !== null ? { duration: row.duration } : {}),
    ...(id3 ? { id3 } : {}),
    status: row.status,
    ...(row.kind === 'video' ? { progress: row.progress, failure: row.failure } : {}),
  };
}
