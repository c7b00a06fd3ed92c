import { messages, type PublishPostInput, type PublishPostResponse } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { afterPublish } from './after-publish.js';
import { findPost } from './find-post.js';

/**
 * POST /publish (spec document 2 §7). Without `queue`: the owner's draft, queued or scheduled post
 * goes out now; its publish job, if any, later finds it published and does nothing, and the
 * queue's next slot takes the next post. With `queue`: a draft or scheduled post joins the end of
 * the blog's queue (its place a fresh number of the post id sequence, as if queued now, like an
 * approved submission); the queue sweep gives the blog its publishing job.
 */
export async function publishPost(
  db: Db,
  session: SessionInfo,
  input: PublishPostInput,
): Promise<PublishPostResponse> {
  const post = await findPost(db, input.id);
  if (!post) throw new NotFoundError(messages.postNotFound);
  if (post.blog_user_id !== session.userId) throw new ForbiddenError();
  const now = new Date();
  if (input.queue) {
    const row = await db
      .updateTable('posts')
      .set({
        state: 'queued',
        publish_on: null,
        queue_position: sql<string>`nextval(pg_get_serial_sequence('posts', 'id'))`,
        updated_at: now,
      })
      .where('id', '=', post.id)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'draft'),
          eb.and([eb('state', '=', 'queued'), eb('publish_on', 'is not', null)]),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new ConflictError(messages.cannotQueue);
    return { id: row.id, state: 'queued' };
  }
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
  return { id: updated.id, state: 'published' };
}
