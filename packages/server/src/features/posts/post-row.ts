import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PostsTable } from '../../db/schema.js';
import type { VideoMedia } from './video-view.js';

export type PostRow = Selectable<PostsTable>;
export type NewPostRow = Insertable<PostsTable>;
export type PostChanges = Updateable<PostsTable>;

/**
 * Every column of a post but its search vector (migration 0015), which `select *` would carry along
 * on every read of one post. Written as a record so the compiler fails when a column of PostsTable
 * is missing here.
 */
const EVERY_POST_COLUMN = {
  id: true,
  blog_id: true,
  type: true,
  state: true,
  is_private: true,
  publish_on: true,
  published_at: true,
  format: true,
  one: true,
  two: true,
  three: true,
  extra: true,
  photos: true,
  media_key: true,
  tags: true,
  slug: true,
  source_url: true,
  members_only: true,
  owner_flagged_nsfw: true,
  can_be_liked: true,
  can_be_reblogged: true,
  enable_cta: true,
  cta_text_code: true,
  tsp_skip_lightbox: true,
  enable_redirect_urls: true,
  redirect_url_primary: true,
  redirect_url_ios: true,
  redirect_url_android: true,
  carousel_display: true,
  send_to_twitter: true,
  custom_tweet: true,
  confirm_tos: true,
  from_app: true,
  is_reblog: true,
  parent_post_id: true,
  parent_blog_id: true,
  root_post_id: true,
  root_blog_id: true,
  reblog_key: true,
  trail: true,
  created_at: true,
  updated_at: true,
  note_count: true,
  queue_position: true,
  moderator_flagged_nsfw: true,
  is_sensitive: true,
  classification: true,
  appeal_state: true,
} satisfies Record<keyof PostsTable, true>;
export const POST_COLUMNS = Object.keys(EVERY_POST_COLUMN) as (keyof PostsTable)[];

/** A post with the name of its blog, which every answer about it carries (and a video post its upload). */
export type PostWithBlog = PostRow & {
  blog_name: string;
  blog_user_id: string;
  blog_avatar_version: number;
  video_media?: VideoMedia | null;
};

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
  'is_sensitive',
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
  'classification',
  'appeal_state',
] as const satisfies readonly (keyof PostRow)[];

export type ListedPost = Pick<
  PostWithBlog,
  (typeof LISTED_POST_COLUMNS)[number] | 'blog_name' | 'blog_user_id' | 'blog_avatar_version' | 'video_media'
>;
