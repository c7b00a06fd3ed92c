import { messages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { afterPublish } from './after-publish.js';
import { findPost } from './find-post.js';

/**
 * POST /publish: the owner's draft, queued or scheduled post goes out now. Its publish job, if
 * any, later finds it published and does nothing; the queue's next slot takes the next post.
 */
export async function publishPost(db: Db, session: SessionInfo, postId: string): Promise<{ id: string }> {
  const post = await findPost(db, postId);
  if (!post) throw new NotFoundError(messages.postNotFound);
  if (post.blog_user_id !== session.userId) throw new ForbiddenError();
  const now = new Date();
  // The post and the activity it makes go out together.
  const updated = await db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('posts')
      .set({ state: 'published', published_at: now, publish_on: null, queue_position: null, updated_at: now })
      .where('id', '=', post.id)
      .where('state', 'in', ['draft', 'queued'])
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new ConflictError(messages.cannotPublish);
    await afterPublish(tx, [row.id]);
    return row;
  });
  return { id: updated.id };
}
