import type { Db } from '../../db/database.js';
import { announceToDashboards } from '../dashboard/dashboard-news.js';
import { notifyReblogged } from '../reblogs/notify-reblogged.js';
import { announcePublished } from '../subscriptions/announce.js';

/**
 * What happens when posts go out, the same on every path that publishes (the composer's save,
 * /publish, the queue and scheduled jobs, a transcoded video, an answer, an approved submission):
 * the reblogged blogs, the blogs' subscribers and the mentioned blogs are told, and the followers'
 * open dashboards hear of them. Called inside the publishing transaction, so the activity exists
 * exactly when the post is out.
 */
export async function afterPublish(db: Db, postIds: string[]): Promise<void> {
  await notifyReblogged(db, postIds);
  await announcePublished(db, postIds);
  await announceToDashboards(db, postIds);
}
