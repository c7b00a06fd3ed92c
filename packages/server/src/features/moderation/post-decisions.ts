import {
  APPEAL_STATES,
  messages,
  moderationTexts,
  type PostAction,
  type postActionSchema,
} from '@rookery/core';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { notify } from '../activity/notify.js';
import { refreshSensitivity } from '../safety/sensitivity.js';
import { writeLog } from './moderation-log.js';
import type { Moderator } from './roles.js';

type PostActionInput = z.output<typeof postActionSchema>;

/** What the owner is told of a decision that concerns them (activity, mail), if anything. */
export interface Decision {
  postId: string;
  blogId: string;
  ownerUserId: string;
  action: PostAction;
}

/** The activity line of each decision the owner hears of. */
export const DECISION_TEXTS: Partial<Record<PostAction, string>> = {
  classify: 'Your post was flagged as sexually explicit and is hidden from others. You can appeal.',
  approve: 'Your post was reviewed and is visible to everyone again.',
  reject: 'Your post was reviewed: it stays flagged and is only viewable to you.',
};

/**
 * A moderator's decision about a post (ours, POST /svc/admin/post), in one transaction with its log
 * line and the owner's activity item:
 * - classify: adult (hidden from everyone but its owner), appealable (available); reblogs of it
 *   too, since its content travels in their trails (their owners read the reblog message);
 * - approve: the classification is cleared (from any state: a moderator may undo a mistake);
 * - reject: the appeal ends complete (only from in_review: it decides an appeal);
 * - label_sensitive / unlabel_sensitive: the moderator's sensitive label (safe mode reads it).
 */
export async function decideOnPost(db: Db, moderator: Moderator, input: PostActionInput): Promise<Decision> {
  return db.transaction().execute(async (tx) => {
    const post = await tx
      .selectFrom('posts')
      .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
      .select(['posts.id', 'posts.blog_id', 'posts.classification', 'posts.appeal_state', 'blogs.user_id'])
      .where('posts.id', '=', input.post_id)
      .forUpdate()
      .executeTakeFirst();
    if (!post) throw new NotFoundError(messages.postNotFound);
    const family = (q: ReturnType<typeof tx.updateTable<'posts'>>) =>
      q.where((w) => w.or([w('id', '=', post.id), w('root_post_id', '=', post.id)]));
    switch (input.action) {
      case 'classify':
        await family(tx.updateTable('posts'))
          .set({ classification: 'adult', appeal_state: APPEAL_STATES.available })
          .execute();
        break;
      case 'approve':
        if (post.classification === 'none') throw new ConflictError(moderationTexts.appealNotClassified);
        await family(tx.updateTable('posts'))
          .set({ classification: 'none', appeal_state: APPEAL_STATES.none })
          .execute();
        break;
      case 'reject':
        if (post.appeal_state !== APPEAL_STATES.in_review)
          throw new ConflictError(moderationTexts.decisionNotInReview);
        await family(tx.updateTable('posts')).set({ appeal_state: APPEAL_STATES.complete }).execute();
        break;
      case 'label_sensitive':
      case 'unlabel_sensitive':
        await tx
          .updateTable('posts')
          .set({ moderator_flagged_nsfw: input.action === 'label_sensitive' })
          .where('id', '=', post.id)
          .execute();
        // The label reaches posts.is_sensitive, and every reblog carrying this post in its trail.
        await refreshSensitivity(tx, post.id);
        break;
    }
    await writeLog(tx, {
      moderatorUserId: moderator.userId,
      action: input.action,
      targetType: 'post',
      targetId: post.id,
      reason: input.reason,
    });
    const text = DECISION_TEXTS[input.action];
    if (text)
      await notify(tx, {
        blogId: post.blog_id,
        kind: 'moderation',
        actorBlogId: null,
        postId: post.id,
        text,
      });
    return { postId: post.id, blogId: post.blog_id, ownerUserId: post.user_id, action: input.action };
  });
}
