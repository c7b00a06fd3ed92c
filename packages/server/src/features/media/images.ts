import {
  ANIMATION_MAX_PIXELS,
  IMAGE_MAX_LONG_SIDE,
  RESIZED_IMAGE_MIMES,
  uploadMessages,
} from '@rookery/core';
import sharp from 'sharp';
import { ValidationError } from '../../http/errors.js';

export interface PreparedImage {
  data: Buffer;
  width: number;
  height: number;
  /** Frames of an animation; 1 for a still. */
  frames: number;
}

/** An image file as it is stored: `scaled` holds new bytes, or is null when the file is kept as sent. */
export interface PreparedImageFile {
  scaled: Buffer | null;
  width: number;
  height: number;
  frames: number;
}

/**
 * An uploaded image as it is stored (doc 1 §5). JPEG and PNG are decoded, turned upright by their
 * EXIF orientation and shrunk to at most 1080 px on the long side; re-encoding also drops the EXIF
 * block, so a phone photo's location does not go public. Other types (GIF, WebP) are stored byte
 * for byte, so an animation keeps every frame; only their header is read, and an animation past
 * ANIMATION_MAX_PIXELS is refused before any reader's browser has to decode it.
 */
export async function prepareImage(data: Buffer, mime: string): Promise<PreparedImage> {
  const { scaled, width, height, frames } = await prepare(data, mime);
  return { data: scaled ?? data, width, height, frames };
}

/** `prepareImage` of a file on disk: sharp reads it in libuv's threads, never whole into this one. */
export function prepareImageFile(path: string, mime: string): Promise<PreparedImageFile> {
  return prepare(path, mime);
}

async function prepare(input: Buffer | string, mime: string): Promise<PreparedImageFile> {
  try {
    if (RESIZED_IMAGE_MIMES.includes(mime)) return await rotateAndScale(input, mime);
    // Without `animated`, width and height are one frame's, and sharp's own pixel limit (which
    // would count every frame) leaves the judgement of frames to us.
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) throw new Error('image without dimensions');
    const frames = meta.pages ?? 1;
    if (frames > 1 && frames * meta.width * meta.height > ANIMATION_MAX_PIXELS)
      throw ValidationError.field('file', uploadMessages.animationTooBig(ANIMATION_MAX_PIXELS));
    return { scaled: null, width: meta.width, height: meta.height, frames };
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw ValidationError.field('file', uploadMessages.invalidType.image);
  }
}

async function rotateAndScale(input: Buffer | string, mime: string): Promise<PreparedImageFile> {
  const pipeline = sharp(input).autoOrient().resize({
    width: IMAGE_MAX_LONG_SIDE,
    height: IMAGE_MAX_LONG_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded = mime === 'image/png' ? pipeline.png() : pipeline.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { scaled: data, width: info.width, height: info.height, frames: 1 };
}
