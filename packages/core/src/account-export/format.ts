import { z } from 'zod';
import { EDITOR_TYPES, THEMES } from '../constants.js';
import { POST_STATES } from '../posts/states.js';
import { POST_TYPES } from '../posts/types.js';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from './constants.js';

/**
 * The files of an account export (issue 21), version 1, as schemas: the export writes them, and an
 * import (or anyone's script) reads them with the same rules. docs/export-format.md describes every
 * file and field in words. Dates are ISO 8601 in UTC; ids of posts and messages are strings (64-bit).
 * Objects may gain fields in a later version 1 export; removing or changing one makes a version 2.
 */

const date = z.string();
const nullableDate = date.nullable();

/**
 * A media file in the zip. `url` is the address the content refers to it by on the exporting site
 * (`/media/<key>`: replace it with the file's new address when restoring); `path` is where the
 * bytes are in the zip, relative to the folder of the JSON file that names it.
 */
export const exportedFileSchema = z.object({
  url: z.string(),
  path: z.string(),
  mime: z.string().nullable(),
  bytes: z.number().int().nonnegative(),
});
export type ExportedFile = z.infer<typeof exportedFileSchema>;

/** Another blog, named as it was when the export was made, with its address on the exporting site. */
export const blogLinkSchema = z.object({ name: z.string(), url: z.string() });

/** manifest.json, at the root of the zip. */
export const exportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_FORMAT_VERSION),
  exported_at: date,
  site: z.object({ name: z.string(), url: z.string() }),
  account: z.object({
    email: z.string(),
    created_at: date,
    primary_blog: z.string(),
    settings: z.object({
      theme: z.enum(THEMES),
      default_editor_type: z.enum(EDITOR_TYPES),
      language: z.string(),
      safe_mode: z.boolean(),
      is_sounds_enabled: z.boolean(),
      desktop_notifications: z.boolean(),
      tracking_opt_out: z.boolean(),
    }),
  }),
  blogs: z.array(
    z.object({
      name: z.string(),
      primary: z.boolean(),
      /** The blog's folder: `blogs/{name}/`. */
      folder: z.string(),
      posts: z.number().int().nonnegative(),
      media_files: z.number().int().nonnegative(),
    }),
  ),
  messages: z.object({ folder: z.string(), conversations: z.number().int().nonnegative() }),
  /** Addresses the content refers to whose files the server no longer had: not in the zip. */
  missing_files: z.array(z.string()),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;

/** blogs/{name}/blog.json: the blog and every setting its owner chose. */
export const exportedBlogSchema = z.object({
  name: z.string(),
  uuid: z.string(),
  url: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  created_at: date,
  primary: z.boolean(),
  avatar: exportedFileSchema.nullable(),
  header: exportedFileSchema.nullable(),
  /** The appearance (global_theme_params) as stored over the defaults; the header is `header` above. */
  theme: z.record(z.string(), z.unknown()),
  settings: z.object({
    asks: z.boolean(),
    anonymous_asks: z.boolean(),
    ask_page_title: z.string(),
    submissions: z.boolean(),
    can_receive_messages: z.boolean(),
    messages_from_followed_only: z.boolean(),
    twitter_send_posts: z.boolean(),
    facebook_opengraph_send_posts: z.boolean(),
    is_private: z.boolean(),
    is_adult: z.boolean(),
    blog_ads: z.boolean(),
    posts_per_day: z.number().int(),
    queue_start_hour: z.number().int(),
    queue_end_hour: z.number().int(),
  }),
  followers: z.number().int().nonnegative(),
});
export type ExportedBlog = z.infer<typeof exportedBlogSchema>;

const exportedPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  path: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  caption: z.string(),
  /** A live photo's moving part: its upload. */
  livephoto: exportedFileSchema.nullable(),
  redirect_url_primary: z.string().optional(),
  redirect_url_ios: z.string().optional(),
  redirect_url_android: z.string().optional(),
});

