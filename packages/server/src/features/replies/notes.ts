import type { NoteCounts, NoteItem, NoteKind, NotesResponse, PostType } from '@rookery/core';
import { messages } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ValidationError } from '../../http/errors.js';
import { postUrl } from '../posts/present.js';
import { reblogComment } from '../reblogs/comment.js';
import { noteBlog } from './note-item.js';
import { findVisiblePost } from './visible-post.js';

interface NotesQuery {
  before?: string | undefined;
  limit: number;
}

/** Notes are ordered by (time, kind, id), newest first; a cursor is the last note's `{micros}_{kind}_{id}`. */
interface NotesCursor {
  micros: string;
  kind: NoteKind;
  id: string;
}

const KINDS: readonly NoteKind[] = ['like', 'reblog', 'reply'];

function decodeCursor(before: string | undefined): NotesCursor | undefined {
  if (before === undefined) return undefined;
  const [micros, kind, id] = before.split('_');
  if (!micros || !id || !KINDS.includes(kind as NoteKind))
    throw new ValidationError([{ field: 'before', detail: messages.invalidCursor }]);
  return { micros, kind: kind as NoteKind, id };
}

interface NoteRow {
  kind: NoteKind;
  id: string;
  micros: string;
  at: Date;
  blog_name: string;
  blog_avatar_version: number;
  text: string;
  type: PostType | null;
  one: string | null;
  two: string | null;
  three: string | null;
  slug: string | null;
  is_private: boolean | null;
}

/** One branch of the union: a source's notes after the cursor, newest first, at most `limit`. */
function after(cursor: NotesCursor | undefined, at: string, kind: NoteKind, id: string) {
  if (!cursor) return sql<boolean>`true`;
  return sql<boolean>`(${sql.ref(at)}, ${kind}::text, ${sql.ref(id)}) <
    (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.kind}::text, ${cursor.id}::bigint)`;
}

async function noteRows(db: Db, rootId: string, cursor: NotesCursor | undefined, limit: number) {
  const result = await sql<NoteRow>`
    select n.kind, n.id, (extract(epoch from n.at) * 1000000)::bigint::text as micros, n.at,
           b.name as blog_name, b.avatar_version as blog_avatar_version,
           n.text, n.type, n.one, n.two, n.three, n.slug, n.is_private
    from (
      (select 'like'::text as kind, l.id, l.created_at as at, l.blog_id, ''::text as text,
              null::text as type, null::text as one, null::text as two, null::text as three,
              null::text as slug, null::boolean as is_private
         from likes l
        where l.root_post_id = ${rootId} and ${after(cursor, 'l.created_at', 'like', 'l.id')}
        order by l.created_at desc, l.id desc limit ${limit})
      union all
      (select 'reblog', r.id, r.published_at, r.blog_id, '', r.type, r.one, r.two, r.three, r.slug, r.is_private
         from posts r
        where r.root_post_id = ${rootId} and r.is_reblog and r.state = 'published'
          and ${after(cursor, 'r.published_at', 'reblog', 'r.id')}
        order by r.published_at desc, r.id desc limit ${limit})
      union all
      (select 'reply', p.id, p.created_at, p.blog_id, p.text, null, null, null, null, null, null
         from replies p
        where p.root_post_id = ${rootId} and ${after(cursor, 'p.created_at', 'reply', 'p.id')}
        order by p.created_at desc, p.id desc limit ${limit})
    ) n
    join blogs b on b.id = n.blog_id
    order by n.at desc, n.kind desc, n.id desc
    limit ${limit}`.execute(db);
  return result.rows;
}

async function countsOf(db: Db, rootId: string): Promise<NoteCounts> {
  const result = await sql<{ likes: number; reblogs: number; replies: number }>`
    select
      (select count(*) from likes where root_post_id = ${rootId})::int as likes,
      (select count(*) from posts where root_post_id = ${rootId} and is_reblog and state = 'published')::int as reblogs,
      (select count(*) from replies where root_post_id = ${rootId})::int as replies`.execute(db);
  const row = result.rows[0] ?? { likes: 0, reblogs: 0, replies: 0 };
  return { ...row, total: row.likes + row.reblogs + row.replies };
}

function presentNote(row: NoteRow): NoteItem {
  const reblog = row.kind === 'reblog';
  // A private reblog counts, but says nothing and links nowhere.
  const open = reblog && !row.is_private;
  return {
    kind: row.kind,
    id: `${row.kind}-${row.id}`,
    blog: noteBlog(row.blog_name, row.blog_avatar_version),
    created_at: row.at.toISOString(),
    text:
      open && row.type
        ? reblogComment({ type: row.type, one: row.one ?? '', two: row.two ?? '', three: row.three ?? '' })
        : row.text,
    post_url: open ? postUrl({ blog_name: row.blog_name, id: row.id, slug: row.slug ?? '' }) : null,
  };
}

/**
 * GET /svc/post/{id}/notes: the notes of the post's chain — likes, published reblogs (with their
 * comments) and replies of its root, as the count on every post of the chain — newest first, a
 * page at a time, with the count of each kind. Visitors may read the notes of public posts.
 */
export async function notesOf(
  db: Db,
  userId: string | null,
  postId: string,
  query: NotesQuery,
): Promise<NotesResponse> {
  const post = await findVisiblePost(db, userId, postId);
  const rootId = post.root_post_id ?? post.id;
  const cursor = decodeCursor(query.before);
  const [rows, counts] = await Promise.all([
    noteRows(db, rootId, cursor, query.limit + 1),
    countsOf(db, rootId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    post_id: post.id,
    counts,
    notes: page.map(presentNote),
    next: rows.length > query.limit && last ? `${last.micros}_${last.kind}_${last.id}` : null,
  };
}
