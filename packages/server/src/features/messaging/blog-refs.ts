import { messages, messagingTexts } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';

/** Messaging names a blog by its uuid or its name; each call may use either. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function splitRefs(refs: readonly string[]): { uuids: string[]; names: string[] } {
  const uuids = refs.filter((r) => UUID.test(r)).map((r) => r.toLowerCase());
  const names = refs.filter((r) => !UUID.test(r)).map((r) => r.toLowerCase());
  return { uuids, names };
}

/** The blogs named, in one query; unknown names are left out. */
export async function findBlogsByRef(db: Db, refs: readonly string[]): Promise<BlogRow[]> {
  const { uuids, names } = splitRefs(refs);
  if (uuids.length === 0 && names.length === 0) return [];
  return db
    .selectFrom('blogs')
    .selectAll()
    .where((w) =>
      w.or([
        ...(uuids.length ? [w('uuid', 'in', uuids)] : []),
        ...(names.length ? [w('name', 'in', names)] : []),
      ]),
    )
    .execute();
}

/** `participant`: the user's blog taking part. 404 when no such blog, 403 when it is someone else's. */
export async function requireActingBlog(db: Db, userId: string, ref: string): Promise<BlogRow> {
  const [blog] = await findBlogsByRef(db, [ref]);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  if (blog.user_id !== userId) throw new ForbiddenError(messages.forbiddenBlog);
  return blog;
}

/** The other blogs of a conversation to be, each of which must exist and not be the user's own. */
export async function requireRecipients(
  db: Db,
  sender: BlogRow,
  refs: readonly string[],
): Promise<BlogRow[]> {
  const found = await findBlogsByRef(db, refs);
  const wanted = new Set(refs.map((r) => r.toLowerCase()));
  const missing = [...wanted].some((r) => !found.some((b) => b.uuid === r || b.name === r));
  if (missing) throw new NotFoundError(messagingTexts.unknownParticipant);
  const others = found.filter((b) => b.id !== sender.id);
  if (others.length === 0 || others.some((b) => b.user_id === sender.user_id))
    throw ValidationError.field('participants', messagingTexts.ownBlog);
  return others;
}

/** A conversation's key: its blogs' ids, sorted and joined; one conversation per set of blogs. */
export function participantsKey(blogIds: readonly string[]): string {
  return [...new Set(blogIds)]
    .map(BigInt)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join(',');
}
