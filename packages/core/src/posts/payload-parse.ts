import { stripBidiControls } from '../bidi.js';
import { readFlag } from '../form-values.js';
import { expandBracketKeys } from './bracket-keys.js';
import { newPostForm } from './defaults.js';
import type { NativeVideo, PostForm } from './form.js';
import { editorTypeOfFormat, isEditorType } from './format.js';
import { PHOTO_CAPTION_MAX_LENGTH } from './limits.js';
import { plainSpaces } from './payload-build.js';
import type { PhotoItem } from './photo.js';
import { SLOT_FIELDS, SLOTS } from './slots.js';
import { isPostState, type PostState, sentCodeToState } from './states.js';
import { normalizePostType, type PostType } from './types.js';
import { prefixUrl } from './url.js';

type Tree = Record<string, unknown>;
const tree = (value: unknown): Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Tree) : {};

/**
 * Values of the wrong shape are passed through untouched, so validatePostForm names them
 * ('Invalid "title" type. Expected string, got number.') instead of the parser hiding them.
 */
const str = (value: unknown, fallback = ''): string =>
  value === undefined || value === null ? fallback : (value as string);
const id = (value: unknown): string => (typeof value === 'number' ? String(value) : str(value));
const bool = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null ? fallback : (readFlag(value) as boolean);

function readTags(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return list as string[];
  return list.map((t) => (typeof t === 'string' ? stripBidiControls(t).trim() : t)).filter((t) => t !== '');
}

/** Post codes, or state names from JSON clients; anything else stays as sent for the state rule. */
function readState(value: unknown): PostState {
  if (value === undefined || value === null || value === '') return 'published';
  if (typeof value === 'number') return sentCodeToState(String(value)) ?? (value as unknown as PostState);
  if (typeof value !== 'string') return value as PostState;
  return sentCodeToState(value) ?? (isPostState(value) ? value : (value as PostState));
}

function readPhotos(body: Tree, post: Tree): PhotoItem[] {
  const images = tree(body.images);
  const captions = tree(body.caption);
  const order = typeof post.photoset_order === 'string' ? post.photoset_order.split(',') : [];
  const ids = [...new Set([...order.filter((k) => k in images), ...Object.keys(images)])];
  return ids
    .filter((key) => typeof images[key] === 'string' && images[key] !== '')
    .map((key) => {
      const photo: PhotoItem = { id: key, preuploadUrl: images[key] as string };
      const caption = captions[key];
      photo.caption = typeof caption === 'string' ? caption.slice(0, PHOTO_CAPTION_MAX_LENGTH) : '';
      const primary = tree(body.photo_redirect_url_primary)[key];
      const ios = tree(body.photo_redirect_url_ios)[key];
      const android = tree(body.photo_redirect_url_android)[key];
      if (typeof primary === 'string' && primary) photo.primaryUrl = prefixUrl(primary);
      if (typeof ios === 'string' && ios) photo.iosUrl = ios;
      if (typeof android === 'string' && android) photo.androidUrl = android;
      // A live photo's moving part: the upload's url (or its rendition's, as an edit sends it back).
      const live = tree(body.livephoto)[key];
      if (typeof live === 'string' && live) photo.livephotoUrl = live;
      return photo;
    });
}

function readVideo(value: unknown): NativeVideo | null {
  if (value === undefined || value === null || value === '') return null;
  const v = tree(value);
  return { url: str(v.url), directEmbed: str(v.direct_embed), provider: str(v.provider) };
}

function readEditorType(value: unknown): PostForm['editorType'] {
  if (isEditorType(value)) return value;
  if (typeof value === 'number' || typeof value === 'string') {
    return editorTypeOfFormat(value, { current: 'rich' });
  }
  return value === undefined || value === null ? 'rich' : (value as PostForm['editorType']);
}

