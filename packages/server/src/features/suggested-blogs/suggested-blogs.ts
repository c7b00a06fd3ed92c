import {
  avatarUrl,
  EXPLORE_WINDOW_DAYS,
  type SuggestedBlog,
  type SuggestedBlogsResponse,
} from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

/** The reader's follows the graph looks through: the most recent ones, so a huge list stays cheap. */
const GRAPH_FOLLOWS = 200;
/** Recent public posts the fallback reads when the trending window is too quiet to fill the list. */
const RECENT_POSTS = 2000;

interface SuggestionRow {
  id: string;
  name: string;
  title: string;
  avatar_version: number;
  avatar_shape: string | null;
  via: number;
  via_names: string[] | null;
}

/**
 * Which blogs may be suggested to the viewer: public ones that are not theirs, not followed by the
 * blog they act as, with no block between them and any of their blogs (either way), and that no
 * moderator withheld (spam, blocked by everyone, suspended).
 */
function suggestable(viewer: Viewer | null): RawBuilder<boolean> {
  const open = sql<boolean>`not b.is_private and not (b.is_spam or b.is_uniblocked or b.is_suspended or b.is_leaving)`;
  if (!viewer) return open;
  return sql<boolean>`${open}
    and b.user_id <> ${viewer.userId}
    and not exists (select 1 from follows mine where mine.follower_blog_id = ${viewer.currentBlogId} and mine.followed_blog_id = b.id)
    and not exists (select 1 from blocks k where k.blocker_blog_id = any(${viewer.blogIds}::bigint[]) and k.blocked_blog_id = b.id)
    and not exists (select 1 from blocks k where k.blocked_blog_id = any(${viewer.blogIds}::bigint[]) and k.blocker_blog_id = b.id)`;
}

/**
 * Blogs followed by the blogs the viewer's current blog follows, ranked by how many of those
 * follow them (then the newest blog first, so the order is stable). Two index reads per followed
 * blog (follows' primary key), grouped once.
 */
async function fromGraph(db: Db, viewer: Viewer, limit: number): Promise<SuggestionRow[]> {
  const { rows } = await sql<SuggestionRow>`
    with mine as (
      select followed_blog_id as id from follows
      where follower_blog_id = ${viewer.currentBlogId}
      order by created_at desc limit ${GRAPH_FOLLOWS}
    ), candidates as (
      select f.followed_blog_id as id, count(*)::int as via, (array_agg(f.follower_blog_id))[1:2] as via_ids
      from mine join follows f on f.follower_blog_id = mine.id
      group by f.followed_blog_id
    )
    select b.id, b.name, b.title, b.avatar_version, b.theme->>'avatar_shape' as avatar_shape, c.via,
      array(select v.name from blogs v where v.id = any(c.via_ids) order by array_position(c.via_ids, v.id)) as via_names
    from candidates c join blogs b on b.id = c.id
    where ${suggestable(viewer)}
    order by c.via desc, b.id desc
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * Blogs whose original public posts of the trending window drew the most notes (then the most
 * posts); when the window is too quiet, the blogs that posted most recently fill the list.
 */
async function trending(db: Db, viewer: Viewer | null, limit: number, skip: string[], now: Date) {
  const since = new Date(now.getTime() - EXPLORE_WINDOW_DAYS * 86_400_000);
  const ranked = (posts: RawBuilder<unknown>, order: RawBuilder<unknown>) => sql<SuggestionRow>`
    with active as (${posts})
    select b.id, b.name, b.title, b.avatar_version, b.theme->>'avatar_shape' as avatar_shape, 0 as via, null as via_names
    from (select blog_id, sum(note_count) as notes, count(*) as n, max(published_at) as latest from active group by blog_id) a
    join blogs b on b.id = a.blog_id
    where ${suggestable(viewer)} and b.id <> all(${skip}::bigint[])
    order by ${order}, b.id desc
    limit ${limit}`;
  const PUBLIC = sql`p.state = 'published' and not p.is_private and not p.members_only`;
  const window = await ranked(
    sql`select p.blog_id, p.note_count, p.published_at from posts p where ${PUBLIC} and p.published_at > ${since} and not p.is_reblog`,
    sql`a.notes desc, a.n desc`,
  ).execute(db);
  if (window.rows.length >= limit) return window.rows;
  const seen = [...skip, ...window.rows.map((r) => r.id)];
  const recent = await ranked(
    sql`select p.blog_id, p.note_count, p.published_at from posts p where ${PUBLIC} order by p.published_at desc, p.id desc limit ${RECENT_POSTS}`,
    sql`a.latest desc`,
  ).execute(db);
  return [...window.rows, ...recent.rows.filter((r) => !seen.includes(r.id))].slice(0, limit);
}

function present(row: SuggestionRow, kind: 'graph' | 'trending'): SuggestedBlog {
  return {
    name: row.name,
    title: row.title,
    avatar_url: avatarUrl(row.name, 128, row.avatar_version),
    avatar_shape: row.avatar_shape === 'square' ? 'square' : 'circle',
    following: false,
    reason: kind === 'graph' ? { kind, count: row.via, names: row.via_names ?? [] } : { kind },
  };
}

/**
 * GET /svc/blogs/suggested: blogs to follow. For a signed-in reader, first the follow graph; when
 * it has too few, trending blogs fill the rest. Visitors get trending blogs.
 */
export async function suggestedBlogs(
  db: Db,
  viewer: Viewer | null,
  limit: number,
  now = new Date(),
): Promise<SuggestedBlogsResponse> {
  const graph = viewer?.currentBlogId ? await fromGraph(db, viewer, limit) : [];
  const rest =
    graph.length < limit
      ? await trending(
          db,
          viewer,
          limit - graph.length,
          graph.map((r) => r.id),
          now,
        )
      : [];
  return {
    blogs: [...graph.map((r) => present(r, 'graph')), ...rest.map((r) => present(r, 'trending'))],
  };
}
