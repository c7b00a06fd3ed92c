import { z } from 'zod';
import { blogNameSchema } from './account.js';
import { BLOG_DESCRIPTION_MAX_LENGTH, BLOG_TITLE_MAX_LENGTH } from './constants.js';
import { flag, text } from './form-values.js';
import { messages } from './messages.js';
import { postsPerDaySchema, type QueueSettingsData, queueHourSchema, queueWindowIsValid } from './queue.js';
import { type GlobalThemeParams, themeUpdateSchema } from './theme.js';

/** A blog as anyone may see it (spec document 1 §3 channel, document 2 §3 blog on the card). */
export interface BlogData {
  name: string;
  uuid: string;
  url: string;
  title: string;
  description: string;
  avatar_url: string;
  global_theme_params: GlobalThemeParams;
  asks: boolean;
  anonymous_asks: boolean;
  submissions: boolean;
  ask_page_title: string;
  can_receive_messages: boolean;
  following: boolean;
  can_subscribe: boolean;
  is_subscribed: boolean;
  is_blocking: boolean;
  followers_count?: number;
  is_legacy_private_channel: boolean;
  directory_safe_title: string;
  has_default_header: boolean;
  customizable: boolean;
  /** Adult by its owner's choice or a moderator's, or nsfw (issue 19): readers in safe mode see its avatar pixelated. */
  is_adult: boolean;
  /** The site's house ads show on the blog's pages, as its owner chose (issue 20; on by default). */
  blog_ads: boolean;
  /** Its verified custom domain (issue 21; spec document 2 §3 cname), else null. */
  cname: string | null;
}

/** What only the owner sees: settings that never leave for other viewers. */
export interface BlogMemberData extends QueueSettingsData {
  is_primary: boolean;
  messages_from_followed_only: boolean;
  twitter_send_posts: boolean;
  facebook_opengraph_send_posts: boolean;
  followers_count: number;
}

export type OwnBlogData = BlogData & BlogMemberData;

export const createBlogSchema = z.object({
  name: blogNameSchema,
  title: text(BLOG_TITLE_MAX_LENGTH, messages.blogTitleTooLong).optional(),
});
export type CreateBlogInput = z.input<typeof createBlogSchema>;

export const blogSettingsSchema = z
  .object({
    title: text(BLOG_TITLE_MAX_LENGTH, messages.blogTitleTooLong),
    description: text(BLOG_DESCRIPTION_MAX_LENGTH, messages.blogDescriptionTooLong),
    global_theme_params: themeUpdateSchema,
    asks: flag,
    anonymous_asks: flag,
    ask_page_title: text(80, messages.blogTitleTooLong),
    submissions: flag,
    can_receive_messages: flag,
    messages_from_followed_only: flag,
    /** The owner marks the blog adult (issue 19): its posts are sensitive to safe mode. */
    is_adult: flag,
    /** The owner's choice of the site's house ads on the blog's pages (issue 20). */
    blog_ads: flag,
    posts_per_day: postsPerDaySchema,
    queue_start_hour: queueHourSchema,
    queue_end_hour: queueHourSchema,
  })
  .partial()
  .strict()
  // When both hours come together they are checked here; the server checks one against the stored other.
  .refine(
    (s) =>
      s.queue_start_hour === undefined ||
      s.queue_end_hour === undefined ||
      queueWindowIsValid(s.queue_start_hour, s.queue_end_hour),
    { message: messages.queueHoursOrder, path: ['queue_end_hour'] },
  );
export type BlogSettingsInput = z.input<typeof blogSettingsSchema>;

/** POST /settings/save (spec document 1 §7): the two share switches as on/off. */
export const settingsSaveSchema = z.object({
  tumblelog_name_or_id: z.string().min(1),
  page: z.literal('tumblelog'),
  tumblelog: z
    .object({
      facebook_opengraph_send_posts: flag,
      twitter_send_posts: flag,
    })
    .partial(),
});

export const blogRefSchema = z.object({ tumblelog: z.string().min(1, messages.blogNotFound) });
