import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMPORT_MAX_BYTES, importMessages } from '@rookery/core';
import type { ZipFile } from 'yauzl';
import { ValidationError } from '../../../http/errors.js';
import type { ImportSource, SourceContext } from '../../imports/source.js';
import { storeZipEntry } from '../../imports/store-zip-entry.js';
import { storeFromTumblr } from '../media-hosts.js';
import { archiveMediaName, isInnerZip, mediaNameOf, postFileOf } from './layout.js';
import { archivePostToImported } from './post-html.js';
import { type EntryLocator, extractEntry, listEntries, openZip, readEntry, type ZipEntry } from './zip.js';

/** A post's HTML file is small; one past this is no post file. */
const POST_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Posts may be zipped again inside the archive: at most this many inner zips are opened. */
const INNER_ZIPS_MAX = 4;

/** What the listing keeps for reading posts and media later: the zips, and each media file's place. */
interface ArchiveIndex {
  zips: string[];
  media: Record<string, { zip: number; at: EntryLocator }>;
}

interface PostLocation {
  zip: number;
  at: EntryLocator;
  submission: boolean;
}

const indexPath = (workDir: string) => join(workDir, 'archive.json');

/** Ids sort as numbers of any length: the oldest posts are imported first. */
const byId = (a: { sourceId: string }, b: { sourceId: string }) =>
  a.sourceId.length - b.sourceId.length || (a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0);

async function withZip<T>(path: string, use: (zip: ZipFile) => Promise<T>): Promise<T> {
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch {
    throw ValidationError.field('file', importMessages.archiveUnreadable);
  }
  try {
    return await use(zip);
  } finally {
    zip.close();
  }
}

/** The entries of the archive's zip, and of the zips inside it, each taken out to the working folder. */
async function allEntries(context: SourceContext): Promise<{ zips: string[]; entries: ZipEntry[][] }> {
  const zips = [context.filePath];
  const entries = [await withZip(context.filePath, listEntries).catch(unreadable)];
  const inner = entries[0]!.filter(isInnerZip).slice(0, INNER_ZIPS_MAX);
  for (const entry of inner) {
    const path = join(context.workDir, `inner-${zips.length}.zip`);
    await withZip(context.filePath, (zip) => extractEntry(zip, entry.at, path, IMPORT_MAX_BYTES)).catch(
      unreadable,
    );
    zips.push(path);
    entries.push(await withZip(path, listEntries).catch(unreadable));
  }
  return { zips, entries };
}

function unreadable(error: unknown): never {
  if (error instanceof ValidationError) throw error;
  throw ValidationError.field('file', importMessages.archiveUnreadable);
}

/**
 * Tumblr's backup archive (layout.ts): its post files read one by one, the media they show taken
 * out of the zip and stored as the owner's uploads. Files the archive lacks are fetched from
 * Tumblr's own hosts when a post names them there.
 */
export const tumblrArchiveSource: ImportSource = {
  origin: 'tumblr',

  /** A zip holding the backup's post files, or a zip they may be in. */
  async check(path) {
    const entries = await withZip(path, listEntries).catch(unreadable);
    if (!entries.some((entry) => postFileOf(entry) || isInnerZip(entry)))
      throw ValidationError.field('file', importMessages.archiveWithoutPosts);
  },

  async list(context, chunks) {
    const { zips, entries } = await allEntries(context);
    const index: ArchiveIndex = { zips, media: {} };
    const posts: { sourceId: string; data: PostLocation }[] = [];
    entries.forEach((list, zip) => {
      for (const entry of list) {
        const post = postFileOf(entry);
        if (post)
          posts.push({ sourceId: post.sourceId, data: { zip, at: entry.at, submission: post.submission } });
        const media = mediaNameOf(entry);
        if (media) index.media[media] = { zip, at: entry.at };
      }
    });
    if (posts.length === 0) throw ValidationError.field('file', importMessages.archiveWithoutPosts);
    for (const post of posts.sort(byId)) await chunks.add(post);
    await writeFile(indexPath(context.workDir), JSON.stringify(index));
  },

  async open(context) {
    const index = JSON.parse(await readFile(indexPath(context.workDir), 'utf8')) as ArchiveIndex;
    const open = new Map<number, Promise<ZipFile>>();
    const zip = (n: number) => {
      if (!open.has(n)) open.set(n, openZip(index.zips[n]!));
      return open.get(n)!;
    };
    const { deps, userId } = context;
    return {
      async map(item) {
        const { zip: n, at, submission } = item.data as PostLocation;
        const html = (await readEntry(await zip(n), at, POST_FILE_MAX_BYTES)).toString('utf8');
        return archivePostToImported(item.sourceId, html, submission);
      },
      async store(ref) {
        const name = archiveMediaName(ref.src);
        const file = name ? index.media[name] : undefined;
        if (!file) return storeFromTumblr(deps, userId, ref);
        return storeZipEntry(deps, userId, await zip(file.zip), file.at, ref, name!);
      },
      async close() {
        for (const pending of open.values()) (await pending.catch(() => null))?.close();
      },
    };
  },
};
