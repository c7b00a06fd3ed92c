import { DEFAULT_CONTEXT_PAGE, DEFAULT_EDITOR_TYPE, type EditorType } from '../constants.js';
import type { PostForm } from './form.js';
import type { PostMode, PostType } from './types.js';

/** The default post attributes (spec document 1 §3); each value's type is the field's type. */
export const DEFAULT_POST_FORM: Readonly<PostForm> = Object.freeze({
  type: 'text',
  mode: 'new',
  state: 'published',
  editorType: DEFAULT_EDITOR_TYPE as EditorType,
  tags: [],
  tumblelog: '',
  postDate: '',
  customUrl: '',
  sourceUrl: '',
  publish_on: '',
  carouselDisplay: false,
  members_only: false,
  owner_flagged_nsfw: false,
  canBeLiked: true,
  canBeReblogged: true,
  enableCTA: false,
  ctaTextCode: '0',
  tspSkipLightbox: false,
  enableRedirectUrls: false,
  redirectUrlPrimary: '',
  redirectUrlIOS: '',
  redirectUrlAndroid: '',
  contentStats: {},
  uploading: false,
  loading: false,
  hasLoadingInlineImages: false,
  postId: '',
  reblog_id: '',
  reblog_key: '',
  can_reblog_as: [],
  contextData: { baseRoute: '/dashboard', contextPage: DEFAULT_CONTEXT_PAGE },
  send_to_twitter: false,
  customTweet: '',
  reblogTrail: [],
  removeReblogTree: false,
  title: '',
  body: '',
  caption: '',
  linkthrough: '',
  photos: [],
  layout: '',
  quote: '',
  source: '',
  url: '',
  thumbnail: '',
  excerpt: '',
  author: '',
  chat: '',
  service: '',
  preuploadUrl: '',
  preuploadKey: '',
  trackTitle: '',
  trackArtist: '',
  trackAlbum: '',
  preuploadAlbumArt: '',
  albumArt: '',
  confirmTos: false,
  copyrightFallback: false,
  embedCode: '',
  video: null,
  ask: '',
  answer: '',
});

/** A fresh form of a type, with its own arrays so edits never touch the defaults. */
export function newPostForm(
  type: PostType,
  overrides: Partial<PostForm> = {},
  mode: PostMode = 'new',
): PostForm {
  return {
    ...DEFAULT_POST_FORM,
    tags: [],
    can_reblog_as: [],
    photos: [],
    reblogTrail: [],
    contentStats: {},
    contextData: { ...DEFAULT_POST_FORM.contextData },
    type,
    mode,
    ...overrides,
  };
}

/** The name a type check reports: arrays and null are told apart from objects. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Spec §5: every default attribute keeps its default's type. `video` may also be an object (a
 * picked native video) in place of its default null.
 */
export function attributeTypeProblem(form: Record<string, unknown>): string | null {
  for (const [field, fallback] of Object.entries(DEFAULT_POST_FORM)) {
    const value = form[field];
    if (value === undefined) continue;
    const expected = typeName(fallback);
    const got = typeName(value);
    if (got === expected) continue;
    if (field === 'video' && got === 'object') continue;
    return `Invalid "${field}" type. Expected ${expected}, got ${got}.`;
  }
  return null;
}
