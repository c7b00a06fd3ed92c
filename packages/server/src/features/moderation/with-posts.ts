import type { PostView } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { presentIds } from '../posts/pipeline/run.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

/**
 * Rows of flagged posts paired with the posts as cards present them, in the rows' order; a row
 * whose post the viewer may not see (gone since) is left out.
 */
export async function withPosts<Row extends { id: string }>(
  db: Db,
  viewer: Viewer,
  rows: Row[],
  asModerator = false,
): Promise<{ row: Row; post: PostView }[]> {
  const views = await presentIds(
    db,
    viewer,
    rows.map((r) => r.id),
    asModerator,
  );
  const posts = new Map(views.map((p) => [p.id, p]));
  return rows.flatMap((row) => {
    const post = posts.get(row.id);
    return post ? [{ row, post }] : [];
  });
}
