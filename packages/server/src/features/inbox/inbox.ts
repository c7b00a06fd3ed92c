import {
  type InboxAsk,
  type InboxBlog,
  type InboxCountResponse,
  type InboxItem,
  type InboxQuery,
  type InboxResponse,
  messages,
} from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { ValidationError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { presentIds } from '../posts/pipeline/run.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { inboxBlog } from './present.js';

const ASK = 0;
const SUBMISSION = 1;

interface Entry {
  kind: number;
  id: string;
  sort: string;
}

function decodeCursor(before: string | undefined) {
  if (!before) return undefined;
  const [micros, kind, id] = before.split('_');
  if (!micros || !kind || !id)
    throw new ValidationError([{ field: 'before', detail: messages.invalidCursor }]);
  return { micros, kind: Number(kind), id };
}

/**
 * One page of the inbox, newest first: the waiting asks and the submissions (unapproved posts)
 * merged by when they came, ties broken by kind and id, paged by that triple.
 */
async function inboxSkeleton(db: Db, blogId: string, query: InboxQuery) {
  const cursor = decodeCursor(query.before);
  const after = cursor
    ? sql<boolean>`(x.sort, x.kind, x.id) < (${cursor.micros}::bigint, ${cursor.kind}::int, ${cursor.id}::bigint)`
    : sql<boolean>`true`;
  const { rows } = await sql<Entry>`
    select x.kind, x.id::text as id, x.sort::text as sort from (
      select ${ASK}::int as kind, a.id, (extract(epoch from a.created_at) * 1000000)::bigint as sort
      from asks a
      where a.recipient_blog_id = ${blogId} and a.answered_at is null and a.deleted_at is null
      union all
      select ${SUBMISSION}::int, p.id, (extract(epoch from p.created_at) * 1000000)::bigint
      from posts p where p.blog_id = ${blogId} and p.state = 'unapproved'
    ) x
    where ${after}
    order by x.sort desc, x.kind desc, x.id desc
    limit ${query.limit + 1}`.execute(db);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? `${last.sort}_${last.kind}_${last.id}` : null;
  return { page, next };
}

/** The page's asks with their askers, in one query; an anonymous ask names no one. */
async function asksById(db: Db, ids: string[]): Promise<Map<string, Omit<InboxAsk, 'created_at'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('asks')
    .leftJoin('blogs as asker', (join) =>
      join.onRef('asker.id', '=', 'asks.asker_blog_id').on('asks.anonymous', '=', false),
    )
    .select([
      'asks.id',
      'asks.key',
      'asks.question',
      'asks.anonymous',
      'asker.name as asker_name',
      'asker.title as asker_title',
      'asker.avatar_version as asker_avatar_version',
    ])
    .where('asks.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        kind: 'ask',
        id: r.id,
        key: r.key,
        question: r.question,
        anonymous: r.anonymous,
        asker: r.anonymous ? null : inboxBlog(r.asker_name, r.asker_title, r.asker_avatar_version),
      },
    ]),
  );
}

/** Who submitted each of the page's posts (null if that blog is gone). */
async function submittersById(db: Db, ids: string[]): Promise<Map<string, InboxBlog | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('submissions as s')
    .leftJoin('blogs as b', 'b.id', 's.submitter_blog_id')
    .select(['s.post_id', 'b.name', 'b.title', 'b.avatar_version'])
    .where('s.post_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [String(r.post_id), inboxBlog(r.name, r.title, r.avatar_version)]));
}

/** An entry's time from its sort key (microseconds since the epoch). */
const timeOf = (entry: Entry) => new Date(Number(entry.sort) / 1000).toISOString();

/**
 * GET /svc/blog/{name}/inbox (the spec's inbox context page): the blog's waiting asks and
 * submissions, newest first. The caller has checked that the viewer owns the blog. A page costs
 * a fixed number of statements: the skeleton, the asks, the submissions' credits, and the
 * posts' one hydration.
 */
export async function inboxOf(
  db: Db,
  viewer: Viewer,
  blog: BlogRow,
  query: InboxQuery,
): Promise<InboxResponse> {
  const { page, next } = await inboxSkeleton(db, blog.id, query);
  const askIds = page.filter((e) => e.kind === ASK).map((e) => e.id);
  const postIds = page.filter((e) => e.kind === SUBMISSION).map((e) => e.id);
  const [asks, submitters, posts] = await Promise.all([
    asksById(db, askIds),
    submittersById(db, postIds),
    presentIds(db, viewer, postIds),
  ]);
  const postById = new Map(posts.map((p) => [p.id, p]));
  const items: InboxItem[] = [];
  for (const entry of page) {
    if (entry.kind === ASK) {
      const ask = asks.get(entry.id);
      if (ask) items.push({ ...ask, created_at: timeOf(entry) });
      continue;
    }
    const post = postById.get(entry.id);
    if (!post) continue;
    items.push({
      kind: 'submission',
      id: post.id,
      post,
      submitter: submitters.get(entry.id) ?? null,
      created_at: timeOf(entry),
    });
  }
  return { blog_name: blog.name, items, next };
}

/** GET /svc/blog/{name}/inbox/count: how many asks and submissions wait (two index counts). */
export async function inboxCount(db: Db, blog: BlogRow): Promise<InboxCountResponse> {
  const { rows } = await sql<{ asks: string; submissions: string }>`
    select
      (select count(*) from asks a
        where a.recipient_blog_id = ${blog.id} and a.answered_at is null and a.deleted_at is null) as asks,
      (select count(*) from posts p where p.blog_id = ${blog.id} and p.state = 'unapproved') as submissions`.execute(
    db,
  );
  const asks = Number(rows[0]?.asks ?? 0);
  const submissions = Number(rows[0]?.submissions ?? 0);
  return { blog_name: blog.name, asks, submissions, total: asks + submissions };
}
