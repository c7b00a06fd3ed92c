import { ANONYMOUS_ASKER_NAME, type AnswerResponse, askMessages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { storeRichTextOffLoop } from '../../threads/text-pool.js';
import { notify } from '../activity/notify.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { requireOwnedBlog } from '../blogs/blogs.js';
import { newReblogKey } from '../inbox/reblog-key.js';
import { afterPublish } from '../posts/after-publish.js';
import { jsonb } from '../posts/jsonb.js';
import { postUrl } from '../posts/present.js';

export interface AnswerRequest {
  post_id: string;
  tumblelog: string;
  key: string;
  answer_text: string;
}

/**
 * The ask a blog's owner means, locked for answering or deleting. Another user's ask is 403;
 * a wrong key, or an ask already answered or deleted, is "no longer in the inbox" (404).
 */
export async function waitingAsk(db: Db, session: SessionInfo, blog: BlogRow, id: string, key?: string) {
  const ask = await db.selectFrom('asks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!ask) throw new NotFoundError(askMessages.askNotFound);
  if (ask.recipient_blog_id !== blog.id) {
    const owner = await db
      .selectFrom('blogs')
      .select('user_id')
      .where('id', '=', ask.recipient_blog_id)
      .executeTakeFirst();
    if (owner?.user_id !== session.userId) throw new ForbiddenError();
    throw new NotFoundError(askMessages.askNotFound);
  }
  if ((key !== undefined && ask.key !== key) || ask.answered_at || ask.deleted_at)
    throw new NotFoundError(askMessages.askNotFound);
  return ask;
}

/**
 * POST /answer (spec document 2 §7): publishes an answer post on the asked blog — the question,
 * who asked ('Anonymous' for an anonymous ask) and the answer — and takes the ask out of the
 * inbox. The asker is told, unless they asked anonymously (telling them would tie them to it).
 */
export async function answerAsk(db: Db, session: SessionInfo, input: AnswerRequest): Promise<AnswerResponse> {
  const blog = await requireOwnedBlog(db, session.userId, input.tumblelog);
  const answer = (await storeRichTextOffLoop(input.answer_text, 0)).html;
  return db.transaction().execute(async (tx) => {
    const ask = await waitingAsk(tx, session, blog, input.post_id, input.key);
    const asker = ask.anonymous
      ? null
      : await tx.selectFrom('blogs').select('name').where('id', '=', ask.asker_blog_id).executeTakeFirst();
    const now = new Date();
    const post = await tx
      .insertInto('posts')
      .values({
        blog_id: blog.id,
        type: 'answer',
        state: 'published',
        published_at: now,
        one: ask.question,
        two: answer,
        extra: jsonb({ asking_name: asker?.name ?? ANONYMOUS_ASKER_NAME }),
        reblog_key: newReblogKey(),
      })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('asks')
      .set({ answered_at: now, answer_post_id: post.id })
      .where('id', '=', ask.id)
      .execute();
    await afterPublish(tx, [post.id]);
    if (!ask.anonymous) {
      await notify(tx, {
        blogId: ask.asker_blog_id,
        kind: 'answer',
        actorBlogId: blog.id,
        postId: post.id,
        text: ask.question,
      });
    }
    return { id: post.id, post_url: postUrl({ blog_name: blog.name, id: post.id, slug: post.slug }) };
  });
}
