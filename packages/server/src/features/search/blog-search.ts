import { BLOG_SEARCH_END, type BlogSearchQuery } from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { textQuery } from './terms.js';
import { FINDABLE, hiddenBlogs, safeSearch } from './visibility.js';

/** The page of a blog search: its posts' ids in order, and the offset of the next page (or -1). */
export interface BlogSearchPage {
  ids: string[];
  nextOffset: number;
}

function filtersOf(viewer: Viewer | null, query: BlogSearchQuery): RawBuilder<boolean> {
  const type = query.post_type === 'ANY' ? sql`true` : sql`p.type = ${query.post_type.toLowerCase()}`;
  const role = query.post_role === 'ORIGINAL' ? sql`not p.is_reblog` : sql`true`;
  return sql<boolean>`${type} and ${role} and ${safeSearch(viewer, query.filter_nsfw)}`;
}

/**
 * A blog's posts about `term` (spec document 2 §4, §9): words of the post or its tags (the index
 * holds both), newest first or the most notes first, paged by offset as the spec's model does.
 * Its owner finds their private posts too; nobody finds anything of a blog a block stands between.
 */
export async function blogSearch(
  db: Db,
  viewer: Viewer | null,
  blog: BlogRow,
  term: string,
  query: BlogSearchQuery,
): Promise<BlogSearchPage> {
  const own = !!viewer && viewer.blogIds.includes(blog.id);
  const visible = own ? sql`p.state = 'published'` : FINDABLE;
  const order =
    query.sort === 'POPULARITY_DESC'
      ? sql`p.note_count desc, p.published_at desc, p.id desc`
      : sql`p.published_at desc, p.id desc`;
  const { rows } = await sql<{ id: string }>`
    select p.id from posts p
    where p.blog_id = ${blog.id} and ${visible} and p.search_vector @@ ${textQuery(term)}
      and ${filtersOf(viewer, query)} and ${blog.id}::bigint <> all(${hiddenBlogs(viewer)})
    order by ${order}
    offset ${query.next_offset} limit ${query.limit + 1}`.execute(db);
  const more = rows.length > query.limit;
  return {
    ids: rows.slice(0, query.limit).map((r) => r.id),
    nextOffset: more ? query.next_offset + query.limit : BLOG_SEARCH_END,
  };
}
