import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Media files by key ("avatars/<uuid>-1.png"). A local folder under DATA_DIR/media by default, or
 * an S3-compatible bucket (MEDIA_STORE=s3, s3-store.ts) when Rookery runs on several machines. Their
 * public path is /media/{key} either way: the local folder is served there, a bucket's objects are
 * a redirect from there (`deliveryUrl`).
 */
export interface MediaStore {
  put(key: string, data: Buffer): Promise<void>;
  /** Moves the file at `path` into the store: big uploads go in without passing through memory. */
  putFile(key: string, path: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /**
   * Runs `use` on a file on local disk holding the key's bytes (a bucket would download it to a
   * temp file first); throws when there is no such file.
   */
  withFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;
  exists(key: string): Promise<boolean>;
  /** The file's size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The file's bytes as a stream, read as they are consumed (an export copies big files through it). */
  read(key: string): Readable;
  /** Deletes the file; a key that is not there is fine. */
  remove(key: string): Promise<void>;
  /** The public path a browser loads the file from. */
  url(key: string): string;
  /** Folder on disk, for serving with @fastify/static; absent for a bucket. */
  root?: string;
  /** Where /media/{key} sends the browser when there is no folder to serve (a bucket's address). */
  deliveryUrl?(key: string): Promise<string>;
}

export function safeKey(key: string): string {
  const clean = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
  if (clean.startsWith('/') || clean.includes('..')) throw new Error(`Bad media key: ${key}`);
  return clean;
}

/** A rename, or a copy when the file is on another disk than the store. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

export function createLocalMediaStore(dataDir: string): MediaStore {
  const root = join(dataDir, 'media');
  const pathOf = (key: string) => join(root, safeKey(key));
  return {
    root,
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async putFile(key, path) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      await moveFile(path, file);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async withFile(key, use) {
      const file = pathOf(key);
      await stat(file).catch(() => {
        throw new Error(`Media file missing: ${key}`);
      });
      return use(file);
    },
    async exists(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    read(key) {
      return createReadStream(pathOf(key));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    url(key) {
      return `/media/${safeKey(key)}`;
    },
  };
}
