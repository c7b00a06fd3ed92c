import type { ReplyResponse } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { notify } from '../activity/notify.js';
import { assertNotBlocked } from '../blocks/checks.js';
import { actingBlogId, findActionablePost } from '../posts/actionable-post.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { noteBlog } from './note-item.js';
import { subscriberBlogs } from './subscriptions.js';

export interface ReplyTarget {
  post_id: string;
  tumblelog_key: string;
  reply_text: string;
  tumblelog?: string | undefined;
}

/**
 * POST /svc/reply: a reply as one of the user's blogs to a post they can see. In one transaction:
 * the reply (a note on the chain's root, counted by trigger), the replier's subscription to the
 * post (spec document 2 §4: a successful reply marks the post subscribed), and the activity items
 * of the post's blog and of every subscriber, each blog told once.
 */
export async function replyToPost(db: Db, viewer: Viewer, input: ReplyTarget): Promise<ReplyResponse> {
  const post = await findActionablePost(db, viewer, input.post_id, input.tumblelog_key);
  const blogId = await actingBlogId(db, viewer, input.tumblelog);
  await assertNotBlocked(db, blogId, post.blog_id);
  const rootId = post.root_post_id ?? post.id;
  const reply = await db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('replies')
      .values({
        post_id: post.id,
        root_post_id: rootId,
        blog_id: blogId,
        user_id: viewer.userId,
        text: input.reply_text,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('post_subscriptions')
      .values({ post_id: post.id, user_id: viewer.userId, blog_id: blogId })
      .onConflict((c) => c.columns(['post_id', 'user_id']).doNothing())
      .execute();
    const told = new Set([post.blog_id, ...(await subscriberBlogs(tx, post.id, viewer.userId))]);
    await notify(
      tx,
      [...told].map((id) => ({
        blogId: id,
        kind: 'reply' as const,
        actorBlogId: blogId,
        postId: post.id,
        text: input.reply_text,
      })),
    );
    return row;
  });
  const [blog, root] = await Promise.all([
    db
      .selectFrom('blogs')
      .select(['name', 'avatar_version'])
      .where('id', '=', blogId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('posts').select('note_count').where('id', '=', rootId).executeTakeFirst(),
  ]);
  return {
    note: {
      kind: 'reply',
      id: `reply-${reply.id}`,
      blog: noteBlog(blog.name, blog.avatar_version),
      created_at: reply.created_at.toISOString(),
      text: input.reply_text,
      post_url: null,
    },
    is_subscribed: true,
    note_count: root?.note_count ?? 0,
  };
}
