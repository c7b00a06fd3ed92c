import type { Db } from '../../../db/database.js';
import type { MediaRow } from '../media.js';
import { pushVideoStatus } from './video-status.js';

/** The author's page hears of the conversion's progress at most this often. */
const PROGRESS_EVERY_MS = 1000;

/**
 * Records how far a conversion is (media.progress) and tells the owner's pages, at most once a
 * second and only when the whole percent moved: ffmpeg reports twice a second, and a page needs no
 * more. Writes are chained, never concurrent, so a late one cannot overwrite a newer one; the
 * caller waits for `settled` before it records the end.
 */
export function progressReporter(
  db: Db,
  row: Pick<MediaRow, 'id' | 'user_id' | 'key'>,
  log: (error: unknown) => void,
) {
  let sent = -1;
  let lastAt = 0;
  let chain = Promise.resolve();
  return {
    report(share: number) {
      const percent = Math.max(0, Math.min(99, Math.floor(share * 100)));
      const now = Date.now();
      if (percent === sent || now - lastAt < PROGRESS_EVERY_MS) return;
      sent = percent;
      lastAt = now;
      chain = chain
        .then(async () => {
          const updated = await db
            .updateTable('media')
            .set({ progress: percent })
            .where('id', '=', row.id)
            .where('status', '=', 'processing')
            .returning(['user_id', 'key', 'status', 'progress', 'failure'])
            .executeTakeFirst();
          if (updated) await pushVideoStatus(db, updated);
        })
        // Progress is a courtesy: a failed write never fails the conversion.
        .catch(log);
    },
    get settled() {
      return chain;
    },
  };
}
