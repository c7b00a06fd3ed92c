import { type PostContent, type PostForm, type PostPhoto, SLOT_FIELDS, type SlotField } from '@rookery/core';
import type { PostExtra, StoredPhoto } from '../../db/schema.js';
import { renditionKey } from '../media/video/rendition-keys.js';
import type { PostRow } from './post-row.js';
import { presentVideo, type VideoMedia } from './video-view.js';

/** The columns a post's content fills; the same for create, edit and reblog. */
export interface RowContent {
  one: string;
  two: string;
  three: string;
  extra: PostExtra;
  photos: StoredPhoto[];
  media_key: string | null;
}

export const mediaUrl = (key: string) => `/media/${key}`;

/** Each type's fields beyond its slots; the rest of the form is not kept. */
function extraOf(form: PostForm): PostExtra {
  switch (form.type) {
    case 'photo':
      return { layout: form.layout };
    case 'link':
      return { thumbnail: form.thumbnail, excerpt: form.excerpt, author: form.author };
    case 'audio':
      return {
        track_title: form.trackTitle,
        track_artist: form.trackArtist,
        track_album: form.trackAlbum,
        album_art: form.albumArt,
        copyright_fallback: form.copyrightFallback,
      };
    case 'video':
      return form.video && !form.preuploadUrl
        ? {
            video_url: form.video.url ?? '',
            direct_embed: form.video.directEmbed ?? '',
            video_provider: form.video.provider ?? '',
            copyright_fallback: form.copyrightFallback,
          }
        : { copyright_fallback: form.copyrightFallback };
    default:
      return {};
  }
}

/** The form's content as columns; photos and media come already checked (media-check.ts). */
export function contentOf(form: PostForm, photos: StoredPhoto[], mediaKey: string | null): RowContent {
  const slots = SLOT_FIELDS[form.type].map((field) => form[field]);
  return {
    one: slots[0] ?? '',
    two: slots[1] ?? '',
    three: slots[2] ?? '',
    extra: extraOf(form),
    photos: form.type === 'photo' ? photos : [],
    media_key: form.type === 'audio' || form.type === 'video' ? mediaKey : null,
  };
}

/**
 * Who asked an answer, or submitted a post, stays credited through the owner's edits: the form
 * does not carry it (asks and submissions, issue 6).
 */
export function withCredits(content: RowContent, existing?: Pick<PostRow, 'extra'>): RowContent {
  const asking = existing?.extra.asking_name;
  const submitted = existing?.extra.submitted_by;
  if (asking === undefined && submitted === undefined) return content;
  return {
    ...content,
    extra: {
      ...content.extra,
      ...(asking !== undefined ? { asking_name: asking } : {}),
      ...(submitted !== undefined ? { submitted_by: submitted } : {}),
    },
  };
}

export function slotValues(
  row: Pick<PostRow, 'type' | 'one' | 'two' | 'three'>,
): Partial<Record<SlotField, string>> {
  const values = [row.one, row.two, row.three];
  return Object.fromEntries(SLOT_FIELDS[row.type].map((field, i) => [field, values[i] ?? '']));
}

/**
 * Photos with their URLs; a live photo's moving part is played from its SD rendition. Whether a
 * photo is animated is GIF search's to read, not part of the post readers get.
 */
export function presentPhotos(photos: StoredPhoto[]): PostPhoto[] {
  return photos.map(({ key, livephoto_key, animated, ...photo }) => ({
    ...photo,
    url: mediaUrl(key),
    ...(livephoto_key ? { livephoto_url: mediaUrl(renditionKey(livephoto_key, 'sd')) } : {}),
  }));
}

/** A slot field's value on this row, or '' when its type has no such field. */
function slot(row: Pick<PostRow, 'type' | 'one' | 'two' | 'three'>, field: SlotField): string {
  switch (SLOT_FIELDS[row.type].indexOf(field)) {
    case 0:
      return row.one;
    case 1:
      return row.two;
    case 2:
      return row.three;
    default:
      return '';
  }
}

/**
 * The post's fields by name (spec document 1 §3 table), empty where its type has none. Built as
 * one literal of a fixed shape: lists present thousands of these, and V8 keeps a fixed-shape
 * object fast where one filled by computed keys is not.
 */
export function presentContent(
  row: Pick<PostRow, 'type' | 'one' | 'two' | 'three' | 'extra' | 'photos' | 'media_key'> & {
    /** A video post's upload (video-view.ts), when the read brought it. */
    video_media?: VideoMedia | null;
  },
): PostContent {
  const extra = row.extra;
  return {
    title: slot(row, 'title'),
    body: slot(row, 'body'),
    caption: slot(row, 'caption'),
    linkthrough: slot(row, 'linkthrough'),
    quote: slot(row, 'quote'),
    source: slot(row, 'source'),
    url: slot(row, 'url'),
    thumbnail: extra.thumbnail ?? '',
    excerpt: extra.excerpt ?? '',
    author: extra.author ?? '',
    chat: slot(row, 'chat'),
    // A picked native video has no embed code of its own; readers play its direct embed.
    embed_code: slot(row, 'embedCode') || (extra.direct_embed ?? ''),
    ask: slot(row, 'ask'),
    answer: slot(row, 'answer'),
    layout: extra.layout ?? '',
    photos: presentPhotos(row.photos),
    media_url: row.media_key ? mediaUrl(row.media_key) : '',
    video: row.type === 'video' ? presentVideo(row.video_media) : null,
    track_title: extra.track_title ?? '',
    track_artist: extra.track_artist ?? '',
    track_album: extra.track_album ?? '',
    album_art: extra.album_art ?? '',
    asking_name: extra.asking_name ?? '',
    submitted_by: extra.submitted_by ?? '',
  };
}
