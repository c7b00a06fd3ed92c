import type { EditorType } from '../constants.js';
import type { FormatCode } from './format.js';
import type { FetchStateCode, PostState } from './states.js';
import type { TrailItem } from './trail.js';
import type { PostType } from './types.js';
import type { PostContent } from './view.js';

/** The blog a post was saved to or loaded from (spec document 1 §3 save response). */
export interface PostTumblelog {
  name: string;
  name_or_id: string;
  url: string;
  post_url: string;
  avatar: string;
}

/** Spec document 1 §3 save response of POST /svc/post/update. */
export interface PostSaveResponse {
  post: {
    id: string;
    type: PostType;
    state: PostState;
    is_edit: boolean;
    is_reblog: boolean;
    publish_on: string | null;
    date: string;
  };
  post_tumblelog: PostTumblelog;
  created_post: boolean;
  /** A line for the save toast ('Posted to blog.', 'Saved as a draft.', ...). */
  message: string;
  post_context_page: string;
  context_tumblelog: string;
  /** The saved post rendered as the dashboard shows it (the fragment call's markup for one post). */
  post_dashboard_html: string;
}

/** Spec document 1 §7 fetch: what the form needs to open a post for edit or reblog. */
export interface PostFetchData extends PostContent {
  id: string;
  type: PostType;
  can_reblog_as: string[];
  /** A spec §4 server code; the form reads scheduled and private from publish_on and is_private. */
  state: FetchStateCode;
  publish_on: string | null;
  /** Comma joined, as the form's tag field sends them back. */
  tags: string;
  format: FormatCode;
  from_app: boolean;
  is_private: boolean;
  custom_tweet: string;
  send_to_twitter: boolean;
  ads_cta_text_code: string;
  enable_cta: boolean;
  redirect_url_primary: string;
  redirect_url_ios: string;
  redirect_url_android: string;
  enable_redirect_urls: boolean;
  source_url: string;
  slug: string;
  date: string;
  members_only: boolean;
  owner_flagged_nsfw: boolean;
  can_be_liked: boolean;
  can_be_reblogged: boolean;
  carousel_display: boolean;
  tsp_skip_lightbox: boolean;
  confirm_tos: boolean;
  copyright_fallback: boolean;
  /** Audio and video from our uploads; the form sends it back as preuploaded_url. */
  preuploaded_url: string;
  reblog_key: string;
  /** For a reblog: the parent's trail plus the parent's own words, root first. */
  trail: TrailItem[];
  /** For a reblog: the post being reblogged and its blog. */
  reblog_id?: string;
  reblog_blog_name?: string;
}

export interface PostFetchResponse {
  post: PostFetchData;
  post_tumblelog: PostTumblelog;
  created_post: boolean;
  post_context_page: string;
}

/** A blog as the composer's blog selector needs it (the per-blog data merged onto a channel). */
export interface ComposerChannel {
  name: string;
  name_or_id: string;
  title: string;
  avatar_url: string;
  is_primary: boolean;
  is_current: boolean;
  posts_count: number;
  drafts_count: number;
  queue_count: number;
  scheduled_count: number;
}

export interface PostLimits {
  photos_per_post: number;
  photo_caption_length: number;
  tweet_length: number;
  tweet_url_length: number;
  tags_per_post: number;
}

/** The user's dashboard settings, as /settings/dashboard shows them. */
export interface DashboardSettings {
  is_sounds_enabled: boolean;
  default_editor_type: EditorType;
}

/**
 * POST /svc/post/get_post_form_builder_data (spec document 1 §7); limits, dashboard settings,
 * language and default editor are merged onto the user (§3).
 */
export interface FormBuilderData {
  channels: ComposerChannel[];
  limits: PostLimits;
  dashboard_settings: DashboardSettings;
  default_editor_type: EditorType;
  language: string;
}

export interface PostDeleteResponse {
  id: string;
  deleted: true;
}
