import type { AvatarSize } from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import type { BlogRow } from './blog-row.js';
import { avatarKeyFor } from './blogs.js';
import { resizeSquare } from './generated-images.js';

/**
 * The blog's avatar at one of the spec's size steps. Each size is made once from the original with
 * sharp and kept beside it, so later requests are a file read.
 */
export async function avatarImage(deps: AppDeps, blog: BlogRow, size: AvatarSize): Promise<Buffer> {
  let key = blog.avatar_key;
  if (!key) {
    key = await avatarKeyFor(deps.media, blog);
    await deps.db.updateTable('blogs').set({ avatar_key: key }).where('id', '=', blog.id).execute();
  }
  const sizedKey = `${key.replace(/\.png$/, '')}-v${blog.avatar_version}-${size}.png`;
  const cached = await deps.media.get(sizedKey);
  if (cached) return cached;
  const original = await deps.media.get(key);
  if (!original) throw new Error(`Avatar file missing: ${key}`);
  const resized = await resizeSquare(original, size);
  await deps.media.put(sizedKey, resized);
  return resized;
}
