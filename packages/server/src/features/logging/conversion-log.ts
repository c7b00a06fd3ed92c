import { messages, type VideoLog, videoMessages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { EventOrigin } from './client-events.js';

/**
 * Stores one video player's log for the signed-in user (spec document 2 §6: only they are logged)
 * in the event store (issue 20), source 'conversion', its details as the player sent them.
 * The post must be one the user may see, and the log's root post and blog must be that post's:
 * a log names what was watched, so it cannot be made up about posts the user never saw.
 */
export async function storeVideoLog(
  db: Db,
  userId: string,
  log: VideoLog,
  origin: Pick<EventOrigin, 'address'>,
): Promise<string> {
  const { details } = log;
  const post = await db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .select([
      'posts.id',
      'posts.root_post_id',
      'posts.state',
      'posts.is_private',
      'blogs.uuid as blog_uuid',
      'blogs.user_id as owner_id',
    ])
    .where('posts.id', '=', details.post_id)
    .executeTakeFirst();
  const visible = post && (post.owner_id === userId || (post.state === 'published' && !post.is_private));
  if (!post || !visible) throw new NotFoundError(messages.postNotFound);
  if ((post.root_post_id ?? post.id) !== details.root_post_id || post.blog_uuid !== details.blog_uuid)
    throw new ValidationError([{ detail: videoMessages.logPostMismatch }]);
  const row = await db
    .insertInto('events')
    .values({ source: 'conversion', name: log.name, user_id: userId, address: origin.address, data: details })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
