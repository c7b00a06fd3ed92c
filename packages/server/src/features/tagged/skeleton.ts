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

/** Public posts with a tag across the site, newest first: an ordered read of post_tags' primary key. */
export async function taggedSkeleton(db: Db, tag: string, query: FeedQuery): Promise<Skeleton> {
  const cursor = decodeTimeCursor(query.before);
  const after = cursor ? olderThan('published_at', 'post_id', cursor) : sql<boolean>`true`;
  const rows = await sql<{ id: string; sort: string }>`
    select post_id as id, ${microsOf('published_at')} as sort from post_tags
    where tag = ${tag.toLowerCase()} and ${after}
    order by published_at desc, post_id desc limit ${query.limit + 1}`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}
