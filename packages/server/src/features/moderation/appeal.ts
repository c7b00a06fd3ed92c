import {
  APPEAL_STATES,
  type AppealResponse,
  adultContentTexts,
  type appealSchema,
  canAppeal,
  messages,
  moderationTexts,
} from '@rookery/core';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';

type AppealInput = z.output<typeof appealSchema>;

/**
 * POST /svc/appeal (spec document 2 §3, §7): the owner of a post classified adult asks for a
 * review. The only move a member may make is to in_review (3), and only from available or
 * available_prioritize; every other asked state is 400, and a post in any other state is 409 with
 * why. The update names the states it moves from, so two appeals at once move it once.
 */
export async function appealPost(db: Db, userId: string, input: AppealInput): Promise<AppealResponse> {
  if (input.state !== APPEAL_STATES.in_review)
    throw ValidationError.field('state', moderationTexts.appealNotAllowed);
  const post = await db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .select(['posts.id', 'posts.classification', 'posts.appeal_state', 'blogs.user_id', 'blogs.name'])
    .where('posts.id', '=', input.post_id)
    .executeTakeFirst();
  if (!post || post.name !== input.blog_name.toLowerCase()) throw new NotFoundError(messages.postNotFound);
  if (post.user_id !== userId) throw new ForbiddenError();
  if (post.classification === 'none') throw new ConflictError(moderationTexts.appealNotClassified);
  if (!canAppeal(post.appeal_state)) throw new ConflictError(moderationTexts.appealNotAllowed);
  const moved = await db
    .updateTable('posts')
    .set({ appeal_state: APPEAL_STATES.in_review })
    .where('id', '=', post.id)
    .where('appeal_state', 'in', [APPEAL_STATES.available, APPEAL_STATES.available_prioritize])
    .returning('id')
    .executeTakeFirst();
  if (!moved) throw new ConflictError(moderationTexts.appealNotAllowed);
  return { post_id: post.id, appeal_state: APPEAL_STATES.in_review, message: adultContentTexts.appealSent };
}
