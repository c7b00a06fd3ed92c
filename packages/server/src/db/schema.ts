import type {
  ActivityKind,
  AdBeacon,
  AdPlacement,
  FormatCode,
  FormattingSpan,
  PostPhoto,
  PostType,
  ReportReason,
  ReportTarget,
  SlotField,
  StoredPostState,
  TrailItem,
  UserRole,
} from '@rookery/core';
import type { ColumnType, Generated } from 'kysely';
import type {
  ApiAppsTable,
  ApiCodesTable,
  ApiGrantsTable,
  ApiNoncesTable,
  ApiRequestTokensTable,
  ApiTokensTable,
} from './api-tables.js';
import type { ImportedPostsTable, ImportsTable } from './import-tables.js';

/** A timestamp column; insertable as a Date, optional where the column has a default. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** bigint ids come back from pg as strings; we keep them strings (64-bit safe). */
type Id = Generated<string>;
type Ref = string;

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  email_verified_at: Timestamp | null;
  primary_blog_id: Ref | null;
  is_sounds_enabled: Generated<boolean>;
  can_message: Generated<boolean>;
  default_editor_type: Generated<string>;
  language: Generated<string>;
  liked_post_count: Generated<number>;
  created_at: CreatedAt;
  /** Two-factor sign-in (migration 0012): keys encrypted, see accounts/two-factor. */
  tfa_secret: string | null;
  tfa_pending_secret: string | null;
  tfa_enabled_at: Timestamp | null;
  tfa_last_step: number | null;
  /** Settings → notifications (migration 0013). */
  desktop_notifications: Generated<boolean>;
  /** Settings → account (migration 0014): one of THEMES. */
  theme: Generated<string>;
  /** Migration 0019: hides sensitive posts and pixelates adult blogs' avatars; on for new accounts. */
  safe_mode: Generated<boolean>;
  role: UserRole | null;
  /** Migration 0021: no tracking events from this account. */
  tracking_opt_out: Generated<boolean>;
  /** Migration 0028: the account is removed at this time unless its owner keeps it first. */
  delete_after: Timestamp | null;
}

export interface BlogsTable {
  id: Id;
  uuid: Generated<string>;
  user_id: Ref;
  name: string;
  title: Generated<string>;
  description: Generated<string>;
  avatar_key: string | null;
  avatar_version: Generated<number>;
  theme: Generated<Record<string, unknown>>;
  asks: Generated<boolean>;
  anonymous_asks: Generated<boolean>;
  ask_page_title: Generated<string>;
  submissions: Generated<boolean>;
  can_receive_messages: Generated<boolean>;
  messages_from_followed_only: Generated<boolean>;
  twitter_send_posts: Generated<boolean>;
  facebook_opengraph_send_posts: Generated<boolean>;
  is_private: Generated<boolean>;
  created_at: CreatedAt;
  /** Queue settings (migration 0004): posts a day, spread between these UTC hours. */
  posts_per_day: Generated<number>;
  queue_start_hour: Generated<number>;
  queue_end_hour: Generated<number>;
  /** When the queue last published: a slot that began before it is served (jobs/publish-queue.ts). */
  queue_last_published_at: Timestamp | null;
  /** Migration 0019: adult by its owner's choice or a moderator's; the rest are moderators' toggles. */
  is_adult: Generated<boolean>;
  /** The site's house ads show on the blog's pages (migration 0027). */
  blog_ads: Generated<boolean>;
  is_nsfw: Generated<boolean>;
  is_spam: Generated<boolean>;
  is_uniblocked: Generated<boolean>;
  is_suspended: Generated<boolean>;
  /** Migration 0028: its account waits to be deleted; hidden from everyone else meanwhile. */
  is_leaving: Generated<boolean>;
}

