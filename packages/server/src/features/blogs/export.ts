import type { Db } from '../../db/database.js';
import { LISTED_POST_COLUMNS } from '../posts/post-row.js';
import { presentPost } from '../posts/present.js';
import type { BlogRow } from './blog-row.js';
import { presentBlog } from './present.js';

const BATCH = 500;

/**
 * GET /svc/blog/{name}/export: everything the owner wrote on the blog, as one JSON document
 * (`{ blog, posts }`, every post in every state, oldest first), made a batch at a time so a large
 * blog never sits in memory whole. Its owner may take it even when a moderator suspended the blog.
 */
export async function* exportBlog(db: Db, blog: BlogRow): AsyncGenerator<string> {
  yield `{"blog":${JSON.stringify(presentBlog(blog))},"posts":[`;
  let after = '0';
  let first = true;
  for (;;) {
    const rows = await db
      .selectFrom('posts')
      .select(LISTED_POST_COLUMNS)
      .where('blog_id', '=', blog.id)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const names = await creditedNames(db, rows);
    for (const row of rows) {
      const post = {
        ...row,
        blog_name: blog.name,
        blog_user_id: blog.user_id,
        blog_avatar_version: blog.avatar_version,
      };
      yield `${first ? '' : ','}${JSON.stringify(presentPost({ ...post, video_media: null }, names))}`;
      first = false;
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  yield ']}';
}

/** The names of the blogs a batch's reblogs credit. */
async function creditedNames(
  db: Db,
  rows: { parent_blog_id: string | null; root_blog_id: string | null }[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.flatMap((r) => [r.parent_blog_id, r.root_blog_id]).filter((id) => id !== null)),
  ];
  if (ids.length === 0) return new Map();
  const blogs = await db.selectFrom('blogs').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(blogs.map((b) => [b.id, b.name]));
}
