import { type FragmentDirection, type FragmentPageRoot, POSTS_PAGE_DEFAULT } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { PUBLISHED } from '../../../db/post-states.js';
import type { BlogRow } from '../../blogs/blog-row.js';
import { dashboardSkeleton, followedBy } from '../../dashboard/skeleton.js';
import { encodeTimeCursor, microsOf } from '../pipeline/cursor.js';
import type { Viewer } from '../pipeline/viewer.js';

const LIMIT = POSTS_PAGE_DEFAULT;

/** Dashboard posts newer than the reference post ('before' it on the page), newest first. */
async function newerOnDashboard(db: Db, viewer: Viewer, refId: string): Promise<string[]> {
  if (viewer.blogIds.length === 0) return [];
  const rows = await sql<{ id: string }>`
    select p.id from posts p, posts ref
    where ref.id = ${refId} and p.state = 'published' and p.blog_id in ${followedBy(viewer.blogIds)}
      and (p.published_at, p.id) > (ref.published_at, ref.id)
      and ((not p.is_private and not p.members_only) or p.blog_id = any(${viewer.blogIds}::bigint[]))
    order by p.published_at, p.id limit ${LIMIT}`.execute(db);
  return rows.rows.map((r) => r.id).reverse();
}

async function onDashboard(db: Db, viewer: Viewer, direction: FragmentDirection, refId: string) {
  if (refId === '0') return (await dashboardSkeleton(db, viewer, { limit: LIMIT })).ids;
  if (direction === 'before') return newerOnDashboard(db, viewer, refId);
  const ref = await db
    .selectFrom('posts')
    .select(['id', microsOf('published_at').as('sort')])
    .where('id', '=', refId)
    .where('state', '=', PUBLISHED)
    .executeTakeFirst();
  if (!ref) return [];
  return (await dashboardSkeleton(db, viewer, { limit: LIMIT, before: encodeTimeCursor(ref.sort, ref.id) }))
    .ids;
}

/**
 * One blog's posts in a state, in id order around the reference: drafts read oldest first (a new
 * draft comes 'after'), the inbox's submissions newest first (a new one comes 'before').
 */
async function byId(
  db: Db,
  blog: BlogRow,
  state: 'draft' | 'unapproved',
  ascending: boolean,
  direction: FragmentDirection,
  refId: string,
) {
  // With no reference the page's first posts; else those on the asked side of it.
  const later = refId === '0' ? ascending : (direction === 'after') === ascending;
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('blog_id', '=', blog.id)
    .where('state', '=', state)
    .$if(refId !== '0', (q) => q.where('id', later ? '>' : '<', refId))
    .orderBy('id', later ? 'asc' : 'desc')
    .limit(LIMIT)
    .execute();
  const ids = rows.map((r) => r.id);
  // Answer in the page's own order.
  return later === ascending ? ids : ids.reverse();
}

export function fragmentIds(
  db: Db,
  viewer: Viewer,
  blog: BlogRow,
  pageRoot: FragmentPageRoot,
  direction: FragmentDirection,
  refId: string,
): Promise<string[]> {
  switch (pageRoot) {
    case 'dashboard':
      return onDashboard(db, viewer, direction, refId);
    case 'drafts':
      return byId(db, blog, 'draft', true, direction, refId);
    case 'inbox':
      return byId(db, blog, 'unapproved', false, direction, refId);
  }
}
