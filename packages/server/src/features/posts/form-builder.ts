import {
  avatarUrl,
  type ComposerChannel,
  type EditorType,
  type FormBuilderData,
  MAX_PHOTOS_PER_POST,
  MAX_TAGS_PER_POST,
  PHOTO_CAPTION_MAX_LENGTH,
  TWEET_MAX_LENGTH,
  TWEET_URL_LENGTH,
} from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SessionInfo } from '../../http/session.js';
import { currentBlogOf } from '../accounts/current-user.js';
import { blogsOfUser } from '../blogs/blogs.js';

type Counts = Pick<ComposerChannel, 'posts_count' | 'drafts_count' | 'queue_count' | 'scheduled_count'>;
const NO_COUNTS: Counts = { posts_count: 0, drafts_count: 0, queue_count: 0, scheduled_count: 0 };

/** Every blog's post counts by derived state, one grouped query over the user's blogs. */
async function countsByBlog(db: Db, blogIds: string[]): Promise<Map<string, Counts>> {
  if (blogIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('posts')
    .select([
      'blog_id',
      sql<string>`count(*) FILTER (WHERE state = 'published')`.as('posts'),
      sql<string>`count(*) FILTER (WHERE state = 'draft')`.as('drafts'),
      sql<string>`count(*) FILTER (WHERE state = 'queued' AND publish_on IS NULL)`.as('queue'),
      sql<string>`count(*) FILTER (WHERE state = 'queued' AND publish_on IS NOT NULL)`.as('scheduled'),
    ])
    .where('blog_id', 'in', blogIds)
    .groupBy('blog_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.blog_id,
      {
        posts_count: Number(r.posts),
        drafts_count: Number(r.drafts),
        queue_count: Number(r.queue),
        scheduled_count: Number(r.scheduled),
      },
    ]),
  );
}

/** POST /svc/post/get_post_form_builder_data (spec document 1 §7): once per session. */
export async function formBuilderData(db: Db, session: SessionInfo): Promise<FormBuilderData> {
  const user = await db
    .selectFrom('users')
    .select(['primary_blog_id', 'default_editor_type', 'language', 'is_sounds_enabled'])
    .where('id', '=', session.userId)
    .executeTakeFirstOrThrow();
  const blogs = await blogsOfUser(db, session.userId);
  const current = currentBlogOf(blogs, user.primary_blog_id, session);
  const counts = await countsByBlog(
    db,
    blogs.map((b) => b.id),
  );
  return {
    channels: blogs.map((b) => ({
      name: b.name,
      name_or_id: b.name,
      title: b.title,
      avatar_url: avatarUrl(b.name, 128, b.avatar_version),
      is_primary: b.id === user.primary_blog_id,
      is_current: b.id === current?.id,
      ...(counts.get(b.id) ?? NO_COUNTS),
    })),
    limits: {
      photos_per_post: MAX_PHOTOS_PER_POST,
      photo_caption_length: PHOTO_CAPTION_MAX_LENGTH,
      tweet_length: TWEET_MAX_LENGTH,
      tweet_url_length: TWEET_URL_LENGTH,
      tags_per_post: MAX_TAGS_PER_POST,
    },
    dashboard_settings: {
      is_sounds_enabled: user.is_sounds_enabled,
      default_editor_type: user.default_editor_type as EditorType,
    },
    default_editor_type: user.default_editor_type as EditorType,
    language: user.language || 'en_US',
  };
}
