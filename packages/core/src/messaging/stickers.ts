import type { MessageSticker } from './types.js';

/**
 * The built-in sticker catalogue (ours: the spec names sticker messages but not where stickers come
 * from). Each is a square SVG served by the web client at `/stickers/<id>.svg`.
 */
export const STICKERS = [
  { id: 'wave', name: 'Wave' },
  { id: 'heart', name: 'Heart' },
  { id: 'thumbs-up', name: 'Thumbs up' },
  { id: 'laugh', name: 'Laugh' },
  { id: 'party', name: 'Party' },
  { id: 'coffee', name: 'Coffee' },
  { id: 'star', name: 'Star' },
  { id: 'rook', name: 'Rook' },
] as const;

export type StickerId = (typeof STICKERS)[number]['id'];

/** Stickers are drawn on a square of this many pixels. */
export const STICKER_SIZE = 200;

export function stickerUrl(id: string): string {
  return `/stickers/${id}.svg`;
}

/** The sticker a message names, as messages carry it; null for an id not in the catalogue. */
export function findSticker(id: string | null | undefined): MessageSticker | null {
  const known = STICKERS.find((s) => s.id === id);
  if (!known) return null;
  const url = stickerUrl(known.id);
  return { id: known.id, url, original_size_url: url, width: STICKER_SIZE, height: STICKER_SIZE };
}
