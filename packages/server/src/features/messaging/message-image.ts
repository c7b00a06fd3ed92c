import { randomUUID } from 'node:crypto';
import { MESSAGE_IMAGE_MIME, messagingTexts } from '@rookery/core';
import sharp, { type OutputInfo } from 'sharp';
import type { StoredMessageImage } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ValidationError } from '../../http/errors.js';
import { prepareImage } from '../media/images.js';
import type { NewMedia } from '../media/media.js';
import { sniffType } from '../media/sniff.js';

/** The image part of a message upload (multipart part `data`). */
export interface ReceivedImage {
  name: string;
  declaredType: string;
  data: Buffer;
}

export interface StoredImage {
  /** The upload's row, inserted with the message. */
  media: NewMedia;
  image: StoredMessageImage;
}

/** Ours: the smaller sizes an image message is also kept at (spec §9: the window shows 195 px). */
const ALT_WIDTHS = [540, 250] as const;

const field = (detail: string) => ValidationError.field('data', detail);

/**
 * Checks and stores an image message (spec §5): jpg, jpeg, png or gif by its bytes ('Invalid file
 * type.'), at most `limitBytes` ('Image must be smaller than …MB'), and an image sharp can read
 * ('Something about that file is off.'). It goes through the uploads' preparation (upright, at most
 * 1080 px, no EXIF; a GIF kept as sent) and is kept at smaller widths as well, largest first.
 */
export async function storeMessageImage(
  deps: Pick<AppDeps, 'media'>,
  userId: string,
  file: ReceivedImage,
  limitBytes: number,
): Promise<StoredImage> {
  if (file.data.length === 0) throw field(messagingTexts.fileIsOff);
  if (file.data.length > limitBytes) throw field(messagingTexts.imageTooBig(limitBytes));
  const sniffed = await sniffType(file.data, 'image');
  if (!sniffed || !MESSAGE_IMAGE_MIME.test(sniffed.mime)) throw field(messagingTexts.invalidFileType);
  let prepared: Awaited<ReturnType<typeof prepareImage>>;
  try {
    prepared = await prepareImage(file.data, sniffed.mime);
  } catch {
    throw field(messagingTexts.fileIsOff);
  }
  const base = `messages/${randomUUID()}`;
  const key = `${base}.${sniffed.ext}`;
  await deps.media.put(key, prepared.data);
  const sizes = [{ key, width: prepared.width, height: prepared.height }];
  for (const width of ALT_WIDTHS.filter((w) => w < prepared.width)) {
    const { data, info } = await resize(prepared.data, sniffed.mime, width);
    const altKey = `${base}_${width}.${sniffed.ext}`;
    await deps.media.put(altKey, data);
    sizes.push({ key: altKey, width: info.width, height: info.pageHeight ?? info.height });
  }
  return {
    media: {
      key,
      user_id: userId,
      kind: 'image',
      mime: sniffed.mime,
      bytes: prepared.data.length,
      width: prepared.width,
      height: prepared.height,
      status: 'ready',
    },
    image: { sizes },
  };
}

/** A smaller copy in the same format; a GIF keeps every frame. */
function resize(data: Buffer, mime: string, width: number) {
  const gif = mime === 'image/gif';
  const pipeline = sharp(data, { animated: gif }).resize({ width });
  const encoded = gif
    ? pipeline.gif()
    : mime === 'image/png'
      ? pipeline.png()
      : pipeline.jpeg({ quality: 85, mozjpeg: true });
  return encoded.toBuffer({ resolveWithObject: true }) as Promise<{
    data: Buffer;
    info: OutputInfo & { pageHeight?: number };
  }>;
}
