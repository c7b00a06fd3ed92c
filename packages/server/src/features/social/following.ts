import type { FeedQuery, FollowingResponse } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { presentBlog } from '../blogs/present.js';
import { decodeTimeCursor, microsOf, olderThan, timeCursorOf, toSkeleton } from '../posts/pipeline/cursor.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

/** GET /svc/following: the blogs the current blog follows, most recently followed first. */
export async function followingOf(db: Db, viewer: Viewer, query: FeedQuery): Promise<FollowingResponse> {
  const follower = viewer.currentBlogId;
  if (!follower) return { blog_name: '', blogs: [], total: 0, next: null };
  const cursor = decodeTimeCursor(query.before);
  const after = cursor ? olderThan('f.created_at', 'f.followed_blog_id', cursor) : sql<boolean>`true`;
  const [rows, total, me] = await Promise.all([
    db
      .selectFrom('follows as f')
      .innerJoin('blogs', 'blogs.id', 'f.followed_blog_id')
      .selectAll('blogs')
      .select(microsOf('f.created_at').as('sort'))
      .where('f.follower_blog_id', '=', follower)
      .where(after)
      .orderBy('f.created_at', 'desc')
      .orderBy('f.followed_blog_id', 'desc')
      .limit(query.limit + 1)
      .execute(),
    db
      .selectFrom('follows')
      .select(sql<string>`count(*)`.as('n'))
      .where('follower_blog_id', '=', follower)
      .executeTakeFirstOrThrow(),
    db.selectFrom('blogs').select('name').where('id', '=', follower).executeTakeFirstOrThrow(),
  ]);
  const page = toSkeleton(rows, query.limit, timeCursorOf);
  return {
    blog_name: me.name,
    blogs: rows.slice(0, query.limit).map((b) => presentBlog(b, { following: true })),
    total: Number(total.n),
    next: page.next,
  };
}
