import { type PostView, plainText, postSummary } from '@rookery/core';
import type { HeadImage } from './head-tags.js';

const DESCRIPTION_MAX = 200;

/** A post's fields in the order they read as its words; never an embed code or a bare address. */
const WORD_FIELDS = [
  'title',
  'body',
  'caption',
  'quote',
  'ask',
  'answer',
  'excerpt',
  'chat',
  'track_title',
] as const;

export const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The post's words as plain text: its own first, else the trail's (a reblog without a comment). */
function wordsOf(post: PostView): string[] {
  const own = WORD_FIELDS.map((f) => plainText(post[f] ?? '')).filter(Boolean);
  return own.length ? own : post.trail.map((t) => plainText(t.content)).filter(Boolean);
}

export interface PostSummary {
  /** A line for the title, the one the browser's tab shows too (core's postSummary). */
  headline: string;
  description: string;
  image: HeadImage | undefined;
}

export function summarizePost(post: PostView): PostSummary {
  const words = wordsOf(post);
  const first = words[0] ?? '';
  const photo = post.photos[0];
  const art = post.thumbnail || post.album_art;
  return {
    headline: postSummary(post),
    // The words after the headline when there are more (a text post's body after its title).
    description: clip((words.length > 1 ? words.slice(1) : words).join(' '), DESCRIPTION_MAX),
    image: photo
      ? { url: photo.url, width: photo.width, height: photo.height, alt: plainText(photo.caption) || first }
      : art
        ? { url: art }
        : undefined,
  };
}
