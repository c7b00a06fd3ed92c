import type { Db } from '../../../db/database.js';
import type { SessionInfo } from '../../../http/session.js';

/** Who reads a list: what the rules and the viewer's state (likes, follows) are decided against. */
export interface Viewer {
  userId: string;
  /** Every blog the user owns: their posts are always visible to them. */
  blogIds: string[];
  /** The blog the user acts as (follows and likes are made as it). */
  currentBlogId: string | null;
}

/** The viewer of a session, in one query; null for visitors. */
export async function loadViewer(db: Db, session: SessionInfo | null): Promise<Viewer | null> {
  if (!session) return null;
  const rows = await db
    .selectFrom('blogs')
    .innerJoin('users', 'users.id', 'blogs.user_id')
    .select(['blogs.id', 'users.primary_blog_id'])
    .where('blogs.user_id', '=', session.userId)
    .orderBy('blogs.id')
    .execute();
  const blogIds = rows.map((r) => r.id);
  const current =
    blogIds.find((id) => id === session.currentBlogId) ??
    blogIds.find((id) => id === rows[0]?.primary_blog_id) ??
    blogIds[0] ??
    null;
  return { userId: session.userId, blogIds, currentBlogId: current };
}
