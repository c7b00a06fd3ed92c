import { isPostId, moderationTexts, type ReportTarget } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import { findBlogByName } from '../blogs/blogs.js';
import { isTakenDownFor } from '../moderation/blog-access.js';
import { findPost, isPublic } from '../posts/find-post.js';

/** What a report is about, as it was when reported: its id, its blog, and a copy of its words. */
export interface ResolvedTarget {
  targetId: string;
  targetBlogId: string;
  /** The reporter's blog it reached (a conversation's, an ask's recipient): the one that blocks it. */
  reporterBlogId?: string;
  /** The hashed address an ask came from: blocking its sender blocks that address too. */
  senderAddress?: string | null;
  snapshot: Record<string, unknown>;
}

const gone = () => new NotFoundError(moderationTexts.reportTargetNotFound);

/**
 * Finds the thing reported as the reporter can see it (a post they may read, a message of a
 * conversation they are in, an ask sent to one of their blogs, a blog they may read): anything
 * else is 404, so a report cannot probe for what exists. Their own blogs and posts are 403.
 */
export async function resolveTarget(
  db: Db,
  userId: string,
  type: ReportTarget,
  id: string,
): Promise<ResolvedTarget> {
  switch (type) {
    case 'post':
      return postTarget(db, userId, id);
    case 'blog':
      return blogTarget(db, userId, id);
    case 'message':
      return messageTarget(db, userId, id);
    case 'ask':
      return askTarget(db, userId, id);
  }
}

async function postTarget(db: Db, userId: string, id: string): Promise<ResolvedTarget> {
  const post = await findPost(db, id);
  if (!post || !isPublic(post)) throw gone();
  if (post.blog_user_id === userId) throw new ForbiddenError(moderationTexts.reportOwn);
  return {
    targetId: post.id,
    targetBlogId: post.blog_id,
    snapshot: {
      blog_name: post.blog_name,
      type: post.type,
      fields: { one: post.one, two: post.two, three: post.three },
      photos: post.photos,
      tags: post.tags,
      trail: post.trail,
      url: `/${post.blog_name}/post/${post.id}`,
    },
  };
}

async function blogTarget(db: Db, userId: string, name: string): Promise<ResolvedTarget> {
  const blog = await findBlogByName(db, name);
  if (!blog || isTakenDownFor(blog, userId)) throw gone();
  if (blog.user_id === userId) throw new ForbiddenError(moderationTexts.reportOwn);
  return {
    targetId: blog.id,
    targetBlogId: blog.id,
    snapshot: { name: blog.name, title: blog.title, description: blog.description, url: `/${blog.name}` },
  };
}

async function messageTarget(db: Db, userId: string, id: string): Promise<ResolvedTarget> {
  if (!isPostId(id)) throw gone();
  const message = await db
    .selectFrom('messages as m')
    .innerJoin('blogs as sender', 'sender.id', 'm.sender_blog_id')
    .innerJoin('conversation_participants as cp', 'cp.conversation_id', 'm.conversation_id')
    .innerJoin('blogs as mine', 'mine.id', 'cp.blog_id')
    .select(['m.id', 'm.type', 'm.text', 'm.post_id', 'm.conversation_id', 'm.sender_blog_id'])
    .select(['sender.name as sender_name', 'sender.user_id as sender_user_id', 'mine.id as mine_id'])
    .where('m.id', '=', id)
    .where('mine.user_id', '=', userId)
    .whereRef('m.id', '>', 'cp.deleted_up_to')
    .executeTakeFirst();
  if (!message) throw gone();
  if (message.sender_user_id === userId) throw new ForbiddenError(moderationTexts.reportOwn);
  return {
    targetId: message.id,
    targetBlogId: message.sender_blog_id,
    reporterBlogId: message.mine_id,
    snapshot: {
      sender: message.sender_name,
      type: message.type,
      text: message.text,
      post_id: message.post_id,
      conversation_id: message.conversation_id,
    },
  };
}

async function askTarget(db: Db, userId: string, id: string): Promise<ResolvedTarget> {
  if (!isPostId(id)) throw gone();
  const ask = await db
    .selectFrom('asks')
    .innerJoin('blogs as recipient', 'recipient.id', 'asks.recipient_blog_id')
    .innerJoin('blogs as asker', 'asker.id', 'asks.asker_blog_id')
    .select(['asks.id', 'asks.question', 'asks.anonymous', 'asks.asker_blog_id', 'asks.asker_address'])
    .select('asker.name as asker_name')
    .select(['recipient.name as recipient_name', 'recipient.id as recipient_id'])
    .where('asks.id', '=', id)
    .where('recipient.user_id', '=', userId)
    .where('asks.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!ask) throw gone();
  return {
    targetId: ask.id,
    targetBlogId: ask.asker_blog_id,
    reporterBlogId: ask.recipient_id,
    senderAddress: ask.asker_address,
    // The asker's name is kept even for an anonymous ask: moderators must know who sent it.
    snapshot: {
      question: ask.question,
      anonymous: ask.anonymous,
      asker: ask.asker_name,
      to: ask.recipient_name,
    },
  };
}