/** One item of blogs/{name}/posts.json: a post in any state, with everything needed to make it again. */
export const exportedPostSchema = z.object({
  id: z.string(),
  type: z.enum(POST_TYPES),
  /** As people see it: published, draft, queued, scheduled, private, unapproved (a submission), transcoding. */
  state: z.enum(POST_STATES),
  is_private: z.boolean(),
  /** A scheduled post's time. */
  publish_on: nullableDate,
  published_at: nullableDate,
  created_at: date,
  updated_at: date,
  /** The owner's order of a queued post (a sortable string); null keeps the order queued (by id). */
  queue_position: z.string().nullable(),
  format: z.enum(EDITOR_TYPES),
  /** Markdown posts: each rich field's Markdown source (the field itself holds the HTML it renders to). */
  markdown: z.record(z.string(), z.string()).nullable(),
  // The fields by name (spec document 1 §3), '' where the type has none; rich ones are sanitized HTML.
  title: z.string(),
  body: z.string(),
  caption: z.string(),
  linkthrough: z.string(),
  quote: z.string(),
  source: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  excerpt: z.string(),
  author: z.string(),
  chat: z.string(),
  embed_code: z.string(),
  ask: z.string(),
  answer: z.string(),
  layout: z.string(),
  track_title: z.string(),
  track_artist: z.string(),
  track_album: z.string(),
  album_art: z.string(),
  asking_name: z.string(),
  submitted_by: z.string(),
  photos: z.array(exportedPhotoSchema),
  /** Audio and video: the uploaded file (null for another site's player), and a video's captions. */
  media: exportedFileSchema.nullable(),
  captions: exportedFileSchema.nullable(),
  /** A video picked from another site: its page, its player's code and the site. */
  video_embed: z.object({ url: z.string(), direct_embed: z.string(), provider: z.string() }).nullable(),
  /** Every media file the post refers to (photos, the upload, images in its text and trail), once. */
  files: z.array(exportedFileSchema),
  tags: z.array(z.string()),
  slug: z.string(),
  source_url: z.string(),
  post_url: z.string(),
  /** The post rendered: `posts/{id}.html`. */
  html: z.string(),
  is_reblog: z.boolean(),
  reblog_key: z.string(),
  parent_post_id: z.string().nullable(),
  root_post_id: z.string().nullable(),
  reblogged_from_name: z.string().nullable(),
  reblogged_root_name: z.string().nullable(),
  trail: z.array(
    z.object({ blog_name: z.string(), post_id: z.string(), content: z.string(), is_root: z.boolean() }),
  ),
  note_count: z.number().int().nonnegative(),
  members_only: z.boolean(),
  owner_flagged_nsfw: z.boolean(),
  can_be_liked: z.boolean(),
  can_be_reblogged: z.boolean(),
  carousel_display: z.boolean(),
  enable_cta: z.boolean(),
  cta_text_code: z.string(),
  tsp_skip_lightbox: z.boolean(),
  enable_redirect_urls: z.boolean(),
  redirect_url_primary: z.string(),
  redirect_url_ios: z.string(),
  redirect_url_android: z.string(),
  send_to_twitter: z.boolean(),
  custom_tweet: z.string(),
  confirm_tos: z.boolean(),
  from_app: z.boolean(),
  /** A moderator's decisions, for the record; an import does not restore them. */
  moderation: z.object({
    classification: z.enum(['none', 'adult']),
    appeal_state: z.number().int(),
    flagged_sensitive: z.boolean(),
  }),
});
export type ExportedPost = z.infer<typeof exportedPostSchema>;

/** blogs/{name}/likes.json: posts liked as this blog. */
export const exportedLikeSchema = z.object({
  post_id: z.string(),
  post_url: z.string(),
  blog_name: z.string(),
  liked_at: date,
});

/** blogs/{name}/follows.json: blogs this blog follows. */
export const exportedFollowSchema = blogLinkSchema.extend({ followed_at: date, subscribed: z.boolean() });

/** blogs/{name}/blocks.json: blogs this blog blocks. */
export const exportedBlockSchema = blogLinkSchema.extend({ blocked_at: date });

/** blogs/{name}/asks.json: asks this blog received and kept, answered or not. */
export const exportedAskSchema = z.object({
  id: z.string(),
  question: z.string(),
  asked_at: date,
  anonymous: z.boolean(),
  /** Who asked; null for an anonymous ask. */
  asker: blogLinkSchema.nullable(),
  answered_at: nullableDate,
  /** The answer post (in posts.json) and its answer (HTML); null while unanswered. */
  answer_post_id: z.string().nullable(),
  answer: z.string().nullable(),
});

const exportedMessageSchema = z.object({
  id: z.string(),
  sent_at: date,
  /** The sending blog's name. */
  from: z.string(),
  type: z.enum(['TEXT', 'POSTREF', 'IMAGE', 'STICKER']),
  text: z.string().nullable(),
  formatting: z.array(z.unknown()),
  post: z.object({ id: z.string(), url: z.string() }).nullable(),
  image: exportedFileSchema.extend({ width: z.number(), height: z.number() }).nullable(),
  sticker: z.string().nullable(),
  context: z.string().nullable(),
});

/** messages/{blog}/{conversation id}.json: a conversation as the account's blog saw it. */
export const exportedConversationSchema = z.object({
  id: z.string(),
  /** The account's blog taking part. */
  blog: z.string(),
  participants: z.array(blogLinkSchema),
  started_at: date,
  messages: z.array(exportedMessageSchema),
});
export type ExportedConversation = z.infer<typeof exportedConversationSchema>;

/** messages/conversations.json: every conversation file, with who it is with. */
export const exportedConversationIndexSchema = z.array(
  z.object({
    id: z.string(),
    blog: z.string(),
    participants: z.array(blogLinkSchema),
    file: z.string(),
    messages: z.number().int().nonnegative(),
    last_message_at: nullableDate,
  }),
);
