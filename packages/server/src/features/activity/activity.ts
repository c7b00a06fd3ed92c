import {
  type ActivityItem,
  type ActivityKind,
  type ActivityQuery,
  type ActivityResponse,
  type ActivityUnreadResponse,
  avatarUrl,
} from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

/** The user's blog by name (the current one when no name is given); another user's blog is refused. */
async function ownBlog(
  db: Db,
  viewer: Viewer,
  name: string | undefined,
): Promise<{ id: string; name: string }> {
  const blog = name
    ? await db
        .selectFrom('blogs')
        .select(['id', 'name', 'user_id'])
        .where('name', '=', name)
        .executeTakeFirst()
    : await db
        .selectFrom('blogs')
        .select(['id', 'name', 'user_id'])
        .where('id', '=', viewer.currentBlogId ?? '0')
        .executeTakeFirst();
  if (!blog) throw new NotFoundError();
  if (blog.user_id !== viewer.userId) throw new ForbiddenError();
  return blog;
}

// What an item says about its post: a title, else the start of its text, else its type.
// Inline tags go without a space, block tags become one (as plainText does in JavaScript).
const textOf = (column: 'p.one' | 'p.two') =>
  sql`left(btrim(regexp_replace(regexp_replace(${sql.ref(column)},
    '</?(a|b|i|em|strong|span|small|sub|sup|s|u|code|mark)\\M[^>]*>', '', 'gi'), '<[^>]*>', ' ', 'g')), 80)`;
const postSummary = sql<string>`coalesce(nullif(${textOf('p.one')}, ''), nullif(${textOf('p.two')}, ''), p.type || ' post')`;

/** GET /svc/activity: a blog's items, newest first. */
export async function activityOf(db: Db, viewer: Viewer, query: ActivityQuery): Promise<ActivityResponse> {
  const blog = await ownBlog(db, viewer, query.blog);
  const rows = await db
    .selectFrom('activity as a')
    .leftJoin('blogs as actor', 'actor.id', 'a.actor_blog_id')
    .leftJoin('posts as p', 'p.id', 'a.post_id')
    .leftJoin('blogs as pb', 'pb.id', 'p.blog_id')
    .select([
      'a.id',
      'a.kind',
      'a.text',
      'a.created_at',
      'a.read_at',
      'actor.name as actor_name',
      'actor.title as actor_title',
      'actor.avatar_version as actor_avatar_version',
      'p.id as post_id',
      'pb.name as post_blog_name',
      postSummary.as('post_summary'),
    ])
    .where('a.blog_id', '=', blog.id)
    .$if(!!query.before, (q) => q.where('a.id', '<', query.before!))
    .orderBy('a.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const items: ActivityItem[] = rows.slice(0, query.limit).map((r) => ({
    id: r.id,
    kind: r.kind as ActivityKind,
    blog_name: blog.name,
    actor: r.actor_name
      ? {
          name: r.actor_name,
          title: r.actor_title ?? '',
          url: `/${r.actor_name}`,
          avatar_url: avatarUrl(r.actor_name, 64, r.actor_avatar_version ?? 0),
        }
      : null,
    post:
      r.post_id && r.post_blog_name
        ? { id: r.post_id, url: `/${r.post_blog_name}/post/${r.post_id}`, summary: r.post_summary ?? '' }
        : null,
    text: r.text,
    created_at: r.created_at.toISOString(),
    read: r.read_at !== null,
  }));
  return { blog_name: blog.name, items, next: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null };
}

/** GET /svc/activity/unread: unread items of each of the user's blogs. */
export async function unreadActivity(db: Db, viewer: Viewer): Promise<ActivityUnreadResponse> {
  const rows = await db
    .selectFrom('blogs as b')
    .leftJoin('activity as a', (join) => join.onRef('a.blog_id', '=', 'b.id').on('a.read_at', 'is', null))
    .select(['b.name', sql<string>`count(a.id)`.as('n')])
    .where('b.user_id', '=', viewer.userId)
    .groupBy('b.name')
    .execute();
  const blogs: Record<string, number> = {};
  let total = 0;
  for (const row of rows) {
    blogs[row.name] = Number(row.n);
    total += Number(row.n);
  }
  return { total, blogs };
}

/** POST /svc/activity/read: the blog's items up to an id (all when none is given) become read. */
export async function markActivityRead(
  db: Db,
  viewer: Viewer,
  input: { blog: string; up_to?: string | undefined },
): Promise<ActivityUnreadResponse> {
  const blog = await ownBlog(db, viewer, input.blog);
  await db
    .updateTable('activity')
    .set({ read_at: new Date() })
    .where('blog_id', '=', blog.id)
    .where('read_at', 'is', null)
    .$if(!!input.up_to, (q) => q.where('id', '<=', input.up_to!))
    .execute();
  return unreadActivity(db, viewer);
}
