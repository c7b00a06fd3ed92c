import type { FeedQuery } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  decodeTimeCursor,
  microsOf,
  olderThan,
  type Skeleton,
  timeCursorOf,
  toSkeleton,
} from '../posts/pipeline/cursor.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { hidesSensitive, NOT_SENSITIVE } from '../safety/sensitive-posts.js';

/**
 * Public posts with a tag across the site, newest first: an ordered read of post_tags' primary key.
 * A reader kept from sensitive posts (features/safety) has each looked up by its id.
 */
export async function taggedSkeleton(
  db: Db,
  tag: string,
  query: FeedQuery,
  viewer: Viewer | null,
): Promise<Skeleton> {
  const cursor = decodeTimeCursor(query.before);
  const after = cursor ? olderThan('t.published_at', 't.post_id', cursor) : sql<boolean>`true`;
  const safe = hidesSensitive(viewer)
    ? sql<boolean>`exists (select 1 from posts p where p.id = t.post_id and ${NOT_SENSITIVE})`
    : sql<boolean>`true`;
  const rows = await sql<{ id: string; sort: string }>`
    select t.post_id as id, ${microsOf('t.published_at')} as sort from post_tags t
    where t.tag = ${tag.toLowerCase()} and ${after} and ${safe}
    order by t.published_at desc, t.post_id desc limit ${query.limit + 1}`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}
