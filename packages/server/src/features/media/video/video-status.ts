import type { VideoStatusResponse } from '@rookery/core';
import type { Db } from '../../../db/database.js';
import { mediaUrl } from '../../posts/content.js';
import { publishPush } from '../../push/publish.js';
import type { MediaRow } from '../media.js';

/** An upload's conversion as its owner is told of it (GET /svc/media/video, the `video` push event). */
export function videoStatusOf(
  row: Pick<MediaRow, 'key' | 'status' | 'progress' | 'failure'>,
): VideoStatusResponse {
  return {
    url: mediaUrl(row.key),
    status: row.status,
    progress: row.status === 'processing' ? row.progress : null,
    failure: row.status === 'failed' ? row.failure : null,
  };
}

/** Tells the owner's open pages (push, on commit when `db` is a transaction) where the conversion is. */
export function pushVideoStatus(
  db: Db,
  row: Pick<MediaRow, 'user_id' | 'key' | 'status' | 'progress' | 'failure'>,
) {
  return publishPush(db, [{ userId: row.user_id, event: { type: 'video', ...videoStatusOf(row) } }]);
}
