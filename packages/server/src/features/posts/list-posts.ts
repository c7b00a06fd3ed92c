import { type FeedQuery, type LISTABLE_STATES, messages, type PostListResponse } from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { findReadableBlog } from '../blogs/blogs.js';
import {
  decodeIdCursor,
  decodeTimeCursor,
  type Expr,
  encodeTimeCursor,
  microsOf,
  olderThan,
  type Skeleton,
  timeCursorOf,
  toSkeleton,
} from './pipeline/cursor.js';
import { runPipeline } from './pipeline/run.js';
import { loadViewer } from './pipeline/viewer.js';

export type BlogListState = (typeof LISTABLE_STATES)[number];
export type BlogListQuery = FeedQuery & { state?: BlogListState; tag?: string };

type Row = { id: string; sort: string };

/** Newest first by (published_at, id), the published rows `where` picks (their blog index's order). */
export async function newestFirst(
  db: Db,
  blog: BlogRow,
  query: FeedQuery,
  where: RawBuilder<boolean>,
): Promise<Skeleton> {
  const cursor = decodeTimeCursor(query.before);
  const after = cursor ? olderThan('p.published_at', 'p.id', cursor) : sql<boolean>`true`;
  const rows = await sql<Row>`
    select p.id, ${microsOf('p.published_at')} as sort from posts p
    where p.blog_id = ${blog.id} and ${where} and ${after}
    order by p.published_at desc, p.id desc limit ${query.limit + 1}`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}

/**
 * The owner's own page: every published post, and the videos still converting (no published_at
 * yet: they sort by when they were written), so nothing saved seems lost. Read as two ordered
 * parts merged: the published part walks the blog's (published_at, id) index for one page, where
 * ordering the two states together by one expression sorted every post of the blog (40 ms for a
 * blog of 5,000 posts); the converting part is a few rows at most.
 */
async function ownNewestFirst(db: Db, blog: BlogRow, query: FeedQuery): Promise<Skeleton> {
  const cursor = decodeTimeCursor(query.before);
  const written = sql`coalesce(p.published_at, p.created_at)`;
  const after = (time: Expr) => (cursor ? olderThan(time, 'p.id', cursor) : sql<boolean>`true`);
  const take = query.limit + 1;
  const rows = await sql<Row>`
    select s.id, ${microsOf('s.t')} as sort from (
      (select p.id, p.published_at as t from posts p
        where p.blog_id = ${blog.id} and p.state = 'published' and ${after('p.published_at')}
        order by p.published_at desc, p.id desc limit ${take})
      union all
      (select p.id, ${written} as t from posts p
        where p.blog_id = ${blog.id} and p.state = 'transcoding' and ${after(written)}
        order by ${written} desc, p.id desc limit ${take})
    ) s
    order by s.t desc, s.id desc limit ${take}`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}

/** A blog's public posts under a tag (post_tags holds only public, published posts). */
async function taggedOf(db: Db, blog: BlogRow, tag: string, query: FeedQuery): Promise<Skeleton> {
  const cursor = decodeTimeCursor(query.before);
  const after = cursor ? olderThan('published_at', 'post_id', cursor) : sql<boolean>`true`;
  const rows = await sql<Row>`
    select post_id as id, ${microsOf('published_at')} as sort from post_tags
    where blog_id = ${blog.id} and tag = ${tag.toLowerCase()} and ${after}
    order by published_at desc, post_id desc limit ${query.limit + 1}`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}

/** Drafts read oldest first, in the order written (spec: a draft just saved comes 'after'). */
async function draftsOf(db: Db, blog: BlogRow, query: FeedQuery): Promise<Skeleton> {
  const after = decodeIdCursor(query.before);
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('blog_id', '=', blog.id)
    .where('state', '=', 'draft')
    .$if(after !== undefined, (q) => q.where('id', '>', after!))
    .orderBy('id')
    .limit(query.limit + 1)
    .execute();
  return toSkeleton(rows, query.limit, (r) => r.id);
}

/** The queue in publishing order: the owner's positions, else the order queued. */
export async function queueOf(db: Db, blogId: string, query: FeedQuery): Promise<Skeleton> {
  const cursor = decodeTimeCursor(query.before);
  const position = sql<string>`coalesce(p.queue_position, p.id)`;
  const after = cursor
    ? sql<boolean>`(q.position::bigint, q.id) > (${cursor.micros}::bigint, ${cursor.id}::bigint)`
    : sql<boolean>`true`;
  // The queue of one blog is short; numbering it whole gives each post its place on any page.
  const rows = await sql<{ id: string; position: string; place: string }>`
    select q.id, q.position, q.place from (
      select p.id, ${position}::text as position, row_number() over (order by ${position}, p.id) as place
      from posts p where p.blog_id = ${blogId} and p.state = 'queued' and p.publish_on is null
    ) q where ${after}
    order by q.place limit ${query.limit + 1}`.execute(db);
  const skeleton = toSkeleton(rows.rows, query.limit, (r) => encodeTimeCursor(r.position, r.id));
  return { ...skeleton, positions: new Map(rows.rows.map((r) => [r.id, Number(r.place)])) };
}

/** Scheduled posts in the order they will go out. */
async function scheduledOf(db: Db, blog: BlogRow, query: FeedQuery): Promise<Skeleton> {
  const cursor = decodeTimeCursor(query.before);
  const after = cursor
    ? sql<boolean>`(p.publish_on, p.id) > (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::bigint)`
    : sql<boolean>`true`;
  const rows = await sql<Row>`
    select p.id, ${microsOf('p.publish_on')} as sort from posts p
    where p.blog_id = ${blog.id} and p.state = 'queued' and p.publish_on is not null and ${after}
    order by p.publish_on, p.id limit ${query.limit + 1}`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}

/** What anyone may read of a blog's posts (the Tumblr-compatible API's reads use it too). */
export const PUBLIC = sql<boolean>`p.state = 'published' and not p.is_private and not p.members_only`;

function skeletonFor(db: Db, blog: BlogRow, isOwner: boolean, query: BlogListQuery): Promise<Skeleton> {
  if (query.tag) return taggedOf(db, blog, query.tag, query);
  switch (query.state) {
    case 'draft':
      return draftsOf(db, blog, query);
    case 'queued':
      return queueOf(db, blog.id, query);
    case 'scheduled':
      return scheduledOf(db, blog, query);
    case 'private':
      return newestFirst(db, blog, query, sql`p.state = 'published' and p.is_private`);
    case 'published':
      return newestFirst(db, blog, query, sql`p.state = 'published' and not p.is_private`);
    default:
      return isOwner ? ownNewestFirst(db, blog, query) : newestFirst(db, blog, query, PUBLIC);
  }
}

/**
 * GET /svc/blog/{name}/posts: a blog's posts. Everyone sees published, public posts that are not
 * for members only, newest first; the owner also sees private ones and may ask for each state.
 */
export async function listBlogPosts(
  db: Db,
  session: SessionInfo | null,
  blogName: string,
  query: BlogListQuery,
): Promise<PostListResponse> {
  const blog = await findReadableBlog(db, blogName, session?.userId);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  const isOwner = session?.userId === blog.user_id;
  if (query.state && !isOwner) throw new ForbiddenError();
  const viewer = await loadViewer(db, session);
  const skeleton = await skeletonFor(db, blog, isOwner, query);
  const page = await runPipeline(db, viewer, skeleton);
  const { positions } = skeleton;
  if (positions) for (const post of page.posts) post.queue_position = positions.get(post.id) ?? null;
  return page;
}
