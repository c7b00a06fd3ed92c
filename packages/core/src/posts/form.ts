import type { EditorType } from '../constants.js';
import type { PhotoItem } from './photo.js';
import type { PostState } from './states.js';
import type { TrailItem } from './trail.js';
import type { PostMode, PostType } from './types.js';

/**
 * A native video picked in the composer (e.g. from a provider): it must name the video and carry
 * the code that plays it directly ('No video specified.' / 'Direct embed missing.').
 */
export interface NativeVideo {
  url?: string;
  directEmbed?: string;
  provider?: string;
}

/** Where the form was opened from (spec §3 contextData). */
export interface PostContextData {
  baseRoute: string;
  contextPage: string;
}

/**
 * The post form model of spec document 1 §3: the common fields, then every type's named fields.
 * Only the fields of `type` matter; the rest keep what the user typed when switching types.
 */
export interface PostForm {
  type: PostType;
  mode: PostMode;
  state: PostState;
  editorType: EditorType;
  tags: string[];
  /** The target blog's name; empty means the server picks (current blog, else primary). */
  tumblelog: string;
  postDate: string;
  customUrl: string;
  sourceUrl: string;
  publish_on: string;
  carouselDisplay: boolean;
  members_only: boolean;
  owner_flagged_nsfw: boolean;
  canBeLiked: boolean;
  canBeReblogged: boolean;
  enableCTA: boolean;
  ctaTextCode: string;
  tspSkipLightbox: boolean;
  enableRedirectUrls: boolean;
  redirectUrlPrimary: string;
  redirectUrlIOS: string;
  redirectUrlAndroid: string;
  contentStats: Record<string, unknown>;
  uploading: boolean;
  loading: boolean;
  hasLoadingInlineImages: boolean;
  /** The spec's `post-id`: the post being edited. */
  postId: string;
  reblog_id: string;
  reblog_key: string;
  can_reblog_as: string[];
  contextData: PostContextData;
  send_to_twitter: boolean;
  customTweet: string;
  /** The reblog tree shown above the comment; `removeReblogTree` drops it (payload remove_reblog_tree). */
  reblogTrail: TrailItem[];
  removeReblogTree: boolean;

  title: string;
  body: string;
  caption: string;
  linkthrough: string;
  photos: PhotoItem[];
  layout: string;
  quote: string;
  source: string;
  url: string;
  thumbnail: string;
  excerpt: string;
  author: string;
  chat: string;
  service: string;
  preuploadUrl: string;
  preuploadKey: string;
  trackTitle: string;
  trackArtist: string;
  trackAlbum: string;
  preuploadAlbumArt: string;
  albumArt: string;
  confirmTos: boolean;
  copyrightFallback: boolean;
  embedCode: string;
  video: NativeVideo | null;
  ask: string;
  answer: string;
}
