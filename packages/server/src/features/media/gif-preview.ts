import { GIF_IMAGE_WIDTH } from '@rookery/core';
import sharp from 'sharp';

/** What a GIF's preview copy records on its upload's row (media.meta.gif_preview). */
export interface GifPreview {
  width: number;
  height: number;
  bytes: number;
}

/**
 * `uploads/image/<uuid>.gif` → `uploads/image/<uuid>_250.gif`: the preview's key follows from the
 * upload's, the way a size suffix names a smaller copy (spec document 2 §9), so a reader of the
 * row needs no second lookup to find it.
 */
export function gifPreviewKey(uploadKey: string): string {
  return uploadKey.replace(/(\.gif)?$/i, `_${GIF_IMAGE_WIDTH}.gif`);
}

/**
 * The animation GIF_IMAGE_WIDTH wide, every frame kept: what GIF search shows in its grid of
 * 150-px cards, so a page of 200 results loads a fraction of the originals' bytes. sharp decodes
 * and encodes in libuv's threads, never on the event loop.
 */
export async function makeGifPreview(input: Buffer | string): Promise<{ data: Buffer } & GifPreview> {
  const { data, info } = await sharp(input, { animated: true })
    .resize({ width: GIF_IMAGE_WIDTH })
    .gif()
    .toBuffer({ resolveWithObject: true });
  const height = (info as { pageHeight?: number }).pageHeight ?? info.height;
  return { data, width: info.width, height, bytes: data.length };
}
