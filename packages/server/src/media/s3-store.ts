import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mimeOf } from './mime-of.js';
import { type MediaStore, safeKey } from './store.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3-compatible service's address; absent: AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket.host or host/bucket addressing; path style is what most S3-compatible stores want. */
  forcePathStyle: boolean;
  /** A public-read bucket's (or its CDN's) address: objects are linked there. Absent: signed URLs. */
  publicUrl?: string | undefined;
  /** How long a signed URL works. */
  signedUrlSeconds: number;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Media in an S3-compatible bucket (issue 22, AWS SDK v3): uploads, avatars, transcoded renditions
 * and thumbnails alike. Big files go up in parts from disk, never whole in memory; code that needs
 * a file on disk (the video converter) gets a temporary download. Browsers load /media/{key},
 * which redirects to the object: its public address, or a URL signed for a while. Checksums are
 * sent only where S3 requires them, as many S3-compatible stores take no other.
 */
export interface S3MediaStore extends MediaStore {
  /** Copies the file at `path` to the key, in parts, leaving the file where it is. */
  upload(key: string, path: string): Promise<void>;
}

export function createS3MediaStore(settings: S3Settings): S3MediaStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const object = (key: string) => ({ Bucket, Key: safeKey(key) });
  const typed = (key: string) => {
    const type = mimeOf(key);
    return type ? { ContentType: type } : {};
  };

  const upload = async (key: string, path: string) => {
    await new Upload({
      client,
      params: { ...object(key), Body: createReadStream(path), ...typed(key) },
    }).done();
  };
  const size = async (key: string) => {
    try {
      return (await client.send(new HeadObjectCommand(object(key)))).ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    upload,
    size,
    async put(key, data) {
      await client.send(new PutObjectCommand({ ...object(key), Body: data, ...typed(key) }));
    },
    async putFile(key, path) {
      await upload(key, path);
      await rm(path, { force: true });
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand(object(key)));
        return Buffer.from(
          await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async withFile(key, use) {
      const dir = await mkdtemp(join(tmpdir(), 'rookery-media-'));
      try {
        const file = join(dir, 'file');
        const answer = await client.send(new GetObjectCommand(object(key))).catch((error) => {
          throw isMissing(error) ? new Error(`Media file missing: ${key}`) : error;
        });
        await pipeline(answer.Body as Readable, createWriteStream(file));
        return await use(file);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async exists(key) {
      return (await size(key)) !== null;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
    read(key) {
      // The stream is handed back at once and filled as the object arrives.
      const out = new PassThrough();
      client.send(new GetObjectCommand(object(key))).then(
        (answer) => pipeline(answer.Body as Readable, out).catch((error) => out.destroy(error)),
        (error) => out.destroy(isMissing(error) ? new Error(`Media file missing: ${key}`) : error),
      );
      return out;
    },
    url(key) {
      return `/media/${safeKey(key)}`;
    },
    async deliveryUrl(key) {
      if (settings.publicUrl) return `${settings.publicUrl.replace(/\/$/, '')}/${safeKey(key)}`;
      return getSignedUrl(client, new GetObjectCommand(object(key)), {
        expiresIn: settings.signedUrlSeconds,
      });
    },
  };
}
