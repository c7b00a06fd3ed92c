import type { Db } from '../../db/database.js';
import { findPost, isPublic } from '../posts/find-post.js';
import { postUrl } from '../posts/present.js';
import { postIdOfCode } from './short-link.js';

/** The permalink a short code leads to; undefined when it names no post out for everyone. */
export async function shortLinkTarget(db: Db, code: string): Promise<string | undefined> {
  const id = postIdOfCode(code);
  const post = id ? await findPost(db, id) : undefined;
  if (!post || !isPublic(post) || post.members_only) return undefined;
  return postUrl(post);
}
