import type { PostVideo } from '../video/post-video.js';
import type { FormatCode } from './format.js';
import type { PostState } from './states.js';
import type { TrailItem } from './trail.js';
import type { PostType } from './types.js';

/** A photo of a saved post: the stored media and its size, so readers lay it out before it loads. */
export interface PostPhoto {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  caption: string;
  /** A live photo's moving part (an MP4 of at most 3 s, no sound), played on hover (issue 17). */
  livephoto_url?: string;
  redirect_url_primary?: string;
  redirect_url_ios?: string;
  redirect_url_android?: string;
}

/** Each type's named fields as saved (the slots, read by type). Absent fields are empty strings. */
export interface PostContent {
  title: string;
  body: string;
  caption: string;
  linkthrough: string;
  quote: string;
  source: string;
  url: string;
  thumbnail: string;
  excerpt: string;
  author: string;
  chat: string;
  embed_code: string;
  ask: string;
  answer: string;
  layout: string;
  photos: PostPhoto[];
  /** Audio and video: our uploaded file's URL, empty for external sources. */
  media_url: string;
  /** An uploaded video's renditions and conversion (issue 17); null for embeds and other types. */
  video: PostVideo | null;
  track_title: string;
  track_artist: string;
  track_album: string;
  album_art: string;
  /** An answer post's asker: their blog's name, or 'Anonymous' (asks, issue 6). Empty elsewhere. */
  asking_name?: string;
  /** A submitted post: the blog that submitted it (submissions, issue 6). Empty elsewhere. */
  submitted_by?: string;
}

/** The blog a post appears on, as the post's header shows it (spec document 2 §3 "nested blog data"). */
export interface PostBlog {
  name: string;
  title: string;
  url: string;
  avatar_url: string;
  /** From the blog's theme (global_theme_params.avatar_shape). */
  avatar_shape: 'circle' | 'square';
  /** Whether the viewer's current blog follows it; false for visitors and for the viewer's own blogs. */
  following: boolean;
  /** Adult or nsfw (issue 19): its avatar pixelates for a reader in safe mode (document 3 §6). */
  is_adult: boolean;
}

/** A post as every reading surface lists it (dashboard, blog pages, tags, explore, likes, drafts, queue). */
export interface PostView extends PostContent {
  id: string;
  type: PostType;
  blog_name: string;
  post_url: string;
  state: PostState;
  /** Publication time, or the scheduled time for scheduled posts; ISO 8601. */
  date: string;
  publish_on: string | null;
  tags: string[];
  slug: string;
  source_url: string;
  format: FormatCode;
  is_reblog: boolean;
  reblog_key: string;
  parent_post_id: string | null;
  root_post_id: string | null;
  /** The blogs reblogged from and first posted on, credited even when the tree was removed. */
  reblogged_from_name: string | null;
  reblogged_root_name: string | null;
  trail: TrailItem[];
  members_only: boolean;
  owner_flagged_nsfw: boolean;
  /**
   * Sensitive for safe mode (issue 19): labelled by its author or a moderator, inheriting a label
   * from its trail, or on an adult or nsfw blog. A reader in safe mode sees a notice first.
   */
  is_nsfw: boolean;
  can_be_liked: boolean;
  can_be_reblogged: boolean;
  /** The author asked for the photoset as a carousel (the composer's carousel_display). */
  carousel_display: boolean;
  blog: PostBlog;
  /** The post model's root_id: the post a reblog chain started from (itself when original). */
  root_id: string;
  /** Notes of the root post (likes, reblogs and replies), shown on every post of the chain. */
  note_count: number;
  /** Whether the viewer has liked this post. */
  liked: boolean;
  /** Whether one of the viewer's blogs has reblogged this very post (spec document 2 §3). */
  reblogged: boolean;
  /** Whether the viewer follows this post's replies (the post model's isSubscribed). */
  is_subscribed: boolean;
  /** The tags the owner promoted this post in; empty for everyone but the owner. */
  promoted_tags: string[];
  /** The owner's order in the queue (queued posts only, 1-based on the page); null elsewhere. */
  queue_position: number | null;
  /**
   * Only to its owner, only for a post a moderator classified adult (issue 19): its appeal state,
   * the spec's message for it (document 2 §8) and whether it may be appealed.
   */
  appeal?: { state: number; message: string; can_appeal: boolean };
  /** The post's blog's uuid (the post model's tumblelog_uuid). */
  tumblelog_uuid: string;
  /** Opaque and stable: the key and digest an embed of this post is addressed by (share popover data). */
  embed_key: string;
  embed_did: string;
  /** Set only for posts a placement (an ad or a recommendation slot) put in a list; null otherwise. */
  placement_id: string | null;
  /** Whether a recommendation put the post in the list; we recommend none, so false. */
  is_recommended: boolean;
  /** Marks a premium post (spec document 2 §3); there are none, so false. */
  pt: boolean;
  /** Whether the card shows its photos as a carousel: asked for, with more than one photo. */
  is_carousel: boolean;
  /** The carousel photo a list opens on (0); null for posts that are no carousel. */
  carousel_index: number | null;
  /** A reblog's source: the blog it was reblogged from and whether the viewer follows it; null for originals. */
  reblog_source: PostReblogSource | null;
}

/** The post model's reblog_source (spec document 2 §3). */
export interface PostReblogSource {
  name: string;
  /** Whether the viewer's current blog follows it; false for visitors and the viewer's own blogs. */
  following: boolean;
}

export interface PostListResponse {
  posts: PostView[];
  /** Pass as `before` for the next page; null on the last page. An opaque keyset cursor. */
  next: string | null;
}
