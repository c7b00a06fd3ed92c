import type { Db } from '../../db/database.js';
import { POST_COLUMNS, type PostRow } from '../posts/post-row.js';
import type { BlogNames } from '../posts/present.js';

const BATCH = 500;

/** A batch of a blog's posts, with the names of the blogs its reblogs credit. */
export interface PostBatch {
  rows: PostRow[];
  names: BlogNames;
}

/**
 * Every post of a blog in every state, oldest first, a batch at a time: what the exports read, so a
 * blog of any size never sits in memory whole.
 */
export async function* postBatches(db: Db, blogId: string): AsyncGenerator<PostBatch> {
  let after = '0';
  for (;;) {
    const rows = await db
      .selectFrom('posts')
      .select(POST_COLUMNS)
      .where('blog_id', '=', blogId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length > 0) yield { rows, names: await creditedNames(db, rows) };
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
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
