import { IMAGE_MAX_LONG_SIDE, RESIZED_IMAGE_MIMES, uploadMessages } from '@rookery/core';
import sharp from 'sharp';
import { ValidationError } from '../../http/errors.js';

export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * An uploaded image as it is stored (doc 1 §5). JPEG and PNG are decoded, turned upright by their
 * EXIF orientation and shrunk to at most 1080 px on the long side; re-encoding also drops the EXIF
 * block, so a phone photo's location does not go public. Other types (GIF, WebP) are stored byte
 * for byte, so an animation keeps every frame; only their size is read.
 */
export async function prepareImage(data: Buffer, mime: string): Promise<PreparedImage> {
  try {
    if (RESIZED_IMAGE_MIMES.includes(mime)) return await rotateAndScale(data, mime);
    const meta = await sharp(data, { animated: true }).metadata();
    if (!meta.width || !meta.height) throw new Error('image without dimensions');
    // An animation's height is all its frames stacked; a frame is one page high.
    return { data, width: meta.width, height: meta.pageHeight ?? meta.height };
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw ValidationError.field('file', uploadMessages.invalidType.image);
  }
}

async function rotateAndScale(data: Buffer, mime: string): Promise<PreparedImage> {
  const pipeline = sharp(data).autoOrient().resize({
    width: IMAGE_MAX_LONG_SIDE,
    height: IMAGE_MAX_LONG_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded = mime === 'image/png' ? pipeline.png() : pipeline.jpeg({ quality: 85, mozjpeg: true });
  const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data: out, width: info.width, height: info.height };
}
