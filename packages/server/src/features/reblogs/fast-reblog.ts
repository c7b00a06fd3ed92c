import { type FastReblogResponse, messages, newPostForm } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { findPost } from '../posts/find-post.js';
import { presentTumblelog } from '../posts/present.js';
import { savePost } from '../posts/save-post.js';

export interface FastReblogInput {
  reblog_post_id: string;
  reblog_key: string;
  queue: boolean;
  tumblelog?: string | undefined;
}

/**
 * POST /fast_reblog (spec document 2 §7): a reblog without a comment, published at once or added
 * to the queue, as any of the user's blogs. It is the composer's reblog with an empty comment, so
 * every rule of a reblog holds (the key, visibility, can_be_reblogged → 403, a blog that is not
 * the user's → 403) and it tells the reblogged blog the same way.
 */
export async function fastReblog(
  db: Db,
  session: SessionInfo,
  input: FastReblogInput,
): Promise<FastReblogResponse> {
  const form = newPostForm(
    'text',
    {
      reblog_id: input.reblog_post_id,
      reblog_key: input.reblog_key,
      tumblelog: input.tumblelog ?? '',
      state: input.queue ? 'queued' : 'published',
    },
    'reblog',
  );
  const { post } = await savePost(db, session, form);
  const parent = post.parent_post_id ? await findPost(db, post.parent_post_id) : undefined;
  if (!parent) throw new NotFoundError(messages.postNotFound);
  return {
    id: post.id,
    queued: post.state === 'queued',
    post_tumblelog: presentTumblelog(post),
    self_reblog: parent.blog_user_id === session.userId,
  };
}
