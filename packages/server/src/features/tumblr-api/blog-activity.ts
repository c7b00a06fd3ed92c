import type { ActivityKind } from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { unixSeconds } from '../tumblr/api-date.js';
import { tumblrUuid } from '../tumblr/blog-uuid.js';
import { loadNotes, NOTES_INFO_LIMIT, type NotesFilter } from '../tumblr/present/load-notes.js';
import { loadTumblrPosts } from '../tumblr/present/load-posts.js';
import { presentNote, type TumblrNoteSource } from '../tumblr/present/notes-info.js';
import { answer, badRequest, notFound } from './answers.js';
import { ownedBlog, readableBlog } from './blog-identifier.js';
import { apiCaller } from './caller.js';
import { type ApiQuery, apiViewer, idParam, listParam, nextLink, secondsParam } from './read-kit.js';

type BlogRequest = FastifyRequest<{ Params: { blog: string }; Querystring: ApiQuery }>;

/** api.md `/notes` modes: the kinds of notes each lists in `notes`. */
const MODES: Record<string, NotesFilter['kinds']> = {
  all: ['posted', 'like', 'reblog', 'reply'],
  likes: ['like'],
  conversation: ['reply', 'reblog'],
  rollup: ['like', 'reblog'],
  reblogs_with_tags: ['reblog'],
};

/** The tags of reblogs, for `reblogs_with_tags`. */
async function tagsOf(db: Db, notes: readonly TumblrNoteSource[]): Promise<Map<string, string[]>> {
  const ids = notes.flatMap((n) => (n.postId ? [n.postId] : []));
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('posts').select(['id', 'tags']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.tags]));
}

