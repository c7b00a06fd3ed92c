import type { flagConversationSchema } from '@rookery/core';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { blockBlog } from '../blocks/blocks.js';
import { publishPush } from '../push/publish.js';
import { requireActingBlog } from './blog-refs.js';
import { otherBlogIds, requireOwnRow } from './find-conversation.js';
import { hideConversation } from './hide.js';

type FlagInput = z.output<typeof flagConversationSchema>;

/**
 * POST /svc/conversations/flag.
 * - `spam`: the participant blocks every other blog of the conversation (the blocks feature's own
 *   block, which also ends follows between them), reports each, and the conversation disappears
 *   from its inbox (spec §8: "any trace of this conversation will disappear"). The others are not told.
 * - `unblur`: the participant's images of this conversation are no longer blurred.
 */
export async function flagConversation(
  deps: AppDeps,
  userId: string,
  input: FlagInput,
): Promise<{ conversation_id: string; type: FlagInput['type'] }> {
  const { db } = deps;
  const blog = await requireActingBlog(db, userId, input.participant);
  await requireOwnRow(db, input.conversation_id, blog.id);
  if (input.type === 'spam') {
    const others = await otherBlogIds(db, input.conversation_id, blog.id);
    // blockBlog runs its own transaction; a block made twice changes nothing, so a retry is safe.
    for (const other of others) await blockBlog(db, blog.id, other, 'message');
    await db.transaction().execute(async (tx) => {
      if (others.length)
        await tx
          .insertInto('message_spam_reports')
          .values(
            others.map((other) => ({
              conversation_id: input.conversation_id,
              reporter_blog_id: blog.id,
              reported_blog_id: other,
              context: (input.context ?? '').slice(0, 200),
            })),
          )
          .execute();
      await hideConversation(tx, input.conversation_id, blog);
    });
  } else {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('conversation_participants')
        .set({ is_blurred_images: false })
        .where('conversation_id', '=', input.conversation_id)
        .where('blog_id', '=', blog.id)
        .execute();
      await publishPush(tx, [
        {
          userId,
          event: {
            type: 'conversation',
            conversation_id: input.conversation_id,
            participant: blog.uuid,
            change: 'updated',
          },
        },
      ]);
    });
  }
  return { conversation_id: input.conversation_id, type: input.type };
}
