import { AVATAR_SIZES } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { gifPreviewKey } from '../media/gif-preview.js';
import { RENDITION_SUFFIXES, type RenditionName, renditionKey } from '../media/video/rendition-keys.js';

/** An upload and the files made from it, which go (or stay) together. */
type FileGroup = { upload: string; made: string[] };

/**
 * Every media file the account's removal deletes: its uploads and what was made of them (a video's
 * renditions and captions, a GIF's small copy, a message image's smaller sizes), its blogs'
 * avatars in every size and their header images. Uploads another account's reblog still shows (a
 * reblog carries its root's photos and video) stay, with what was made of them: that post is its
 * owner's, and deleting one account must not break another's blog.
 */
export async function filesToRemove(db: Db, userId: string, blogs: BlogRow[]): Promise<string[]> {
  const blogIds = blogs.map((b) => b.id);
  const [groups, kept] = await Promise.all([uploadGroups(db, userId, blogIds), keptByReblogs(db, blogIds)]);
  const keys = groups.filter((g) => !kept.has(g.upload)).flatMap((g) => [g.upload, ...g.made]);
  for (const blog of blogs) {
    if (!blog.avatar_key) continue;
    const base = blog.avatar_key.replace(/\.png$/, '');
    keys.push(blog.avatar_key, ...AVATAR_SIZES.map((size) => `${base}-v${blog.avatar_version}-${size}.png`));
  }
  keys.push(...(await ownHeaders(db, blogs)));
  return [...new Set(keys)];
}

async function uploadGroups(db: Db, userId: string, blogIds: string[]): Promise<FileGroup[]> {
  const media = await db
    .selectFrom('media')
    .select(['key', 'kind', 'captions_key', 'meta'])
    .where('user_id', '=', userId)
    .execute();
  const groups = media.map((m) => ({
    upload: m.key,
    made: [
      ...(m.kind === 'video'
        ? (Object.keys(RENDITION_SUFFIXES) as RenditionName[]).map((name) => renditionKey(m.key, name))
        : []),
      ...(m.captions_key ? [m.captions_key] : []),
      ...(m.meta.gif_preview ? [gifPreviewKey(m.key)] : []),
    ],
  }));
  if (blogIds.length === 0) return groups;
  // A message image's smaller sizes live only in its message.
  const images = await db
    .selectFrom('messages')
    .select('image')
    .where('sender_blog_id', 'in', blogIds)
    .where('type', '=', 'IMAGE')
    .where('image', 'is not', null)
    .execute();
  for (const { image } of images) {
    const [largest, ...smaller] = image?.sizes ?? [];
    if (largest) groups.push({ upload: largest.key, made: smaller.map((s) => s.key) });
  }
  return groups;
}

/** Uploads of these blogs that another blog's reblog of one of their posts still shows. */
async function keptByReblogs(db: Db, blogIds: string[]): Promise<Set<string>> {
  if (blogIds.length === 0) return new Set();
  const { rows } = await sql<{ key: string }>`
    select distinct k.key
    from posts p
    cross join lateral (
      select photo->>'key' from jsonb_array_elements(p.photos) photo
      union all select photo->>'livephoto_key' from jsonb_array_elements(p.photos) photo
      union all select p.media_key
    ) k(key)
    where p.root_post_id in (select id from posts where blog_id = any(${blogIds}::bigint[]))
      and p.blog_id <> all(${blogIds}::bigint[])
      and k.key is not null`.execute(db);
  return new Set(rows.map((r) => r.key));
}

/** Header images of these blogs that no other blog wears. */
async function ownHeaders(db: Db, blogs: BlogRow[]): Promise<string[]> {
  const keys = blogs.flatMap((b) => {
    const key = (b.theme as { header_key?: unknown }).header_key;
    return typeof key === 'string' && key ? [key] : [];
  });
  if (keys.length === 0) return [];
  const shared = await db
    .selectFrom('blogs')
    .select(sql<string>`theme->>'header_key'`.as('key'))
    .where(sql<string>`theme->>'header_key'`, 'in', keys)
    .where(
      'id',
      'not in',
      blogs.map((b) => b.id),
    )
    .execute();
  const others = new Set(shared.map((s) => s.key));
  return keys.filter((k) => !others.has(k));
}
