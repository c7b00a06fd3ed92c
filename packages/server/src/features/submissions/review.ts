import { type ApproveSubmissionResponse, askMessages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { afterPublish } from '../posts/after-publish.js';
import { findPost } from '../posts/find-post.js';
import { postUrl } from '../posts/present.js';

/** A submission waiting in one of the user's inboxes, locked; another user's post is 403. */
async function waitingSubmission(db: Db, session: SessionInfo, id: string) {
  const post = await findPost(db, id);
  if (!post) throw new NotFoundError(askMessages.submissionNotFound);
  if (post.blog_user_id !== session.userId) throw new ForbiddenError();
  const locked = await db
    .selectFrom('posts')
    .select('id')
    .where('id', '=', post.id)
    .where('state', '=', 'unapproved')
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw new NotFoundError(askMessages.submissionNotFound);
  return post;
}

/**
 * POST /approve_submission (spec document 2 §7): the submission is published now, or joins the
 * end of the blog's queue (its place is a fresh number of the post id sequence, as if queued now).
 */
export async function approveSubmission(
  db: Db,
  session: SessionInfo,
  input: { id: string; queue: boolean },
): Promise<ApproveSubmissionResponse> {
  return db.transaction().execute(async (tx) => {
    const post = await waitingSubmission(tx, session, input.id);
    const now = new Date();
    await tx
      .updateTable('posts')
      .set(
        input.queue
          ? {
              state: 'queued',
              queue_position: sql<string>`nextval(pg_get_serial_sequence('posts', 'id'))`,
              updated_at: now,
            }
          : { state: 'published', published_at: now, updated_at: now },
      )
      .where('id', '=', post.id)
      .execute();
    if (!input.queue) await afterPublish(tx, [post.id]);
    return { id: post.id, state: input.queue ? 'queued' : 'published', post_url: postUrl(post) };
  });
}

/** POST /deny_submission (spec document 2 §7): the submitted post is deleted; who sent it stays on record. */
export async function denySubmission(db: Db, session: SessionInfo, pid: string): Promise<{ id: string }> {
  return db.transaction().execute(async (tx) => {
    const post = await waitingSubmission(tx, session, pid);
    await tx.deleteFrom('posts').where('id', '=', post.id).execute();
    return { id: post.id };
  });
}
