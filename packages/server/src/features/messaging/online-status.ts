import type { OnlineStatusResponse, onlineStatusQuerySchema } from '@rookery/core';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { findBlogsByRef } from './blog-refs.js';
import { lastActivity } from './last-activity.js';

type OnlineStatusQuery = z.output<typeof onlineStatusQuerySchema>;

/**
 * GET /svc/onlinestatus: seconds since each named blog's owner was last active, by blog name. Told
 * only of the user's own blogs and of blogs one of them has a conversation with (ours: activity is
 * not public); -1 for the rest, and for unknown activity.
 */
export async function onlineStatus(
  db: Db,
  userId: string,
  query: OnlineStatusQuery,
): Promise<OnlineStatusResponse> {
  const blogs = await findBlogsByRef(db, query.participantIds);
  if (blogs.length === 0) return {};
  const ids = blogs.map((b) => b.id);
  const partners = await db
    .selectFrom('conversation_participants as theirs')
    .innerJoin('conversation_participants as mine', 'mine.conversation_id', 'theirs.conversation_id')
    .innerJoin('blogs as mb', 'mb.id', 'mine.blog_id')
    .select('theirs.blog_id')
    .distinct()
    .where('theirs.blog_id', 'in', ids)
    .where('mb.user_id', '=', userId)
    .execute();
  const known = new Set([
    ...partners.map((p) => p.blog_id),
    ...blogs.filter((b) => b.user_id === userId).map((b) => b.id),
  ]);
  const activity = await lastActivity(db, [...known]);
  return Object.fromEntries(blogs.map((b) => [b.name, activity.get(b.id) ?? -1]));
}
