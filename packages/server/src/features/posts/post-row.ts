import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PostsTable } from '../../db/schema.js';

export type PostRow = Selectable<PostsTable>;
export type NewPostRow = Insertable<PostsTable>;
export type PostChanges = Updateable<PostsTable>;

/** A post with the name of its blog, which every answer about it carries. */
export type PostWithBlog = PostRow & { blog_name: string; blog_user_id: string; blog_avatar_version: number };

/** The columns a listed post is shown from (pipeline/hydrate.ts reads only these). */
export const LISTED_POST_COLUMNS = [
  'id',
  'blog_id',
  'type',
  'state',
  'is_private',
  'publish_on',
  'published_at',
  'created_at',
  'format',
  'one',
  'two',
  'three',
  'extra',
  'photos',
  'media_key',
  'tags',
  'slug',
  'source_url',
  'members_only',
  'owner_flagged_nsfw',
  'can_be_liked',
  'can_be_reblogged',
  'carousel_display',
  'is_reblog',
  'parent_post_id',
  'parent_blog_id',
  'root_post_id',
  'root_blog_id',
  'reblog_key',
  'trail',
  'note_count',
] as const satisfies readonly (keyof PostRow)[];

export type ListedPost = Pick<
  PostWithBlog,
  (typeof LISTED_POST_COLUMNS)[number] | 'blog_name' | 'blog_user_id' | 'blog_avatar_version'
>;
