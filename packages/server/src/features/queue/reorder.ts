import { messages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { QUEUED } from '../../db/post-states.js';
import { ConflictError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';

/**
 * POST /svc/blog/{name}/queue/reorder: the owner sends every queued post in the order wanted. A
 * list that is not exactly the queue (a post went out or was added meanwhile) is refused, so no
 * post is silently dropped to the end; the client reloads the queue and tries again.
 */
export async function reorderQueue(
  db: Db,
  blog: BlogRow,
  postIds: string[],
): Promise<{ post_ids: string[] }> {
  return db.transaction().execute(async (tx) => {
    const queued = await tx
      .selectFrom('posts')
      .select('id')
      .where('blog_id', '=', blog.id)
      .where('state', '=', QUEUED)
      .where('publish_on', 'is', null)
      .forUpdate()
      .execute();
    const current = new Set(queued.map((r) => r.id));
    const wanted = new Set(postIds);
    if (
      wanted.size !== postIds.length ||
      wanted.size !== current.size ||
      postIds.some((id) => !current.has(id))
    ) {
      throw new ConflictError(messages.queueOrderStale);
    }
    await sql`
      update posts set queue_position = o.place
      from unnest(${postIds}::bigint[]) with ordinality as o(id, place)
      where posts.id = o.id and posts.blog_id = ${blog.id}`.execute(tx);
    return { post_ids: postIds };
  });
}
