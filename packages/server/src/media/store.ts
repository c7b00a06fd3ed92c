import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/**
 * Media files by key ("avatars/<uuid>-1.png"). A local folder under DATA_DIR/media by default;
 * the interface is what an S3-compatible bucket would implement when Rookery grows past one machine.
 */
export interface MediaStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** The public path a browser loads the file from. */
  url(key: string): string;
  /** Folder on disk, for serving with @fastify/static. */
  root: string;
}

function safeKey(key: string): string {
  const clean = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
  if (clean.startsWith('/') || clean.includes('..')) throw new Error(`Bad media key: ${key}`);
  return clean;
}

export function createLocalMediaStore(dataDir: string): MediaStore {
  const root = join(dataDir, 'media');
  return {
    root,
    async put(key, data) {
      const file = join(root, safeKey(key));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(join(root, safeKey(key)));
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        await stat(join(root, safeKey(key)));
        return true;
      } catch {
        return false;
      }
    },
    url(key) {
      return `/media/${safeKey(key)}`;
    },
  };
}
