import { type AdminBlogResponse, messages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { findBlogByName } from '../blogs/blogs.js';
import { blogHistory } from './admin-log.js';
import { flagsOf } from './toggles.js';

/** GET /svc/admin/blog/{name}: its five toggles as they stand, their history, its open reports. */
export async function adminBlog(db: Db, name: string): Promise<AdminBlogResponse> {
  const blog = await findBlogByName(db, name);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  const [owner, history, open] = await Promise.all([
    db.selectFrom('users').select(['email', 'role']).where('id', '=', blog.user_id).executeTakeFirstOrThrow(),
    blogHistory(db, blog.id),
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('target_blog_id', '=', blog.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    name: blog.name,
    title: blog.title,
    flags: flagsOf(blog),
    owner_email: owner.email,
    owner_role: owner.role,
    history,
    open_reports: Number(open.n),
  };
}
