import {
  MAX_TAGS_PER_POST,
  PHOTO_CAPTION_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  slugify,
  TAG_MAX_LENGTH,
} from '@rookery/core';
import { note } from '../tumblr/unmapped.js';
import type { ImportedPost } from './imported-post.js';
import { importReasons } from './reasons.js';

/** As the composer's title field takes it (web composer/fields/title-field.tsx). */
export const TITLE_MAX_LENGTH = 250;

const webAddress = (value: string) => (/^https?:\/\//i.test(value.trim()) ? value.trim() : '');

/**
 * A post from elsewhere fitted to the limits Rookery's own posts keep (core posts/limits.ts), so a
 * long tag or slug does not cost the whole post: tags past the limits are left out (and reported),
 * slugs, titles and photo captions shortened, addresses that are not web addresses dropped.
 */
export function fitRules(post: ImportedPost): ImportedPost {
  const notes = [...post.unmapped];
  const tags = [...new Set(post.tags.map((tag) => tag.trim()).filter(Boolean))];
  const kept = tags.filter((tag) => tag.length <= TAG_MAX_LENGTH).slice(0, MAX_TAGS_PER_POST);
  if (kept.length < tags.length) note(notes, importReasons.tagsCut);
  const fields = { ...post.fields };
  if (fields.title) fields.title = fields.title.slice(0, TITLE_MAX_LENGTH);
  if (fields.linkthrough) fields.linkthrough = webAddress(fields.linkthrough);
  return {
    ...post,
    tags: kept,
    slug: slugify(post.slug).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, ''),
    sourceUrl: webAddress(post.sourceUrl),
    fields,
    photos: post.photos.map((p) => ({ ...p, caption: p.caption.slice(0, PHOTO_CAPTION_MAX_LENGTH) })),
    unmapped: notes,
  };
}
