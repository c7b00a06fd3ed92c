import {
  type FetchPostInput,
  messages,
  type PostFetchResponse,
  REBLOG_COMMENT_FIELD,
  SLOT_FIELDS,
  SLOTS,
} from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { blogsOfUser } from '../blogs/blogs.js';
import { findPost, isPublic } from './find-post.js';
import type { PostWithBlog } from './post-row.js';
import { presentFetchData, presentTumblelog } from './present.js';
import { isReblogKeyOf } from './reblog-key.js';
import { markdownSources } from './rich-fields.js';
import { trailFor } from './trail.js';

async function ownPost(
  db: Db,
  session: SessionInfo,
  postId: string,
  channel?: string,
): Promise<PostWithBlog> {
  const post = await findPost(db, postId);
  if (!post || (channel && channel !== post.blog_name)) throw new NotFoundError(messages.postNotFound);
  if (post.blog_user_id !== session.userId) throw new ForbiddenError();
  return post;
}

/**
 * The parent as a reblog form opens it: the reblogger's comment field empty, the parent's words
 * moved into the trail.
 */
async function reblogSource(db: Db, session: SessionInfo, id: string, key: string): Promise<PostWithBlog> {
  const post = await findPost(db, id);
  const visible = post && (isPublic(post) || post.blog_user_id === session.userId);
  if (!post || !visible || !isReblogKeyOf(post, key)) throw new NotFoundError(messages.postNotFound);
  if (!post.can_be_reblogged) throw new ForbiddenError(messages.postCannotReblog);
  const field = REBLOG_COMMENT_FIELD[post.type];
  const index = field ? SLOT_FIELDS[post.type].indexOf(field) : -1;
  const trail = await trailFor(post);
  return index >= 0 ? { ...post, [SLOTS[index]!]: '', trail } : { ...post, trail };
}

/** POST /svc/post/fetch (spec document 1 §7): a post of one's own to edit, or a post to reblog. */
export async function fetchPost(
  db: Db,
  session: SessionInfo,
  input: FetchPostInput,
): Promise<PostFetchResponse> {
  const canReblogAs = (await blogsOfUser(db, session.userId)).map((b) => b.name);
  if ('post_id' in input) {
    const post = await ownPost(db, session, input.post_id, input.channel_id);
    return {
      // A Markdown post opens with the Markdown its author wrote, not the HTML readers get.
      post: { ...presentFetchData(post, canReblogAs), ...markdownSources(post) },
      post_tumblelog: presentTumblelog(post),
      created_post: false,
      post_context_page: 'dashboard',
    };
  }
  const source = await reblogSource(db, session, input.reblog_id, input.reblog_key);
  const data = presentFetchData(source, canReblogAs);
  return {
    post: { ...data, tags: '', slug: '', reblog_id: source.id, reblog_blog_name: source.blog_name },
    post_tumblelog: presentTumblelog(source),
    created_post: false,
    post_context_page: 'dashboard',
  };
}
