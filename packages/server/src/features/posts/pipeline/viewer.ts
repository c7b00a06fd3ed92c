import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.js';
import { requireSession, type SessionInfo } from '../../../http/session.js';

/** Who reads a list: what the rules and the viewer's state (likes, follows) are decided against. */
export interface Viewer {
  userId: string;
  /** Every blog the user owns: their posts are always visible to them. */
  blogIds: string[];
  /** The blog the user acts as (follows and likes are made as it). */
  currentBlogId: string | null;
  /** Safe mode (migration 0019): sensitive posts leave what the user finds and show a notice elsewhere. */
  safeMode: boolean;
  /**
   * How many blogs fill the dashboard, remembered with the viewer (a few seconds, see loadViewer):
   * it only picks how the dashboard is read, never what it shows. Following changes clear it.
   */
  dashboardBlogs?: number;
}

/**
 * Kept with the session object, which the session cache holds for a few seconds: the user's blogs
 * change only when they create one (which makes the cache read their sessions again), and a switch
 * of the current blog is seen here at once.
 */
const viewers = new WeakMap<SessionInfo, { currentBlogId: string | null; viewer: Viewer }>();

/** The viewer of a session, in one query; null for visitors. */
export async function loadViewer(db: Db, session: SessionInfo | null): Promise<Viewer | null> {
  if (!session) return null;
  const known = viewers.get(session);
  if (known && known.currentBlogId === session.currentBlogId) return known.viewer;
  const rows = await db
    .selectFrom('blogs')
    .innerJoin('users', 'users.id', 'blogs.user_id')
    .select(['blogs.id', 'users.primary_blog_id', 'users.safe_mode'])
    .where('blogs.user_id', '=', session.userId)
    .orderBy('blogs.id')
    .execute();
  const blogIds = rows.map((r) => r.id);
  const current =
    blogIds.find((id) => id === session.currentBlogId) ??
    blogIds.find((id) => id === rows[0]?.primary_blog_id) ??
    blogIds[0] ??
    null;
  const viewer = {
    userId: session.userId,
    blogIds,
    currentBlogId: current,
    safeMode: rows[0]?.safe_mode ?? true,
  };
  viewers.set(session, { currentBlogId: session.currentBlogId, viewer });
  return viewer;
}

/** The viewer of a signed-in request; 401 for visitors. */
export async function requireViewer(db: Db, request: FastifyRequest): Promise<Viewer> {
  return (await loadViewer(db, requireSession(request))) as Viewer;
}
