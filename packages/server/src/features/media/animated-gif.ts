import { GIF_IMAGE_WIDTH } from '@rookery/core';
import type { MediaMeta } from '../../db/schema.js';

/**
 * Whether an upload is an animated GIF: a GIF of more than one frame. An upload stored before
 * frames were counted is taken as animated, as migration 0017 takes it: nearly every GIF posted
 * moves, and a still one found by GIF search is still a GIF.
 */
export function isAnimatedGif(media: { mime: string; meta: MediaMeta }): boolean {
  if (media.mime !== 'image/gif') return false;
  return media.meta.frames === undefined || media.meta.frames > 1;
}

/** Whether an upload gets a 250-px preview copy (gif-preview.ts): an animation wider than that. */
export function wantsGifPreview(mime: string, frames: number, width: number): boolean {
  return mime === 'image/gif' && frames > 1 && width > GIF_IMAGE_WIDTH;
}
