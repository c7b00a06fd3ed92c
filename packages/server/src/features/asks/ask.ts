import { randomBytes } from 'node:crypto';
import { type AskResponse, askMessages, askQuestionProblem, cleanQuestion, messages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import { notify } from '../activity/notify.js';
import { type AddressKey, assertAddressNotBlocked } from '../blocks/address-blocks.js';
import { assertNotBlocked } from '../blocks/checks.js';
import { findBlogByName } from '../blogs/blogs.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

export interface AskRequest {
  recipient: string;
  anonymous: boolean;
  question: string;
}

/** A random key per ask: /answer must name it, so ask ids alone cannot be walked. */
const newAskKey = () => randomBytes(9).toString('base64url');

/**
 * POST /svc/post/ask (spec document 2 §5–§7): the viewer's current blog asks `recipient`. No
 * block may stand between the two blogs; the recipient must take questions (and anonymous ones, for an anonymous ask); the question is
 * cleaned (newlines out, trimmed) and checked with the spec's messages; `hosts` are the site's
 * own, which count as links. An anonymous ask still records who asked (moderation) and, hashed,
 * the address it came from (`sender`: blocking its sender blocks that address too), but its
 * activity item names no one. The hourly limit is the route's (features/limits).
 */
export async function askQuestion(
  db: Db,
  viewer: Viewer,
  input: AskRequest,
  hosts: readonly string[],
  sender: AddressKey,
): Promise<AskResponse> {
  const askerBlogId = viewer.currentBlogId;
  if (!askerBlogId) throw new ForbiddenError(askMessages.askNeedsBlog);
  const blog = await findBlogByName(db, input.recipient);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  if (blog.user_id === viewer.userId) throw ValidationError.field('recipient', askMessages.askOwnBlog);
  await assertNotBlocked(db, askerBlogId, blog.id);
  await assertAddressNotBlocked(db, blog.id, sender);
  if (!blog.asks) throw new ForbiddenError(askMessages.askClosed);
  if (input.anonymous && !blog.anonymous_asks) throw new ForbiddenError(askMessages.askAnonymousClosed);
  const question = cleanQuestion(input.question);
  const problem = askQuestionProblem(question, hosts);
  if (problem) throw ValidationError.field('question', problem);

  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('asks')
      .values({
        recipient_blog_id: blog.id,
        asker_blog_id: askerBlogId,
        asker_user_id: viewer.userId,
        anonymous: input.anonymous,
        question,
        key: newAskKey(),
        asker_address: sender,
      })
      .execute();
    await notify(tx, {
      blogId: blog.id,
      kind: 'ask',
      actorBlogId: input.anonymous ? null : askerBlogId,
      text: question,
    });
  });
  return { recipient: blog.name, anonymous: input.anonymous };
}
