import type { AdPlacement } from './ads/constants.js';
import type { EditorType, Theme } from './constants.js';
import type { PostLimits } from './posts/responses.js';
import type { UserRole } from './safety/constants.js';
import type { GlobalThemeParams } from './theme.js';

/**
 * A blog as its owner's current-user data carries it (spec document 1 §3 channel, with the fields
 * document 3 §3 reads of it for messaging).
 */
export interface Channel {
  name: string;
  uuid: string;
  /** The blog's mention token (blog-card.ts mentionToken): it resolves the blog in a mention. */
  token: string;
  /** The key of this blog in GET /svc/user/counts' unread_messages (its uuid). */
  mention_key: string;
  title: string;
  is_current: boolean;
  is_primary: boolean;
  following: boolean;
  can_send_messages: boolean;
  /** Unread messages over all the blog's conversations (document 1's name for it). */
  unread_count: number;
  /** The same count under document 3's name; the user's total unread is the sum over channels. */
  unread_messages_count_sum: number;
  can_subscribe: boolean;
  is_subscribed: boolean;
  avatar_url: string;
  global_theme_params: GlobalThemeParams;
  /** A moderator took the blog down (issue 19): its owner still reads it, under a notice. */
  is_suspended: boolean;
  highlighted_posts: unknown[];
  twitter_send_posts: boolean;
  facebook_opengraph_send_posts: boolean;
  is_legacy_private_channel: boolean;
  directory_safe_title: string;
}

/** The signed-in user (spec document 1 §3); `name` is the primary blog's name. */
export interface CurrentUser {
  name: string;
  email: string;
  primary: string;
  channels: Channel[];
  liked_post_count: number;
  friend_count: number;
  can_message: boolean;
  is_sounds_enabled: boolean;
  /** Desktop notifications of new messages (settings → notifications). */
  desktop_notifications: boolean;
  is_verified_email: boolean;
  default_editor_type: EditorType;
  language: string;
  /** The colour theme the page wears (settings → account). */
  theme: Theme;
  /** Safe mode (document 3 §3, §6): sensitive posts show a notice, adult blogs' avatars pixelate. */
  safe_mode: boolean;
  /** Issue 20: the account sends no tracking events (settings → account). */
  tracking_opt_out: boolean;
  /** A moderator's or admin's role (issue 19): the /admin area is theirs; null for members. */
  role: UserRole | null;
  /**
   * Issue 21: when the account is set to be deleted (ISO 8601), or null. Until then its blogs are
   * hidden from everyone else and it can be kept (settings → account).
   */
  deletion_scheduled_for: string | null;
  /** The per-user post limits, merged on once the composer's data has come (spec document 1 §3). */
  limits?: PostLimits;
}

export interface FeatureFlags {
  blog_view: boolean;
  ask_form: boolean;
  live_photos: boolean;
  mobile_handset: boolean;
  blog_ads: boolean;
  /** Messaging (spec document 3 §4): the online indicator and status labels of participants. */
  status_indicator: boolean;
  /** Several conversation windows open at once; off: opening one minimizes the others. */
  multiple_conversation_windows: boolean;
  /** Desktop notifications of new messages ("enabled by server data", spec document 3 §6). */
  messaging_notifications: boolean;
  /** Safe mode may be changed by the user (document 3 §6: "only if the server flag says so"). */
  safe_mode: boolean;
  /** The client logger sends its batches (document 3 §7: "only when the log_lady flag is on"). */
  log_lady: boolean;
}

/** Embedded in the served page; also answered by GET /svc/account/session. */
export interface Bootstrap {
  user: CurrentUser | null;
  form_key: string;
  flags: FeatureFlags;
  /** Where to get the app (doc 3 §3 nav data app_url); null when none is configured: no link. */
  app_url: string | null;
  /** Issue 20: the ad placements a live house-ad campaign takes; empty while ads are off. */
  ad_placements: AdPlacement[];
  /** Issue 20: the dashboard's rail has the ad partner's 300×250 slot (AD_SCRIPT_URL, while ads are on). */
  ad_partner: boolean;
  /**
   * The largest image message in bytes (spec document 3 §5: "size limit comes from server data,
   * default 10485760"): the server's MESSAGING_IMAGE_MAX_BYTES, so the window refuses what the
   * server would, in the limit's own words.
   */
  message_image_max_bytes: number;
  site: SiteHosts;
}

/** Where the site and its blogs live (issue 21): the page builds its links from it. */
export interface SiteHosts {
  /** The main site's origin (PUBLIC_URL), where signing in and every signed-in page are. */
  main_origin: string;
  /** Blogs are at `{blog}.{blog_domain}` (BLOG_DOMAIN), with the main site's scheme and port; null: at /{blog}. */
  blog_domain: string | null;
  /** The blog whose own host this page is on (its subdomain or custom domain); null on the main site. */
  blog_host: string | null;
}

/** Optional features (spec document 1 §1), on or off for the whole site. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  blog_view: true,
  ask_form: true,
  live_photos: true,
  mobile_handset: false,
  blog_ads: false,
  status_indicator: true,
  multiple_conversation_windows: false,
  messaging_notifications: true,
  safe_mode: true,
  log_lady: true,
};
