import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { currentBlogOf } from '../accounts/current-user.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { blogsOfUser, requireOwnedBlog } from '../blogs/blogs.js';

/**
 * The blog a new post goes to (spec document 1 §6): the explicit channel, else the session's
 * current blog, else the primary. An explicit channel the user does not own is 403.
 */
export async function targetBlog(db: Db, session: SessionInfo, channel: string): Promise<BlogRow> {
  if (channel) return requireOwnedBlog(db, session.userId, channel);
  const user = await db
    .selectFrom('users')
    .select('primary_blog_id')
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  const blog = currentBlogOf(await blogsOfUser(db, session.userId), user.primary_blog_id, session);
  if (!blog) throw new NotFoundError();
  return blog;
}
