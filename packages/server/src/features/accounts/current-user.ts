import type { CurrentUser, EditorType, Theme } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SessionInfo } from '../../http/session.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { blogsOfUser } from '../blogs/blogs.js';
import { presentChannel } from '../blogs/present.js';
import { unreadMessageSums } from '../messaging/counts.js';

/** The blog a session acts as: its chosen current blog while the user still owns it, else the primary. */
export function currentBlogOf(
  blogs: BlogRow[],
  primaryId: string | null,
  session: SessionInfo,
): BlogRow | undefined {
  return (
    blogs.find((b) => b.id === session.currentBlogId) ?? blogs.find((b) => b.id === primaryId) ?? blogs[0]
  );
}

/**
 * The signed-in user as the page sees it (spec document 1 §3). `name` is the primary blog's name;
 * friend_count is how many blogs the current blog follows, because following is done as a blog.
 */
export async function loadCurrentUser(db: Db, session: SessionInfo): Promise<CurrentUser | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.userId).executeTakeFirst();
  if (!user) return null;
  const blogs = await blogsOfUser(db, user.id);
  const primary = blogs.find((b) => b.id === user.primary_blog_id) ?? blogs[0];
  if (!primary) return null;
  const current = currentBlogOf(blogs, user.primary_blog_id, session) ?? primary;
  const [following, unread] = await Promise.all([
    db
      .selectFrom('follows')
      .select(sql<string>`count(*)`.as('n'))
      .where('follower_blog_id', '=', current.id)
      .executeTakeFirstOrThrow(),
    unreadMessageSums(
      db,
      blogs.map((b) => b.id),
    ),
  ]);
  return {
    name: primary.name,
    email: user.email,
    primary: primary.name,
    channels: blogs.map((b) =>
      presentChannel(b, {
        isCurrent: b.id === current.id,
        isPrimary: b.id === primary.id,
        unread: unread.get(b.id) ?? 0,
      }),
    ),
    liked_post_count: user.liked_post_count,
    friend_count: Number(following.n),
    can_message: user.can_message,
    is_sounds_enabled: user.is_sounds_enabled,
    desktop_notifications: user.desktop_notifications,
    is_verified_email: user.email_verified_at !== null,
    default_editor_type: user.default_editor_type as EditorType,
    language: user.language,
    theme: user.theme as Theme,
    safe_mode: user.safe_mode,
    tracking_opt_out: user.tracking_opt_out,
    role: user.role,
    deletion_scheduled_for: user.delete_after?.toISOString() ?? null,
  };
}
