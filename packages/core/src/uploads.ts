import { z } from 'zod';

/**
 * Uploads (spec document 2 §4, §5, §8, §9; document 1 §5 image rules): which files each kind
 * accepts, how big they may be, and the messages. The client checks a picked file with
 * `checkUpload` before sending it; the server checks the received file again with the type it
 * sniffed from the bytes, so both answer with the same words.
 */

export const UPLOAD_KINDS = ['image', 'audio', 'video'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * Size limits per kind; the spec leaves the numbers to us. A photo from a phone is a few MB, a
 * song under 20 MB, a few minutes of phone video under 200 MB. The server streams a file to disk
 * and stops reading at its kind's limit, so a limit costs disk, not memory.
 */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: 20 * MB,
  audio: 50 * MB,
  video: 200 * MB,
};

/** The largest upload of any kind: what the server lets through before it knows the kind. */
export const UPLOAD_MAX_BYTES_ANY = Math.max(...Object.values(UPLOAD_MAX_BYTES));

/**
 * What one account may keep in uploads, all kinds together (the server's UPLOAD_QUOTA_BYTES may
 * set another): room for thousands of photos and some fifty full-size videos, while one account
 * cannot fill the disk of a small instance.
 */
export const UPLOAD_QUOTA_BYTES = 10 * GB;

/**
 * An animated image (GIF, WebP) is stored as sent and decoded whole in every reader's browser:
 * frames × width × height may be at most this many pixels (about 400 MB of decoded frames), so a
 * 150-frame 1500 × 1500 GIF (337 million) is refused, while a 100-frame 1000 × 1000 loop passes.
 */
export const ANIMATION_MAX_PIXELS = 100_000_000;

/** Images are rescaled to at most this many pixels on the long side (doc 1 §5, §9). */
export const IMAGE_MAX_LONG_SIDE = 1080;

/** Only these image types are decoded to rotate and scale; others are stored as they are (doc 1 §5). */
export const RESIZED_IMAGE_MIMES: readonly string[] = ['image/jpeg', 'image/png'];

/** Uploads go one at a time, each sent as soon as it is picked (doc 2 §9). */
export const UPLOAD_CONCURRENCY = 1;

/**
 * Accepted types per kind: the mime types browsers report and the server's sniffer answers (several
 * spellings for wav and m4a), and the extensions used when a browser reports no type at all.
 */
export const UPLOAD_TYPES: Record<UploadKind, { mimes: readonly string[]; extensions: readonly string[] }> = {
  image: {
    mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  },
  audio: {
    mimes: [
      'audio/mpeg',
      'audio/mp3',
      'audio/mp4',
      'audio/x-m4a',
      'audio/m4a',
      'audio/aac',
      'audio/ogg',
      'audio/opus',
      'audio/wav',
      'audio/wave',
      'audio/x-wav',
      'audio/vnd.wave',
    ],
    extensions: ['mp3', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'wav'],
  },
  video: {
    mimes: ['video/mp4', 'video/x-m4v', 'video/webm', 'video/quicktime'],
    extensions: ['mp4', 'm4v', 'webm', 'mov'],
  },
};

/** What a file input's `accept` attribute lists for a kind. */
export function uploadAccept(kind: UploadKind): string {
  const { mimes, extensions } = UPLOAD_TYPES[kind];
  return [...mimes, ...extensions.map((e) => `.${e}`)].join(',');
}

/** Spec document 2 §5 and §8, word for word; the size message carries the limit. */
export const uploadMessages = {
  tooBig: (limitBytes: number) =>
    `The file is too big. Squish it down, and try again! The limit is ${formatBytes(limitBytes)}.`,
  invalidType: {
    image: 'This is not a valid image file.',
    video: 'This is not a valid video file.',
    audio: 'This is not a valid audio file.',
  } satisfies Record<UploadKind, string>,
  unsupported: 'This is not a supported file.',
  canceled: 'Canceled upload',
  failed: 'Upload error',
  unknown: 'Woops :(',
  /** Ours: the upload call was sent without a file. */
  noFile: 'Choose a file to upload.',
  unknownKind: 'Uploads are an image, audio or video.',
  /** Ours: the account's uploads would pass its storage quota. */
  storageFull: (quotaBytes: number) =>
    `This file does not fit in your storage. The limit is ${formatBytes(quotaBytes)} of uploads per account.`,
  /** Ours: an animation whose frames are too many pixels to decode in a reader's browser. */
  animationTooBig: (limitPixels: number) =>
    `The animation is too big. Make it smaller or shorter, and try again! The limit is ${limitPixels / 1_000_000} million pixels across all frames.`,
} as const;

