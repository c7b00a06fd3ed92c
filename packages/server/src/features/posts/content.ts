import { type PostContent, type PostForm, type PostPhoto, SLOT_FIELDS, type SlotField } from '@rookery/core';
import type { PostExtra, StoredPhoto } from '../../db/schema.js';
import type { PostRow } from './post-row.js';

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

/** A slot field's name as answers spell it (embedCode → embed_code). */
const contentKey = (field: SlotField) => (field === 'embedCode' ? 'embed_code' : field);

export function slotValues(
  row: Pick<PostRow, 'type' | 'one' | 'two' | 'three'>,
): Partial<Record<SlotField, string>> {
  const values = [row.one, row.two, row.three];
  return Object.fromEntries(SLOT_FIELDS[row.type].map((field, i) => [field, values[i] ?? '']));
}

export function presentPhotos(photos: StoredPhoto[]): PostPhoto[] {
  return photos.map(({ key, ...photo }) => ({ ...photo, url: mediaUrl(key) }));
}

/** The post's fields by name (spec document 1 §3 table), empty where its type has none. */
export function presentContent(row: PostRow): PostContent {
  const extra = row.extra;
  const content: PostContent = {
    title: '',
    body: '',
    caption: '',
    linkthrough: '',
    quote: '',
    source: '',
    url: '',
    thumbnail: extra.thumbnail ?? '',
    excerpt: extra.excerpt ?? '',
    author: extra.author ?? '',
    chat: '',
    embed_code: '',
    ask: '',
    answer: '',
    layout: extra.layout ?? '',
    photos: presentPhotos(row.photos),
    media_url: row.media_key ? mediaUrl(row.media_key) : '',
    track_title: extra.track_title ?? '',
    track_artist: extra.track_artist ?? '',
    track_album: extra.track_album ?? '',
    album_art: extra.album_art ?? '',
  };
  for (const [field, value] of Object.entries(slotValues(row))) {
    (content as unknown as Record<string, string>)[contentKey(field as SlotField)] = value;
  }
  // A picked native video has no embed code of its own; readers play its direct embed.
  content.embed_code ||= extra.direct_embed ?? '';
  return content;
}
