import { messagingTexts, type ParticipantInfoResponse, type participantInfoQuerySchema } from '@rookery/core';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { findBlogsByRef, participantsKey, requireActingBlog } from './blog-refs.js';
import { conversationIdByKey } from './find-conversation.js';
import { mustFollowBlogs } from './must-follow.js';
import { loadParticipants } from './participants.js';
import { loadMessagingUser } from './send-rules.js';

type InfoQuery = z.output<typeof participantInfoQuerySchema>;

/**
 * GET /svc/conversations/participant_info: a blog (`q`, uuid or name) as the user's blog
 * `participant` would message it, and their conversation if there is one. The client opens a
 * conversation from a blog name with it (spec §5: no uuid → 'Could not load conversation.';
 * can_receive_messages false → "This blog can't receive messages."; cant_receive_reason says why).
 * One's own blogs cannot be messaged; the owner's activity is told only once the two have a
 * conversation.
 */
export async function participantInfo(
  db: Db,
  userId: string,
  query: InfoQuery,
): Promise<ParticipantInfoResponse> {
  const viewer = await requireActingBlog(db, userId, query.participant);
  const [blog] = await findBlogsByRef(db, [query.q]);
  if (!blog) throw new NotFoundError(messagingTexts.unknownParticipant);
  const own = blog.user_id === userId;
  const conversationId = own ? null : await conversationIdByKey(db, participantsKey([viewer.id, blog.id]));
  const mustFollow =
    own || conversationId
      ? new Set<string>()
      : await mustFollowBlogs(db, await loadMessagingUser(db, userId), viewer, [blog.id]);
  const hydrated = await loadParticipants(db, viewer, [blog.id], {
    activity: conversationId !== null,
    mustFollow,
  });
  const participant = hydrated.get(blog.id)!.participant;
  return {
    participant: own ? { ...participant, can_receive_messages: false } : participant,
    conversation_id: conversationId,
  };
}