/** "20 MB", "10 GB": whole units where the number is whole, else one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const [size, unit] = bytes < GB ? [bytes / MB, 'MB'] : [bytes / GB, 'GB'];
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${unit}`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The bare mime type: `audio/ogg; codecs=opus` → `audio/ogg`. */
function bareMime(type: string): string {
  return type.split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The kind a file is, from its type; from its name's extension only when the type is empty (a
 * browser that did not recognise the file). Null when no kind accepts it.
 */
export function uploadKindOf(file: { name: string; type: string }): UploadKind | null {
  const mime = bareMime(file.type);
  if (mime) return UPLOAD_KINDS.find((k) => UPLOAD_TYPES[k].mimes.includes(mime)) ?? null;
  const ext = extensionOf(file.name);
  return UPLOAD_KINDS.find((k) => UPLOAD_TYPES[k].extensions.includes(ext)) ?? null;
}

export interface UploadCandidate {
  name: string;
  /**
   * The mime type: the browser's for a picked file; on the server the one sniffed from the bytes,
   * or `application/octet-stream` when the bytes match nothing (never empty, so no name decides).
   */
  type: string;
  size: number;
}

/** The byte limit a file is over (its field's kind's, else its own kind's), or null when it is not. */
export function uploadLimitExceeded(file: UploadCandidate, kind?: UploadKind): number | null {
  const limitKind = kind ?? uploadKindOf(file);
  return limitKind && file.size > UPLOAD_MAX_BYTES[limitKind] ? UPLOAD_MAX_BYTES[limitKind] : null;
}

/**
 * The message a file is refused with, or null when it may be uploaded. With a `kind` (the photo
 * field takes images) a file of another kind gets that kind's "not a valid … file"; without one, a
 * file no kind accepts is "not a supported file". Size is checked first against the kind's limit,
 * as the spec lists it first.
 */
export function checkUpload(file: UploadCandidate, kind?: UploadKind): string | null {
  const actual = uploadKindOf(file);
  const limit = uploadLimitExceeded(file, kind);
  if (limit !== null) return uploadMessages.tooBig(limit);
  if (kind && actual !== kind) return uploadMessages.invalidType[kind];
  if (!actual) return uploadMessages.unsupported;
  return null;
}

/** What an uploaded video is for: a post's video, or the moving part of a live photo (issue 17). */
export const UPLOAD_PURPOSES = ['post', 'live_photo'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * The upload call's fields beside the file: `kind` says what the file is meant to be; `purpose`
 * `live_photo` marks a video as a live photo's moving part (at most 3 s, converted silent).
 */
export const uploadFieldsSchema = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: uploadMessages.unknownKind }).optional(),
  purpose: z.enum(UPLOAD_PURPOSES, { error: 'Uploads are for a post or a live photo.' }).optional(),
});

/** What the upload call answers with (`response` of the envelope). `url` is the public `/media/<key>`. */
/** POST /svc/media/upload_url: an image by its address, stored as an upload of it (issue 17). */
export const uploadUrlSchema = z.object({
  url: z.string().trim().min(1, 'Give the address of an image.').max(2048),
});

export interface UploadResponse {
  key: string;
  url: string;
  kind: UploadKind;
  mime: string;
  bytes: number;
  width?: number;
  height?: number;
  /** Seconds. */
  duration?: number;
  /** Title, artist and album read from an audio file's tags, when it has them. */
  id3?: UploadId3;
  /** Video is `processing` until it has been converted; everything else is `ready` at once. */
  status: UploadStatus;
  /** A video's conversion: percent done while processing, why it failed when it did. */
  progress?: number | null;
  failure?: string | null;
}

export interface UploadId3 {
  title?: string;
  artist?: string;
  album?: string;
}

export const UPLOAD_STATUSES = ['ready', 'processing', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/**
 * The message of a failed upload (doc 2 §8): the server's `msg`, else its error list, else
 * 'Woops :('. `body` is whatever came back, parsed or not.
 */
export function uploadFailureMessage(body: unknown): string {
  const envelope = (body ?? {}) as { response?: { msg?: unknown } | null; errors?: { detail?: unknown }[] };
  const msg = envelope.response?.msg;
  if (typeof msg === 'string' && msg) return msg;
  const details = (Array.isArray(envelope.errors) ? envelope.errors : [])
    .map((e) => e?.detail)
    .filter((d): d is string => typeof d === 'string' && d !== '');
  return details.length ? details.join(' ') : uploadMessages.unknown;
}