export interface SessionsTable {
  id: string;
  user_id: Ref;
  form_key: string;
  current_blog_id: Ref | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface EmailTokensTable {
  id: string;
  user_id: Ref;
  purpose: 'verify' | 'reset';
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface TfaRecoveryCodesTable {
  user_id: Ref;
  digest: string;
  used_at: Timestamp | null;
}

/** A right password waiting for its second factor: the token's hash, not a session yet. */
export interface LoginChallengesTable {
  id: string;
  user_id: Ref;
  expires_at: Timestamp;
}

/** A budget of features/limits/limiter.ts: whole again at `full_at`. */
export interface RateLimitsTable {
  key: string;
  full_at: Timestamp;
}

export interface FollowsTable {
  follower_blog_id: Ref;
  followed_blog_id: Ref;
  created_at: CreatedAt;
}

export interface MediaTable {
  id: Id;
  /** Where the file lives in the media store; its public url is `/media/<key>`. */
  key: string;
  user_id: Ref;
  kind: 'image' | 'audio' | 'video';
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** Seconds, for audio and video. */
  duration: number | null;
  /**
   * `id3`: title, artist and album read from an audio file's tags. Images: `frames` (1 for a still;
   * absent on uploads made before issue 17's GIF search), and an animated GIF's 250-px copy.
   */
  meta: Generated<MediaMeta>;
  status: Generated<'ready' | 'processing' | 'failed'>;
  created_at: CreatedAt;
  /** Migration 0016: a video's converted files (media/renditions.ts names their keys). */
  renditions: Generated<VideoRenditions>;
  /** Percent done while the video is converted. */
  progress: number | null;
  /** Why the video could not be converted (core videoMessages). */
  failure: string | null;
  /** The author's WebVTT captions of a video. */
  captions_key: string | null;
  /** A post's video, or a live photo's moving part (converted short and silent). */
  purpose: Generated<'post' | 'live_photo'>;
}

export interface MediaMeta {
  id3?: { title?: string; artist?: string; album?: string };
  frames?: number;
  /** Stored under features/media/gif-preview.ts's gifPreviewKey of the upload's key. */
  gif_preview?: { width: number; height: number; bytes: number };
}

/** One converted picture size. */
export interface RenditionSize {
  width: number;
  height: number;
}

/** What a video's conversion made (media.renditions); each present only when made. */
export interface VideoRenditions {
  sd?: RenditionSize & { bytes: number };
  hd?: RenditionSize & { bytes: number };
  poster?: RenditionSize;
  /** The size of one of the filmstrip's tiles. */
  filmstrip?: RenditionSize;
}

/** A photo of a post as stored (jsonb in posts.photos): the photo readers get, keyed by its upload's store key. */
export type StoredPhoto = Omit<PostPhoto, 'url' | 'livephoto_url'> & {
  key: string;
  /** Its upload is an animated GIF (GIF search finds the post by it: migration 0017). */
  animated?: true;
  /** A live photo's moving part: the store key of its upload (its rendition is presented). */
  livephoto_key?: string;
};

/** The fields of a type beyond its three slots (posts.extra). */
export interface PostExtra {
  layout?: string;
  thumbnail?: string;
  excerpt?: string;
  author?: string;
  track_title?: string;
  track_artist?: string;
  track_album?: string;
  album_art?: string;
  /** A picked native video (core NativeVideo): its page, the code that plays it, its provider. */
  video_url?: string;
  direct_embed?: string;
  video_provider?: string;
  /** Audio and video: the user's choice of what plays when the upload cannot. */
  copyright_fallback?: boolean;
  /**
   * Markdown posts (format code 2): each rich field's Markdown source, kept for editing; the slot
   * holds the sanitized HTML it renders to, which every reader gets.
   */
  markdown?: Partial<Record<SlotField, string>>;
  /** Answer posts: who asked, as the ask was (a blog's name, or 'Anonymous'); kept on edits and reblogs. */
  asking_name?: string;
  /** A submitted post: the name of the blog that submitted it; kept on edits and reblogs. */
  submitted_by?: string;
}

export interface PostsTable {
  id: Id;
  blog_id: Ref;
  type: PostType;
  /** Stored state; private and scheduled are derived from is_private and publish_on (core deriveState). */
  state: StoredPostState;
  is_private: Generated<boolean>;
  publish_on: Timestamp | null;
  published_at: Timestamp | null;
  format: Generated<FormatCode>;
  /** The generic slots of spec document 1 §3, read by type through core's SLOT_FIELDS. */
  one: Generated<string>;
  two: Generated<string>;
  three: Generated<string>;
  extra: Generated<PostExtra>;
  photos: Generated<StoredPhoto[]>;
  media_key: string | null;
  tags: Generated<string[]>;
  slug: Generated<string>;
  source_url: Generated<string>;
  members_only: Generated<boolean>;
  owner_flagged_nsfw: Generated<boolean>;
  can_be_liked: Generated<boolean>;
  can_be_reblogged: Generated<boolean>;
  enable_cta: Generated<boolean>;
  cta_text_code: Generated<string>;
  tsp_skip_lightbox: Generated<boolean>;
  enable_redirect_urls: Generated<boolean>;
  redirect_url_primary: Generated<string>;
  redirect_url_ios: Generated<string>;
  redirect_url_android: Generated<string>;
  carousel_display: Generated<boolean>;
  send_to_twitter: Generated<boolean>;
  custom_tweet: Generated<string>;
  confirm_tos: Generated<boolean>;
  from_app: Generated<boolean>;
  is_reblog: Generated<boolean>;
  parent_post_id: Ref | null;
  parent_blog_id: Ref | null;
  root_post_id: Ref | null;
  root_blog_id: Ref | null;
  reblog_key: string;
  trail: Generated<TrailItem[]>;
  created_at: CreatedAt;
  updated_at: DefaultTimestamp;
  /** Migration 0005: notes on this post when it is a root (likes and published reblogs), kept by triggers. */
  note_count: Generated<number>;
  /** The owner's place for a queued post; null keeps the order queued (by id). */
  queue_position: string | null;
  /** Migration 0019: a moderator's sensitive label; is_sensitive = any label, the trail's included. */
  moderator_flagged_nsfw: Generated<boolean>;
  is_sensitive: Generated<boolean>;
  /** A moderator's adult classification (hidden from all but the owner) and its appeal state (-1..4). */
  classification: Generated<'none' | 'adult'>;
  appeal_state: Generated<number>;
  // search_vector (migration 0015), generated by PostgreSQL, is read only by features/search's SQL.
}

/** One like by a user (acting as one of their blogs) of a post; root_post_id is where the note counts. */
export interface LikesTable {
  id: Id;
  user_id: Ref;
  blog_id: Ref;
  post_id: Ref;
  root_post_id: Ref;
  created_at: CreatedAt;
}

/** A public, published post under one of its tags (lower-cased); kept by a trigger on posts. */
export interface ActivityTable {
  id: Id;
  blog_id: Ref;
  kind: ActivityKind;
  actor_blog_id: Ref | null;
  post_id: Ref | null;
  text: Generated<string>;
  created_at: CreatedAt;
  read_at: Timestamp | null;
}

export interface PostTagsTable {
  tag: string;
  post_id: Ref;
  blog_id: Ref;
  published_at: Timestamp;
}

/** A blog's reply to a post (migration 0007); a note on root_post_id, like a like. */
export interface RepliesTable {
  id: Id;
  post_id: Ref;
  root_post_id: Ref;
  blog_id: Ref;
  user_id: Ref;
  text: string;
  created_at: CreatedAt;
}

/** A user following a post's replies, told through blog_id (migration 0007). */
export interface PostSubscriptionsTable {
  post_id: Ref;
  user_id: Ref;
  blog_id: Ref;
  created_at: CreatedAt;
}

/** A post its owner promoted in one of its tags, lower-cased (migration 0007). */
export interface PromotionsTable {
  id: Id;
  tag: string;
  post_id: Ref;
  blog_id: Ref;
  created_at: CreatedAt;
}

/** A blog blocking another blog (migration 0008). */
/** Each blog's newest public post time, kept by a trigger on posts (migration 0041). */
export interface BlogHeadsTable {
  blog_id: Ref;
  published_at: Date;
}

export interface BlocksTable {
  blocker_blog_id: Ref;
  blocked_blog_id: Ref;
  context: Generated<string>;
  created_at: CreatedAt;
}

/** A blog subscribed to a blog it follows: told of each post that blog publishes (migration 0008). */
export interface BlogSubscriptionsTable {
  subscriber_blog_id: Ref;
  blog_id: Ref;
  source: Generated<string>;
  created_at: CreatedAt;
}

/** A question to a blog (migration 0009); the asker is kept even when anonymous, never shown then. */
export interface AsksTable {
  id: Id;
  recipient_blog_id: Ref;
  asker_blog_id: Ref;
  asker_user_id: Ref;
  anonymous: Generated<boolean>;
  question: string;
  key: string;
  created_at: CreatedAt;
  answered_at: Timestamp | null;
  answer_post_id: Ref | null;
  deleted_at: Timestamp | null;
  /** A keyed hash of the address it came from (migration 0025), for blocking its sender. */
  asker_address: string | null;
}

/** Who submitted which post to which blog (migration 0009); post_id is null once it was denied. */
export interface SubmissionsTable {
  id: Id;
  post_id: Ref | null;
  recipient_blog_id: Ref;
  submitter_blog_id: Ref;
  submitter_user_id: Ref;
  created_at: CreatedAt;
}

/** One conversation between blogs (migration 0010); `participants_key` is the sorted blog ids. */
export interface ConversationsTable {
  id: Id;
  participants_key: string;
  /** Null once the starting blog's account was deleted (migration 0029). */
  started_by_blog_id: Ref | null;
  started_by_user_id: Ref | null;
  created_at: CreatedAt;
}

/** A conversation as one blog sees it (migration 0010): its reading, unread count and flags. */
export interface ConversationParticipantsTable {
  conversation_id: Ref;
  blog_id: Ref;
  last_message_id: Generated<string>;
  last_modified: DefaultTimestamp;
  last_read_message_id: Generated<string>;
  last_read_at: Timestamp | null;
  unread_count: Generated<number>;
  /** Messages up to this id are deleted for this blog. */
  deleted_up_to: Generated<string>;
  is_blurred_images: Generated<boolean>;
  is_possible_spam: Generated<boolean>;
}

/** A message's stored image: the upload's keys and sizes, largest first. */
export interface StoredMessageImage {
  sizes: { key: string; width: number; height: number }[];
}

/** A message (migration 0010); its id is the spec's `ts`. */
export interface MessagesTable {
  id: Id;
  conversation_id: Ref;
  /** A blog, or a deleted one in departed_blogs (migration 0029). */
  sender_blog_id: Ref;
  type: 'TEXT' | 'POSTREF' | 'IMAGE' | 'STICKER';
  text: string | null;
  formatting: Generated<FormattingSpan[]>;
  post_id: Ref | null;
  media_id: Ref | null;
  image: StoredMessageImage | null;
  sticker_id: string | null;
  context: string | null;
  created_at: CreatedAt;
}

/** A deleted blog, as the conversations it leaves behind name it (migration 0029). */
export interface DepartedBlogsTable {
  blog_id: string;
  uuid: string;
  name: string;
  departed_at: DefaultTimestamp;
}

/** A zip of everything an account owns (migration 0028), made by a job, kept EXPORT_KEEP_DAYS. */
export interface AccountExportsTable {
  id: Id;
  user_id: Ref;
  token: string;
  status: Generated<'pending' | 'ready' | 'expired' | 'failed'>;
  bytes: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
}

/** A blog reported as spam from a conversation (migration 0010). */
export interface MessageSpamReportsTable {
  id: Id;
  conversation_id: Ref | null;
  reporter_blog_id: Ref;
  reported_blog_id: Ref;
  context: Generated<string>;
  created_at: CreatedAt;
}

/** A post's shares to one network (migration 0018), counted. */
export interface PostShareCountsTable {
  post_id: Ref;
  network: string;
  count: ColumnType<string, string | number | undefined, string | number>;
  last_shared_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  blogs: BlogsTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  rate_limits: RateLimitsTable;
  tfa_recovery_codes: TfaRecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  follows: FollowsTable;
  posts: PostsTable;
  media: MediaTable;
  likes: LikesTable;
  post_tags: PostTagsTable;
  activity: ActivityTable;
  replies: RepliesTable;
  post_subscriptions: PostSubscriptionsTable;
  promotions: PromotionsTable;
  blocks: BlocksTable;
  blog_heads: BlogHeadsTable;
  blog_subscriptions: BlogSubscriptionsTable;
  asks: AsksTable;
  submissions: SubmissionsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  address_blocks: AddressBlocksTable;
  blog_domains: BlogDomainsTable;
  message_spam_reports: MessageSpamReportsTable;
  moderation_log: ModerationLogTable;
  reports: ReportsTable;
  events: EventsTable;
  insight_minutes: InsightMinutesTable;
  insight_hours: InsightHoursTable;
  insight_days: InsightDaysTable;
  insight_active_users: InsightActiveUsersTable;
  insight_active_days: InsightActiveDaysTable;
  insight_cursors: InsightCursorsTable;
  ad_campaigns: AdCampaignsTable;
  ad_daily: AdDailyTable;
  ad_reader_daily: AdReaderDailyTable;
  ad_hours: AdHoursTable;
  post_share_counts: PostShareCountsTable;
  imports: ImportsTable;
  imported_posts: ImportedPostsTable;
  account_exports: AccountExportsTable;
  departed_blogs: DepartedBlogsTable;
  api_apps: ApiAppsTable;
  api_grants: ApiGrantsTable;
  api_request_tokens: ApiRequestTokensTable;
  api_codes: ApiCodesTable;
  api_tokens: ApiTokensTable;
  api_nonces: ApiNoncesTable;
}

/** Every moderator action (migration 0019): who, what, on what, why, when. */
export interface ModerationLogTable {
  id: Id;
  moderator_user_id: Ref | null;
  action: string;
  target_type: 'blog' | 'post' | 'report' | 'user' | 'message';
  target_id: Ref;
  reason: Generated<string>;
  details: Generated<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** A blog's custom domain (migration 0032): verified once its TXT record carries the token. */
export interface BlogDomainsTable {
  blog_id: Ref;
  domain: string;
  token: string;
  verified_at: Timestamp | null;
  created_at: CreatedAt;
}

/** An address a blog takes no more asks or submissions from (migration 0025), hashed. */
export interface AddressBlocksTable {
  blog_id: Ref;
  address: string;
  created_at: CreatedAt;
}

/** A report (migration 0019): one per reporter and thing reported, with what it was then. */
export interface ReportsTable {
  id: Id;
  reporter_user_id: Ref;
  reporter_blog_id: Ref | null;
  target_type: ReportTarget;
  target_id: Ref;
  target_blog_id: Ref | null;
  reason: ReportReason;
  note: Generated<string>;
  snapshot: Generated<Record<string, unknown>>;
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  resolved_by: Ref | null;
  resolved_at: Timestamp | null;
  created_at: CreatedAt;
}

/** The event store (migration 0021), partitioned by day. */
export interface EventsTable {
  id: Generated<string>;
  at: DefaultTimestamp;
  source: EventSource;
  name: string;
  user_id: Ref | null;
  /** The client's address cut short (features/logging/address.ts). */
  address: string | null;
  data: Generated<Record<string, unknown>>;
}

/** Which door an event came in by. */
export type EventSource = 'cslog' | 'lady' | 'bblog' | 'pixel' | 'conversion' | 'ad';

/** Migration 0023: events an hour, by source and name ('site' for the site's own counts). */
/** Events per minute (migration 0034), counted every minute, kept three days. */
export interface InsightMinutesTable {
  minute: Timestamp;
  source: string;
  name: string;
  events: number;
}

export interface InsightHoursTable {
  hour: Date;
  source: string;
  name: string;
  events: string;
}

export interface InsightDaysTable {
  day: string;
  source: string;
  name: string;
  events: string;
}

export interface InsightActiveUsersTable {
  day: string;
  user_id: Ref;
}

/** Users active per day, counted from insight_active_users (migration 0039). */
export interface InsightActiveDaysTable {
  day: string;
  users: number;
}

export interface InsightCursorsTable {
  name: string;
  position: string;
}

/** House ads (migration 0024). */
export interface AdCampaignsTable {
  id: Id;
  name: string;
  headline: string;
  body: Generated<string>;
  image_url: Generated<string>;
  video_url: Generated<string>;
  /** `{event, url}[]` (migration 0027). */
  beacons: Generated<AdBeacon[]>;
  link_url: Generated<string>;
  promoted_post_url: Generated<string>;
  placements: AdPlacement[];
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  daily_cap: number | null;
  frequency_cap: number | null;
  sensitive: Generated<boolean>;
  active: Generated<boolean>;
  created_by: Ref | null;
  created_at: CreatedAt;
  updated_at: DefaultTimestamp;
}

export interface AdDailyTable {
  campaign_id: Ref;
  day: string;
  served: Generated<number>;
}

/** `reader`: the user's id, or a visitor's session id. */
export interface AdReaderDailyTable {
  campaign_id: Ref;
  reader: string;
  day: string;
  served: Generated<number>;
}

/** Migration 0026: a campaign's impressions, viewable impressions and clicks in an hour. */
export interface AdHoursTable {
  campaign_id: Ref;
  hour: Date;
  served: string;
  viewable: string;
  clicks: string;
}
