import { isPostId } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { POST_COLUMNS, type PostWithBlog } from './post-row.js';
import { videoMediaColumn } from './video-view.js';

/** One post with its blog's name and owner; an id that is no bigint finds nothing (not a 500). */
export async function findPost(db: Db, id: string): Promise<PostWithBlog | undefined> {
  if (!isPostId(id)) return undefined;
  return db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .select(POST_COLUMNS.map((column) => `posts.${column}` as const))
    .select([
      'blogs.name as blog_name',
      'blogs.user_id as blog_user_id',
      'blogs.avatar_version as blog_avatar_version',
      videoMediaColumn.as('video_media'),
    ])
    .where('posts.id', '=', id)
    .executeTakeFirst();
}

/** What anyone may see: published and not private. Owners see everything of their own. */
export function isPublic(post: PostWithBlog): boolean {
  return post.state === 'published' && !post.is_private;
}
