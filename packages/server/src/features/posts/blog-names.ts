import type { Db } from '../../db/database.js';
import type { PostRow } from './post-row.js';
import type { BlogNames } from './present.js';

/** The names of the blogs a page of reblogs credits, in one query. */
export async function creditedBlogNames(db: Db, posts: PostRow[]): Promise<BlogNames> {
  const ids = new Set<string>();
  for (const post of posts) {
    if (post.parent_blog_id) ids.add(post.parent_blog_id);
    if (post.root_blog_id) ids.add(post.root_blog_id);
  }
  if (ids.size === 0) return new Map();
  const rows = await db
    .selectFrom('blogs')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
