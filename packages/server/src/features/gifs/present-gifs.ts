import { createHash } from 'node:crypto';
import { type GifSearchResult, gifQuery, gifSizeAtWidth, plainText } from '@rookery/core';
import type { Db } from '../../db/database.js';
import type { MediaMeta, StoredPhoto } from '../../db/schema.js';
import type { MediaStore } from '../../media/store.js';
import { gifPreviewKey } from '../media/gif-preview.js';
import { postUrl } from '../posts/present.js';
import type { GifRow } from './gif-search.js';

/** The post's first animated photo: the GIF a result shows (a photoset may hold stills too). */
const gifOf = (row: GifRow): StoredPhoto => row.photos.find((p) => p.animated) ?? row.photos[0]!;

/** The uploads' previews, by upload key, in one query for the whole list. */
async function previews(db: Db, keys: string[]): Promise<Map<string, MediaMeta['gif_preview']>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('media').select(['key', 'meta']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, r.meta.gif_preview]));
}

/** The post's tag the query names (the whole query, else one of its words); null when none. */
function searchedTag(tags: string[], query: string): string | null {
  if (!query) return null;
  const words = new Set(query.split(' '));
  return tags.find((t) => gifQuery(t) === query) ?? tags.find((t) => words.has(gifQuery(t))) ?? null;
}

const hashOf = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 16);

/**
 * The spec's result fields (document 2 §3) for each post found. The image is the upload's 250-px
 * copy when it has one (an animation wider than 250 px, uploaded since GIF search came); otherwise
 * the upload itself, reported at width 250 all the same, as the panel draws it.
 */
export async function presentGifs(
  db: Db,
  media: MediaStore,
  rows: GifRow[],
  query: string,
): Promise<GifSearchResult[]> {
  const gifs = rows.map(gifOf);
  const known = await previews(
    db,
    gifs.map((g) => g.key),
  );
  return rows.map((row, i) => {
    const gif = gifs[i]!;
    const preview = known.get(gif.key);
    const size = preview ?? gifSizeAtWidth(gif.width ?? 0, gif.height ?? 0);
    const url = postUrl({ blog_name: row.blog_name, id: row.id, slug: row.slug });
    return {
      mediaUrl: media.url(preview ? gifPreviewKey(gif.key) : gif.key),
      postUrl: url,
      rootPostUrl: url,
      rootPostUrlHash: hashOf(url),
      rootBlog: row.blog_name,
      rootBlogUrl: `/${row.blog_name}`,
      rootBlogKey: row.blog_uuid,
      postTags: row.tags,
      popularSearchTag: searchedTag(row.tags, query),
      ...gifSizeAtWidth(size.width, size.height),
      postBlog: row.blog_name,
      postId: row.id,
      postBlogUuid: row.blog_uuid,
      original: { url: media.url(gif.key), width: gif.width ?? 0, height: gif.height ?? 0 },
      summary: plainText(row.caption) || gif.caption,
    };
  });
}
