import { type FollowResponse, messages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import { findBlogByName } from '../blogs/blogs.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

async function followTarget(db: Db, viewer: Viewer, name: string) {
  const blog = await findBlogByName(db, name);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  if (!viewer.currentBlogId) throw new NotFoundError(messages.blogNotFound);
  if (blog.id === viewer.currentBlogId) {
    throw new ValidationError([{ field: 'tumblelog', detail: messages.cannotFollowSelf }]);
  }
  return { blog, follower: viewer.currentBlogId };
}

/** The current blog follows `name`; following again changes nothing (and is not an error). */
export async function follow(db: Db, viewer: Viewer, name: string): Promise<FollowResponse> {
  const { blog, follower } = await followTarget(db, viewer, name);
  await db
    .insertInto('follows')
    .values({ follower_blog_id: follower, followed_blog_id: blog.id })
    .onConflict((c) => c.doNothing())
    .execute();
  viewer.dashboardBlogs = undefined;
  return { tumblelog: blog.name, following: true };
}

export async function unfollow(db: Db, viewer: Viewer, name: string): Promise<FollowResponse> {
  const { blog, follower } = await followTarget(db, viewer, name);
  await db
    .deleteFrom('follows')
    .where('follower_blog_id', '=', follower)
    .where('followed_blog_id', '=', blog.id)
    .execute();
  viewer.dashboardBlogs = undefined;
  return { tumblelog: blog.name, following: false };
}
