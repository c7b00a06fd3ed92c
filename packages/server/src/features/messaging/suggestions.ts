import {
  FAVORITES_LIMIT,
  type Participant,
  type ParticipantSuggestionsResponse,
  type participantSuggestionsQuerySchema,
  RECIPIENT_SEARCH_LIMIT,
} from '@rookery/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { requireActingBlog } from './blog-refs.js';
import { mustFollowBlogs } from './must-follow.js';
import { loadParticipants } from './participants.js';
import { loadMessagingUser } from './send-rules.js';

type SuggestionsQuery = z.output<typeof participantSuggestionsQuerySchema>;

/** Blogs a suggestion may never be: the user's own, and any with a block either way with the blog. */
const suggestible = (viewer: BlogRow) => sql<boolean>`
  b.user_id <> ${viewer.user_id}
  and not exists (
    select 1 from blocks k
    where (k.blocker_blog_id = ${viewer.id} and k.blocked_blog_id = b.id)
       or (k.blocker_blog_id = b.id and k.blocked_blog_id = ${viewer.id})
  )`;

/** Recent conversations read for `include_recent`: this many times the blogs wanted. */
const RECENT_WINDOW = 3;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /svc/conversations/participant_suggestions, seen from the user's blog `participant`:
 * - with `q`: blogs whose name or title starts with it (the exact name first, then names, then
 *   titles);
 * - without: the favorites — blogs it followed most recently (`limit`, default 8), after the blogs
 *   it talked to most recently when `include_recent`, without those it has a conversation with
 *   when `exclude_active`.
 * Never the user's own blogs nor blogs with a block either way. A blog the viewer can't message
 * (yet) is listed with cant_receive_reason, so the picker can say why instead of failing later.
 */
export async function participantSuggestions(
  db: Db,
  userId: string,
  query: SuggestionsQuery,
): Promise<ParticipantSuggestionsResponse> {
  const viewer = await requireActingBlog(db, userId, query.participant);
  const q = query.q?.replace(/^@/, '').toLowerCase() ?? '';
  const [ids, user] = await Promise.all([
    q
      ? search(db, viewer, q, query.limit ?? RECIPIENT_SEARCH_LIMIT)
      : favorites(db, viewer, query.limit ?? FAVORITES_LIMIT, query),
    loadMessagingUser(db, userId),
  ]);
  const hydrated = await loadParticipants(db, viewer, ids, {
    activity: false,
    mustFollow: await mustFollowBlogs(db, user, viewer, ids),
  });
  const blogs = ids.flatMap((id): Participant[] => {
    const h = hydrated.get(id);
    return h ? [h.participant] : [];
  });
  return { blogs };
}

async function search(db: Db, viewer: BlogRow, q: string, limit: number): Promise<string[]> {
  const prefix = `${escapeLike(q)}%`;
  const { rows } = await sql<{ id: string }>`
    select b.id from blogs b
    where (b.name like ${prefix} or lower(b.title) like ${prefix}) and ${suggestible(viewer)}
    order by b.name = ${q} desc, b.name like ${prefix} desc, b.name
    limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

async function favorites(
  db: Db,
  viewer: BlogRow,
  limit: number,
  query: Pick<SuggestionsQuery, 'include_recent' | 'exclude_active'>,
): Promise<string[]> {
  const active = query.exclude_active
    ? sql<boolean>`not exists (
        select 1 from conversation_participants mine
        join conversation_participants theirs on theirs.conversation_id = mine.conversation_id
        where mine.blog_id = ${viewer.id} and theirs.blog_id = b.id and mine.last_message_id > mine.deleted_up_to)`
    : sql<boolean>`true`;
  // The newest conversations by the inbox's index; a few more than wanted, as some may be left out.
  const recent = query.include_recent
    ? (
        await sql<{ id: string }>`
          select b.id from (
            select conversation_id, last_modified from conversation_participants
            where blog_id = ${viewer.id} and last_message_id > deleted_up_to
            order by last_modified desc, conversation_id desc
            limit ${limit * RECENT_WINDOW}
          ) mine
          join conversation_participants theirs
            on theirs.conversation_id = mine.conversation_id and theirs.blog_id <> ${viewer.id}
          join blogs b on b.id = theirs.blog_id
          where ${suggestible(viewer)} and ${active}
          order by mine.last_modified desc, mine.conversation_id desc`.execute(db)
      ).rows.map((r) => r.id)
    : [];
  const followed = await sql<{ id: string }>`
    select b.id from follows f join blogs b on b.id = f.followed_blog_id
    where f.follower_blog_id = ${viewer.id} and ${suggestible(viewer)} and ${active}
    order by f.created_at desc, b.id desc
    limit ${limit}`.execute(db);
  return [...new Set([...recent, ...followed.rows.map((r) => r.id)])].slice(0, limit);
}
