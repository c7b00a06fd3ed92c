import type { ExportedFile } from '@rookery/core';
import { mimeOf } from '../../../media/mime-of.js';
import type { MediaStore } from '../../../media/store.js';
import type { ZipWriter } from '../zip/zip-writer.js';

/** A media address in stored content: `/media/<key>`, alone or inside HTML (src, href, poster). */
const MEDIA_URL = /\/media\/([A-Za-z0-9][A-Za-z0-9._~\-/]*)/g;

/** The store keys of every `/media/` address in the texts, each once. */
export function mediaKeysIn(...texts: string[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(MEDIA_URL)) {
      const key = match[1]!;
      if (!key.includes('..')) keys.add(key);
    }
  }
  return [...keys];
}

/** Text compresses; pictures, sound and video already are. */
const compressible = (mime: string | null) => mime === null || mime.startsWith('text/');

/**
 * The media files of one folder of the export (a blog's `media/`, or `messages/media/`): each key
 * the content names is looked up once, and those the store has are copied into the zip at the end,
 * streamed from the store. Keys the store no longer has are remembered as missing.
 */
export class MediaFiles {
  private readonly found = new Map<string, Promise<ExportedFile | null>>();

  constructor(
    private readonly store: MediaStore,
    /** The folder's path in the zip, `blogs/{name}/` or `messages/`. */
    private readonly folder: string,
    private readonly missing: Set<string>,
  ) {}

  /** The file of `key` as the JSON names it (its path relative to the folder), or null when gone. */
  file(key: string): Promise<ExportedFile | null> {
    let file = this.found.get(key);
    if (!file) {
      file = this.store.size(key).then((bytes) => {
        const url = this.store.url(key);
        if (bytes === null) {
          this.missing.add(url);
          return null;
        }
        return { url, path: `media/${key}`, mime: mimeOf(key), bytes };
      });
      this.found.set(key, file);
    }
    return file;
  }

  async files(keys: readonly string[]): Promise<ExportedFile[]> {
    const files = await Promise.all(keys.map((key) => this.file(key)));
    return files.filter((f) => f !== null);
  }

  /**
   * Copies every file looked up so far into the zip; answers how many. Call it once every file the
   * folder names was looked up: entries the zip makes lazily look theirs up only when written.
   */
  async addTo(zip: ZipWriter): Promise<number> {
    let count = 0;
    for (const [key, pending] of this.found) {
      const file = await pending;
      if (!file) continue;
      await zip.add(`${this.folder}${file.path}`, () => this.store.read(key), {
        compress: compressible(file.mime),
      });
      count += 1;
    }
    return count;
  }
}
