import { RICH_FIELDS, type SlotField } from '@rookery/core';
import { AppError } from '../../http/errors.js';
import { mediaUrl } from '../posts/content.js';
import { note } from '../tumblr/unmapped.js';
import type { ImportedPost, MediaRef } from './imported-post.js';
import { importReasons } from './reasons.js';
import type { OpenSource } from './source.js';

/** A post whose files are stored here: their addresses are this site's uploads of the blog's owner. */
export interface StoredPost {
  post: ImportedPost;
  /** Upload addresses (`/media/<key>`) of the photos, in order, with their captions. */
  photos: { url: string; caption: string }[];
  mediaUrl: string;
  albumArtUrl: string;
  /** Files stored for the post. */
  stored: number;
}

const IMAGE_TAG = /<img\b[^>]*>/gi;
const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Stores the files a post shows through its source (its archive, or Tumblr's hosts), each once
 * however often the post names it: its photos, its audio or video and album art, a link's picture,
 * and the pictures in its text and trail. A photo or track that cannot be had is reported; a
 * picture in the text that the source cannot give stays where it was (shown through the image
 * proxy).
 */
export async function storePostMedia(source: OpenSource, input: ImportedPost): Promise<StoredPost> {
  const post = { ...input, unmapped: [...input.unmapped] };
  const done = new Map<string, string | null>();
  let stored = 0;
  const store = async (ref: MediaRef, required: boolean): Promise<string | null> => {
    const known = done.get(`${ref.kind} ${ref.src}`);
    if (known !== undefined) return known;
    let url: string | null = null;
    try {
      const media = await source.store(ref);
      if (media) {
        url = mediaUrl(media.key);
        stored++;
      } else if (required) note(post.unmapped, importReasons.mediaMissing(ref.kind));
    } catch (error) {
      const detail = error instanceof AppError ? error.message : 'it could not be read.';
      note(post.unmapped, importReasons.mediaFailed(ref.kind, detail));
    }
    done.set(`${ref.kind} ${ref.src}`, url);
    return url;
  };

  const inlineImages = async (html: string): Promise<string> => {
    const replaced = new Map<string, string>();
    for (const tag of html.match(IMAGE_TAG) ?? []) {
      const match = SRC.exec(tag);
      const src = match ? decode(match[1] ?? match[2] ?? match[3] ?? '') : '';
      const url = src && !replaced.has(tag) ? await store({ kind: 'image', src }, false) : null;
      if (url) replaced.set(tag, tag.replace(SRC, ` src="${url}" data-key="${url.slice('/media/'.length)}"`));
    }
    return replaced.size > 0 ? html.replace(IMAGE_TAG, (tag) => replaced.get(tag) ?? tag) : html;
  };

  const fields = { ...post.fields };
  for (const field of Object.keys(fields) as SlotField[]) {
    if (RICH_FIELDS.has(field) && fields[field]) fields[field] = await inlineImages(fields[field]!);
  }
  const trail = [];
  for (const step of post.trail) trail.push({ ...step, content: await inlineImages(step.content) });
  const photos = [];
  for (const photo of post.photos) {
    const url = await store(photo.image, true);
    if (url) photos.push({ url, caption: photo.caption });
  }
  const media = post.media ? await store(post.media, true) : null;
  const albumArt = post.albumArt ? await store(post.albumArt, false) : null;
  const thumbnail = post.thumbnail ? ((await store(post.thumbnail, false)) ?? post.thumbnail.src) : '';
  return withoutMissingMedia({
    post: { ...post, fields, trail, thumbnail: thumbnail ? { kind: 'image', src: thumbnail } : null },
    photos,
    mediaUrl: media ?? '',
    albumArtUrl: albumArt ?? '',
    stored,
  });
}

/**
 * A photo post left with no photos, or an audio or video post with nothing to play, cannot be
 * one here: it becomes a text post with its words, so nothing written is lost.
 */
function withoutMissingMedia(stored: StoredPost): StoredPost {
  const { post } = stored;
  const missing =
    (post.type === 'photo' && stored.photos.length === 0) ||
    (post.type === 'audio' && !stored.mediaUrl && !post.fields.url) ||
    (post.type === 'video' && !stored.mediaUrl && !post.fields.embedCode);
  if (!missing) return stored;
  const unmapped = [...post.unmapped];
  note(unmapped, importReasons.becameText);
  // A reblog keeps its trail: the root's words stay with it, and the comment becomes the body.
  return {
    ...stored,
    post: { ...post, type: 'text', fields: { body: post.fields.caption ?? '' }, unmapped },
  };
}
