import { messages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { requireOwnedBlog } from '../blogs/blogs.js';
import { findPost } from './find-post.js';
import type { Viewer } from './pipeline/viewer.js';
import type { PostWithBlog } from './post-row.js';
import { isReblogKeyOf } from './reblog-key.js';

/**
 * A post the viewer may act on (like, reblog, reply, promote): one they can see, named by its
 * reblog key as the card carries it, so ids alone cannot be walked. Anything else is 404, as if
 * the post did not exist; an owner's unpublished post is 409 (it exists, but is not out yet).
 */
export async function findActionablePost(
  db: Db,
  viewer: Viewer,
  id: string,
  key: string,
  blogName?: string,
): Promise<PostWithBlog> {
  const post = await findPost(db, id);
  const own = post?.blog_user_id === viewer.userId;
  const visible = post && (own || (post.state === 'published' && !post.is_private && !post.members_only));
  if (!post || !visible || !isReblogKeyOf(post, key) || (blogName && blogName !== post.blog_name))
    throw new NotFoundError(messages.postNotFound);
  if (post.state !== 'published') throw new ConflictError(messages.postNotPublished);
  return post;
}

/** The blog the viewer acts as: the one named (theirs, or 403), else their current blog. */
export async function actingBlogId(db: Db, viewer: Viewer, name: string | undefined): Promise<string> {
  if (name) return (await requireOwnedBlog(db, viewer.userId, name)).id;
  if (!viewer.currentBlogId) throw new NotFoundError(messages.blogNotFound);
  return viewer.currentBlogId;
}