async function countOf(db: Db, table: 'likes' | 'reblogs', rootId: string): Promise<number> {
  const { rows } = await (table === 'likes'
    ? sql<{ n: number }>`select count(*)::int as n from likes where root_post_id = ${rootId}`
    : sql<{ n: number }>`select count(*)::int as n from posts
        where root_post_id = ${rootId} and is_reblog and state = 'published'`
  ).execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * GET /v2/blog/{id}/notes?id=&mode=&before_timestamp= (api.md `/notes`): a post's notes — its
 * chain's, as the count on every post of a chain is — newest first, 50 a page, with
 * `_links.next` by `before_timestamp`. `conversation` lists replies and reblogs, the likes in
 * `rollup_notes`, with `total_likes` and `total_reblogs`.
 */
async function notes(db: Db, request: BlogRequest) {
  const caller = await apiCaller(request, 'api_key');
  const blog = await readableBlog(request, caller, request.params.blog);
  const viewer = await apiViewer(db, caller);
  const query = request.query;
  const id = idParam(query, 'id');
  if (!id) throw badRequest('The parameter id is required.');
  const mode = typeof query.mode === 'string' ? query.mode : 'all';
  const kinds = MODES[mode];
  if (!kinds) throw badRequest(`mode must be one of ${Object.keys(MODES).join(', ')}.`);
  const beforeSeconds = secondsParam(query, 'before_timestamp');
  const before = beforeSeconds === undefined ? {} : { before: new Date(beforeSeconds * 1000) };
  const { posts } = await loadTumblrPosts(db, [id], viewer);
  const post = posts[0];
  if (!post || post.blog_id !== blog.id) throw notFound('Post not found.');
  const rootId = post.root_post_id ?? post.id;
  const [listed, rollup] = await Promise.all([
    loadNotes(db, [post], viewer, NOTES_INFO_LIMIT, { kinds, ...before }),
    mode === 'conversation'
      ? loadNotes(db, [post], viewer, NOTES_INFO_LIMIT, { kinds: ['like'], ...before })
      : null,
  ]);
  const list = listed.get(post.id) ?? [];
  const tags = mode === 'reblogs_with_tags' ? await tagsOf(db, list) : null;
  const last = list.at(-1);
  return answer({
    notes: list.map((note) => ({
      ...presentNote(note),
      ...(tags ? { tags: (note.postId && tags.get(note.postId)) || [] } : {}),
    })),
    ...(rollup ? { rollup_notes: (rollup.get(post.id) ?? []).map(presentNote) } : {}),
    total_notes: post.root_post_id ? (post.root_note_count ?? 0) : post.note_count,
    ...(mode === 'conversation'
      ? {
          total_likes: await countOf(db, 'likes', rootId),
          total_reblogs: await countOf(db, 'reblogs', rootId),
        }
      : {}),
    ...(last && list.length === NOTES_INFO_LIMIT
      ? {
          _links: {
            next: nextLink(`/blog/${blog.name}/notes`, query, { before_timestamp: unixSeconds(last.at) }),
          },
        }
      : {}),
  });
}

/** Rookery's activity as api.md `/notifications` names its types. */
function typeOf(kind: ActivityKind, text: string): string {
  switch (kind) {
    case 'reblog':
      return text ? 'reblog_with_content' : 'reblog_naked';
    case 'answer':
      return 'answered_ask';
    case 'mention':
      return 'mention_in_post';
    case 'moderation':
      return 'post_flagged';
    default:
      // like, reply, follow, ask as documented; submission and new_post keep Rookery's names.
      return kind;
  }
}

const TYPES_OF: Record<string, ActivityKind[]> = {
  like: ['like'],
  reply: ['reply'],
  follow: ['follow'],
  ask: ['ask'],
  answered_ask: ['answer'],
  mention_in_post: ['mention'],
  reblog_naked: ['reblog'],
  reblog_with_content: ['reblog'],
  post_flagged: ['moderation'],
  submission: ['submission'],
  new_post: ['new_post'],
};

/** A parameter that is a list (`types[0]=like&types[1]=reply`, or one value). */
/** api.md's page of notifications. */
const NOTIFICATIONS_PAGE = 20;

/**
 * GET /v2/blog/{id}/notifications (api.md `/notifications`): the caller's blog's activity, newest
 * first, by `before` (seconds), filtered by `types` and `omit_post_ids`; each item with the documented common fields.
 */
async function notifications(db: Db, request: BlogRequest) {
  const caller = await apiCaller(request, 'read');
  const blog = await ownedBlog(request, caller, request.params.blog);
  const query = request.query;
  const before = secondsParam(query, 'before');
  const types = listParam(query, 'types');
  const omit = listParam(query, 'omit_post_ids').filter((id) => /^\d{1,19}$/.test(id));
  const kinds = types.flatMap((t) => TYPES_OF[t] ?? []);
  const rows = await db
    .selectFrom('activity as a')
    .leftJoin('blogs as actor', 'actor.id', 'a.actor_blog_id')
    .leftJoin('posts as p', 'p.id', 'a.post_id')
    .select([
      'a.id',
      'a.kind',
      'a.text',
      'a.created_at',
      'a.read_at',
      'a.post_id',
      'p.blog_id as post_blog_id',
      'p.tags as post_tags',
      'actor.name as actor_name',
      'actor.uuid as actor_uuid',
    ])
    .where('a.blog_id', '=', blog.id)
    .$if(before !== undefined, (q) => q.where('a.created_at', '<', new Date((before as number) * 1000)))
    .$if(omit.length > 0, (q) =>
      q.where((eb) => eb.or([eb('a.post_id', 'is', null), eb('a.post_id', 'not in', omit)])),
    )
    .$if(types.length > 0, (q) =>
      q.where('a.kind', 'in', kinds.length > 0 ? kinds : ['none' as ActivityKind]),
    )
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(NOTIFICATIONS_PAGE + 1)
    .execute();
  const page = rows.slice(0, NOTIFICATIONS_PAGE);
  const items = page
    .map((r) => ({ ...r, type: typeOf(r.kind, r.text) }))
    .filter((r) => types.length === 0 || types.includes(r.type));
  const last = page.at(-1);
  return answer({
    notifications: items.map((r) => ({
      id: r.id,
      type: r.type,
      timestamp: unixSeconds(r.created_at),
      unread: r.read_at === null,
      target_tumblelog_name: blog.name,
      ...(r.post_id && r.post_blog_id === blog.id ? { target_post_id: r.post_id } : {}),
      ...(r.post_id ? { post_id: r.post_id, post_tags: r.post_tags ?? [] } : {}),
      ...(r.actor_name
        ? { from_tumblelog_name: r.actor_name, from_tumblelog_uuid: tumblrUuid(r.actor_uuid ?? '') }
        : {}),
      ...(r.kind === 'reblog' && r.text ? { added_text: r.text } : {}),
      ...(r.kind === 'reply' ? { reply_text: r.text } : {}),
    })),
    ...(last && rows.length > NOTIFICATIONS_PAGE
      ? {
          _links: {
            next: nextLink(`/blog/${blog.name}/notifications`, query, {
              before: unixSeconds(last.created_at),
            }),
          },
        }
      : {}),
  });
}

/** A blog's notes of a post, and its owner's notifications. */
export function blogActivityReads(scope: FastifyInstance, { db }: AppDeps): void {
  scope.get('/blog/:blog/notes', (request: BlogRequest) => notes(db, request));
  scope.get('/blog/:blog/notifications', (request: BlogRequest) => notifications(db, request));
}
