import { messages } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { findBlogByName } from '../blogs/blogs.js';
import { isTakenDownFor } from '../moderation/blog-access.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The blog a card is for: a name, or with is_user_mention a mention token (core mentionToken: the
 * blog's uuid, which survives a rename) or the @name written in a post.
 */
export async function resolveCardBlog(
  db: Db,
  segment: string,
  isMention: boolean,
  userId: string | undefined,
): Promise<BlogRow> {
  const token = segment.trim();
  let blog: BlogRow | undefined;
  if (isMention && UUID.test(token)) {
    blog = await db
      .selectFrom('blogs')
      .selectAll()
      .where('uuid', '=', token.toLowerCase())
      .executeTakeFirst();
  } else {
    blog = await findBlogByName(db, isMention ? token.replace(/^@/, '') : token);
  }
  if (!blog || isTakenDownFor(blog, userId)) throw new NotFoundError(messages.blogNotFound);
  return blog;
}
