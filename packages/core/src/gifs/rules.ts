import { stripBidiControls } from '../bidi.js';
import { GIF_HIDDEN_TAGS, GIF_IMAGE_WIDTH, GIF_MAX_TAGS } from './constants.js';
import { GIF_CARE_MESSAGE, GIF_CARE_TERMS } from './texts.js';
import type { GifSearchMessage } from './types.js';

/** Spec document 2 §5: search text is trimmed and lowercased (runs of spaces become one). */
export function gifQuery(raw: string): string {
  return stripBidiControls(raw).trim().toLowerCase().replace(/\s+/g, ' ');
}

const hidden = new Set<string>(GIF_HIDDEN_TAGS);

/** Spec §5: the tags a card shows: never gif or gifs, at most GIF_MAX_TAGS. */
export function visibleGifTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !hidden.has(tag.trim().toLowerCase())).slice(0, GIF_MAX_TAGS);
}

/** Spec §9: a result is reported GIF_IMAGE_WIDTH wide; its height keeps the image's ratio. */
export function gifSizeAtWidth(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: GIF_IMAGE_WIDTH, height: GIF_IMAGE_WIDTH };
  return { width: GIF_IMAGE_WIDTH, height: Math.max(1, Math.round((height * GIF_IMAGE_WIDTH) / width)) };
}

/** The server's word of care for a query that names one of GIF_CARE_TERMS; null otherwise. */
export function gifCareMessage(query: string): GifSearchMessage | null {
  const words = ` ${gifQuery(query).replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
  return GIF_CARE_TERMS.some((term) => words.includes(` ${term} `)) ? GIF_CARE_MESSAGE : null;
}
