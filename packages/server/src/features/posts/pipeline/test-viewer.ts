import type { Db } from '../../../db/database.js';
import type { SessionInfo } from '../../../http/session.js';
import { loadViewer, type Viewer } from './viewer.js';

/** A session of blog `name`'s owner with that blog current, as if they had signed in. */
export async function sessionOfBlog(db: Db, name: string): Promise<SessionInfo> {
  const blog = await db
    .selectFrom('blogs')
    .select(['id', 'user_id'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { id: `test-${name}`, userId: blog.user_id, formKey: '', currentBlogId: blog.id };
}

/** The viewer acting as blog `name`, as that session loads it. */
export async function viewerOfBlog(db: Db, name: string): Promise<Viewer> {
  return (await loadViewer(db, await sessionOfBlog(db, name))) as Viewer;
}
