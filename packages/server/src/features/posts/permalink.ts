import { isPostId, messages, type PostPermalinkResponse } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { findReadableBlog, isFollowing } from '../blogs/blogs.js';
import { presentBlog } from '../blogs/present.js';
import { presentIds } from './pipeline/run.js';
import { loadViewer } from './pipeline/viewer.js';

/**
 * GET /svc/blog/{name}/post/{id}: one post through the same rules as every list, so a draft, a
 * queued or a private post is 404 to anyone but its owner (never 403: that would confirm it exists).
 */
export async function permalink(
  db: Db,
  session: SessionInfo | null,
  blogName: string,
  postId: string,
): Promise<PostPermalinkResponse> {
  const blog = await findReadableBlog(db, blogName, session?.userId);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  if (!isPostId(postId)) throw new NotFoundError(messages.postNotFound);
  const viewer = await loadViewer(db, session);
  const [post] = await presentIds(db, viewer, [postId]);
  if (!post || post.blog_name !== blog.name) throw new NotFoundError(messages.postNotFound);
  const following = await isFollowing(db, viewer?.currentBlogId ?? null, blog.id);
  return { post, blog: presentBlog(blog, { following }) };
}
