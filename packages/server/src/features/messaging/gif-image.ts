import { gifTexts, messages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PUBLISHED } from '../../db/post-states.js';
import type { StoredPhoto } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { GIF_POST } from '../gifs/gif-posts.js';
import { gifPreviewKey } from '../media/gif-preview.js';
import { hiddenBlogs, notWithheld } from '../search/visibility.js';
import type { MessageContent } from './content.js';

/** The post a GIF message names (document 3 §3 GIF selection: postId and postBlogUuid). */
export interface GifPostRef {
  id: string;
  blog?: string | undefined;
}

/**
 * An IMAGE message picked from GIF search (context messaging-gif): the named post's GIF, with its
 * 250-px copy as the smaller size. Nothing is copied: the message points at the post's upload, and
 * names the post (`post_id`), so the conversation credits it. The post must be one GIF search
 * finds (a published, public original with an animated GIF) and not behind a block between its
 * blog and the sender; a post named by the wrong blog is not found.
 */
export async function gifMessageImage(
  db: Db,
  sender: BlogRow,
  post: GifPostRef,
): Promise<{ image: NonNullable<MessageContent['image']>; postId: string }> {
  const viewer = { userId: sender.user_id, blogIds: [sender.id], currentBlogId: sender.id, safeMode: false };
  const row = await db
    .selectFrom('posts as p')
    .innerJoin('blogs as b', 'b.id', 'p.blog_id')
    .select(['p.id', 'p.type', 'p.photos', 'b.name', 'b.uuid', sql<boolean>`${GIF_POST}`.as('is_gif')])
    .where('p.id', '=', post.id)
    .where('p.state', '=', PUBLISHED)
    .where('p.is_private', '=', false)
    .where('p.members_only', '=', false)
    .where(sql<boolean>`p.blog_id <> all(${hiddenBlogs(viewer)}) and ${notWithheld('b')}`)
    .executeTakeFirst();
  const blog = post.blog?.toLowerCase();
  if (!row || (blog && blog !== row.name && blog !== row.uuid))
    throw new NotFoundError(messages.postNotFound);
  const gif = (row.photos as StoredPhoto[]).find((p) => p.animated);
  if (!row.is_gif || !gif) throw ValidationError.field('post', gifTexts.notAGifPost);
  const media = await db.selectFrom('media').select(['meta']).where('key', '=', gif.key).executeTakeFirst();
  const preview = media?.meta.gif_preview;
  const sizes = [{ key: gif.key, width: gif.width ?? 0, height: gif.height ?? 0 }];
  if (preview) sizes.push({ key: gifPreviewKey(gif.key), width: preview.width, height: preview.height });
  return { image: { media: null, image: { sizes } }, postId: row.id };
}
