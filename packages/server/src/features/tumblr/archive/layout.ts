import type { ZipEntry } from './zip.js';

/**
 * The backup archive Tumblr makes of a blog: every post as its own HTML file under posts/html/
 * (submissions under posts/html/submissions/), an index of them (posts/posts_index.html), and the
 * photos, audio and video the posts show under media/, named after their post
 * (`{postId}.jpg`, `{postId}_0.gif` for a photoset's photos). The posts may come zipped again
 * inside the archive (posts.zip), and everything may sit in a top folder: both are allowed.
 */
const POST_FILE = /(?:^|\/)posts\/html\/(submissions\/)?(\d+)\.html?$/i;
const MEDIA_FILE = /(?:^|\/)media\/([^/]+)$/i;
const INNER_ZIP = /\.zip$/i;

export interface ArchivePostFile {
  sourceId: string;
  submission: boolean;
  entry: ZipEntry;
}

export function postFileOf(entry: ZipEntry): ArchivePostFile | null {
  const match = POST_FILE.exec(entry.name);
  return match ? { sourceId: match[2]!, submission: Boolean(match[1]), entry } : null;
}

/** A media file's name (media/123_0.jpg → 123_0.jpg): how posts refer to it. */
export function mediaNameOf(entry: ZipEntry): string | null {
  return MEDIA_FILE.exec(entry.name)?.[1]?.toLowerCase() ?? null;
}

/**
 * Zips inside the zip, where Tumblr's export puts posts.zip. A zip barely compresses again, so one
 * that would grow far past its compressed size when taken out is no export's (a zip bomb would
 * fill the disk): it is left alone.
 */
export const isInnerZip = (entry: ZipEntry) =>
  INNER_ZIP.test(entry.name) &&
  !MEDIA_FILE.test(entry.name) &&
  entry.at.uncompressedSize <= entry.at.compressedSize * 2 + 1024 * 1024;

/** The name a post's HTML uses for a file of the archive (`../../media/123.jpg`), as media-file names are kept. */
export function archiveMediaName(src: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) return null;
  const name = src.split(/[?#]/)[0]!.split('/').pop();
  return name ? decodeURIComponent(name).toLowerCase() : null;
}