/**
 * The server's side of the save call: a form-encoded body (already nested by qs) or JSON, flat
 * bracket keys or nested, read into the post form model the validation rules speak.
 */
export function parseUpdatePayload(input: unknown): PostForm {
  const body = expandBracketKeys(input);
  const post = tree(body.post);
  const rawType = post.type ?? body.type;
  const type = (normalizePostType(rawType) ?? rawType ?? 'text') as PostType;
  const editId = id(body.edit_post_id);
  const isReblog = bool(body.reblog, false) === true || Boolean(body.reblog_key);
  const form = newPostForm(type, {}, editId ? 'edit' : isReblog ? 'reblog' : 'new');
  const slots = SLOT_FIELDS[type] ?? [];
  slots.forEach((field, i) => {
    const value = str(post[SLOTS[i]!]);
    (form as unknown as Tree)[field] =
      typeof value !== 'string'
        ? value
        : field === 'chat'
          ? plainSpaces(value)
          : field === 'title'
            ? stripBidiControls(value)
            : value;
  });
  const redirectPrimary = str(body.redirect_url_primary ?? post.redirect_url_primary);
  const sourceUrl = str(post.source_url);
  const id3 = tree(body.id3_tags);
  Object.assign(form, {
    state: readState(post.state),
    tags: readTags(post.tags),
    customUrl: str(post.slug),
    sourceUrl: typeof sourceUrl === 'string' ? prefixUrl(sourceUrl) : sourceUrl,
    postDate: str(post.date),
    publish_on: str(post.publish_on),
    editorType: readEditorType(body.editor_type),
    tumblelog: str(body.channel_id),
    postId: editId,
    reblog_id: id(body.reblog_post_id),
    reblog_key: str(body.reblog_key),
    removeReblogTree: bool(body.remove_reblog_tree, false),
    send_to_twitter: bool(body.send_to_twitter, false),
    customTweet: str(body.custom_tweet),
    carouselDisplay: bool(body.carousel_display ?? post.carousel_display, false),
    members_only: bool(body.members_only, false),
    owner_flagged_nsfw: bool(body.owner_flagged_nsfw, false),
    canBeLiked: bool(body.can_be_liked, true),
    canBeReblogged: bool(body.can_be_reblogged, true),
    enableCTA: bool(body.enable_cta, false),
    ctaTextCode: str(body.cta_text_code, '0'),
    tspSkipLightbox: bool(body.tsp_skip_lightbox, false),
    enableRedirectUrls: bool(body.enable_redirect_urls, false),
    redirectUrlPrimary: typeof redirectPrimary === 'string' ? prefixUrl(redirectPrimary) : redirectPrimary,
    redirectUrlIOS: str(body.redirect_url_ios),
    redirectUrlAndroid: str(body.redirect_url_android),
    contextData: { ...form.contextData, contextPage: str(body.context_page, form.contextData.contextPage) },
    photos: readPhotos(body, post),
    layout: str(post.photoset_layout),
    thumbnail: str(body.thumbnail),
    author: str(body.author),
    excerpt: str(body.excerpt),
    preuploadUrl: str(body.preuploaded_url),
    preuploadKey: str(body.preuploaded_ch),
    albumArt: str(body.album_art),
    preuploadAlbumArt: str(body.artwork_pre_upload),
    trackTitle: str(id3.title),
    trackArtist: str(id3.artist),
    trackAlbum: str(id3.album),
    confirmTos: bool(body.confirm_tos, false),
    copyrightFallback: bool(body.copyright_fallback, false),
    video: readVideo(body.video),
  } satisfies Partial<PostForm>);
  if (type === 'video' && !form.embedCode) form.embedCode = str(body.embed_code);
  // Spec document 1 §4, §7: queued (2) with a publish date is a scheduled post, as `on.2` is.
  if (form.state === 'queued' && typeof form.publish_on === 'string' && form.publish_on.trim()) {
    form.state = 'scheduled';
  }
  return form;
}
