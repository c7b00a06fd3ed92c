import { avatarUrl, BLOG_SEARCH_TYPEAHEAD_MAX, plainText, type SearchBlog } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { prefixPattern, prefixQuery } from './terms.js';
import { hiddenBlogs, notWithheld } from './visibility.js';

/**
 * Tags starting with a term are counted up to this many posts each (a popular tag's exact count
 * would cost a read of every post that ever used it), among the first TAG_CANDIDATES such tags.
 */
export const TAG_COUNT_CAP = 1_000;
const TAG_CANDIDATES = 50;

interface BlogMatch {
  id: string;
  name: string;
  title: string;
  description: string;
  avatar_version: number;
  avatar_shape: string | null;
  following: boolean;
}

/**
 * Blogs by name (its beginning) or by the words of their title and description (the last one
 * perhaps half-typed); the exact name first, then names that begin with the term, then the best
 * matches of words. Private blogs have no
 * row in blog_search; blocks hide a blog both ways.
 */
export async function findBlogs(
  db: Db,
  viewer: Viewer | null,
  term: string,
  limit: number,
): Promise<SearchBlog[]> {
  const name = term.replace(/^@/, '').toLowerCase();
  // Words typed so far, the last perhaps half-typed; a term of symbols alone matches names only.
  const words = prefixQuery(term) ?? sql`''::tsquery`;
  const { rows } = await sql<BlogMatch>`
    select b.id, b.name, b.title, b.description, b.avatar_version, b.theme->>'avatar_shape' as avatar_shape,
      exists (select 1 from follows f
        where f.follower_blog_id = ${viewer?.currentBlogId ?? null}::bigint and f.followed_blog_id = b.id) as following
    from blog_search s join blogs b on b.id = s.blog_id
    where (b.name like ${prefixPattern(name)} or s.search_vector @@ ${words})
      and b.id <> all(${hiddenBlogs(viewer)}) and ${notWithheld('b')}
    order by b.name = ${name} desc, b.name like ${prefixPattern(name)} desc,
      ts_rank(s.search_vector, ${words}) desc, b.id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    name: row.name,
    title: row.title,
    description: plainText(row.description),
    url: `/${row.name}`,
    avatar_url: avatarUrl(row.name, 128, row.avatar_version),
    avatar_shape: row.avatar_shape === 'square' ? 'square' : 'circle',
    following: row.following && !viewer?.blogIds.includes(row.id),
  }));
}

/**
 * Tags that begin with the term (a leading # dropped), the most used first. The distinct tags are
 * found by skipping through post_tags' primary key, one index probe each, rather than reading every
 * row of every such tag.
 */
export async function findTags(
  db: Db,
  term: string,
  limit: number,
): Promise<{ tag: string; count: number }[]> {
  const prefix = term.replace(/^#+/, '').trim().toLowerCase();
  if (!prefix) return [];
  const pattern = prefixPattern(prefix);
  const { rows } = await sql<{ tag: string; count: number }>`
    with recursive candidates(tag) as (
      (select tag from post_tags where tag like ${pattern} order by tag limit 1)
      union all
      select (select t.tag from post_tags t where t.tag > c.tag and t.tag like ${pattern} order by t.tag limit 1)
      from candidates c where c.tag is not null
    )
    select c.tag, (select count(*) from (select 1 from post_tags t where t.tag = c.tag limit ${TAG_COUNT_CAP}) n)::int as count
    from (select tag from candidates where tag is not null limit ${TAG_CANDIDATES}) c
    order by count desc, c.tag
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * The blog's most used tags among its public posts ('Popular Tags:'), narrowed to a beginning; none
 * when a block stands between the viewer and the blog.
 */
export async function popularTags(
  db: Db,
  viewer: Viewer | null,
  blog: BlogRow,
  prefix: string | undefined,
): Promise<{ tag: string }[]> {
  const narrowed = prefix ? sql`and tag like ${prefixPattern(prefix.toLowerCase())}` : sql``;
  const { rows } = await sql<{ tag: string }>`
    select tag from post_tags
    where blog_id = ${blog.id} ${narrowed} and ${blog.id}::bigint <> all(${hiddenBlogs(viewer)})
    group by tag order by count(*) desc, tag
    limit ${BLOG_SEARCH_TYPEAHEAD_MAX}`.execute(db);
  return rows;
}
