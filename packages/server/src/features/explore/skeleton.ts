import { EXPLORE_TRENDING_LIMIT, EXPLORE_WINDOW_DAYS, type FeedQuery } from '@rookery/core';
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
import { sensitiveFilter } from '../safety/sensitive-posts.js';

const PUBLIC = sql<boolean>`p.state = 'published' and not p.is_private and not p.members_only`;

/**
 * The original posts with the most notes among those published in the window (reblogs credit their
 * root, so the root stands for its chain). One page: trending is a short list, not a feed.
 */
export async function trendingSkeleton(db: Db, viewer: Viewer | null, now = new Date()): Promise<Skeleton> {
  const since = new Date(now.getTime() - EXPLORE_WINDOW_DAYS * 86_400_000);
  const rows = await sql<{ id: string }>`
    select p.id from posts p
    where p.state = 'published' and p.published_at > ${since} and not p.is_reblog and p.note_count > 0 and ${PUBLIC}
      and ${sensitiveFilter(viewer)}
    order by p.note_count desc, p.id desc limit ${EXPLORE_TRENDING_LIMIT}`.execute(db);
  return { ids: rows.rows.map((r) => r.id), next: null };
}

/** Every public post, newest first (none that a safe-mode reader or a visitor is kept from). */
export async function newestSkeleton(db: Db, query: FeedQuery, viewer: Viewer | null): Promise<Skeleton> {
  const cursor = decodeTimeCursor(query.before);
  const after = cursor ? olderThan('p.published_at', 'p.id', cursor) : sql<boolean>`true`;
  const rows = await sql<{ id: string; sort: string }>`
    select p.id, ${microsOf('p.published_at')} as sort from posts p
    where p.state = 'published' and ${after} and ${PUBLIC} and ${sensitiveFilter(viewer)}
    order by p.published_at desc, p.id desc limit ${query.limit + 1}`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}
