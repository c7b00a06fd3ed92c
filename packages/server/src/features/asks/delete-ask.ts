import type { Db } from '../../db/database.js';
import type { SessionInfo } from '../../http/session.js';
import { requireOwnedBlog } from '../blogs/blogs.js';
import { waitingAsk } from './answer.js';

/** POST /svc/ask/delete (ours): the asked blog's owner drops an ask unanswered. The row stays, marked. */
export async function deleteAsk(
  db: Db,
  session: SessionInfo,
  input: { id: string; tumblelog: string },
): Promise<{ id: string }> {
  const blog = await requireOwnedBlog(db, session.userId, input.tumblelog);
  return db.transaction().execute(async (tx) => {
    const ask = await waitingAsk(tx, session, blog, input.id);
    await tx.updateTable('asks').set({ deleted_at: new Date() }).where('id', '=', ask.id).execute();
    return { id: ask.id };
  });
}
