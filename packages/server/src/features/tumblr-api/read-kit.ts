import { plainText, readList } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { encodeTimeCursor } from '../posts/pipeline/cursor.js';
import { loadViewer, type Viewer } from '../posts/pipeline/viewer.js';
import { presentLegacyPost } from '../tumblr/present/legacy-post.js';
import { loadNotes } from '../tumblr/present/load-notes.js';
import { loadTumblrPosts } from '../tumblr/present/load-posts.js';
import { presentNpfPost } from '../tumblr/present/npf-post.js';
import { badRequest } from './answers.js';
import type { ApiCaller } from './caller.js';

/** What the read endpoints share: who reads, their parameters as api.md names them, a page of posts. */

export type ApiQuery = Record<string, unknown>;

/** api.md's `limit`: "1–20, inclusive", 20 when absent. */
export const API_PAGE_MAX = 20;

/**
 * The reader behind a token, as the web client sees them (posts/pipeline/viewer.ts): their blogs
 * and the blog they act as — `actingAs` when the call names one of their blogs, else their primary
 * blog, which is the one Tumblr's calls act as. An API key alone reads as a visitor.
 */
export async function apiViewer(db: Db, caller: ApiCaller, actingAs?: string): Promise<Viewer | null> {
  if (!caller.user) return null;
  return loadViewer(db, {
    id: `api:${caller.grant?.id ?? ''}`,
    userId: caller.user.id,
    formKey: '',
    currentBlogId: actingAs ?? null,
  });
}

/**
 * A list parameter in any form clients send (`a[]=x&a[]=y`, repeated keys, `a=x,y`: core
 * `readList`), its blank items dropped; empty when absent or not text.
 */
export function listParam(query: ApiQuery, name: string): string[] {
  const list = readList(query[name] ?? []);
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}

/** A whole number parameter within bounds, `fallback` when absent; 400 otherwise. */
export function intParam(query: ApiQuery, name: string, min: number, max: number, fallback: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw badRequest(`The parameter ${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

/** A timestamp in seconds (`before`, `after`), or undefined when absent. */
export function secondsParam(query: ApiQuery, name: string): number | undefined {
  if (query[name] === undefined || query[name] === '') return undefined;
  return intParam(query, name, 0, 253402300799, 0);
}

/** Tumblr's booleans: `true` or `1` (as `npf=true`, `reblog_info=1`); anything else is false. */
export function boolParam(query: ApiQuery, name: string): boolean {
  const raw = query[name];
  return raw === true || raw === 'true' || raw === '1';
}

/** A post id (`id`, `since_id`, `before_id`): digits only, else 400. */
export function idParam(query: ApiQuery, name: string): string | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '' || raw === '0') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,19}$/.test(raw))
    throw badRequest(`The parameter ${name} must be a post id.`);
  return raw;
}

/** A keyset cursor meaning "published before this second" for the web client's skeletons. */
export const beforeSecond = (seconds: number): string => encodeTimeCursor(String(seconds * 1_000_000), '0');

/** How a page of posts is to be answered (api.md `/posts`: `npf`, `reblog_info`, `notes_info`). */
export interface PostFormat {
  npf: boolean;
  reblogInfo: boolean;
  notesInfo: boolean;
  /** `filter=text`: the legacy format's HTML fields as plain text. */
  plain?: boolean;
}

export const postFormatOf = (query: ApiQuery): PostFormat => ({
  npf: boolParam(query, 'npf'),
  reblogInfo: boolParam(query, 'reblog_info'),
  notesInfo: boolParam(query, 'notes_info'),
  plain: query.filter === 'text',
});

/** The legacy fields that hold HTML (api.md's types: text, photo, quote, link, audio, video, answer). */
const HTML_FIELDS = ['body', 'caption', 'text', 'source', 'description', 'answer', 'excerpt'];

/**
 * A legacy post as `filter=text` asks (api.md: "Plain text, no HTML"): its HTML fields, and its
 * photos' captions, as the words a reader sees. NPF is structured text already, so left as it is.
 */
function asPlainText(post: Record<string, unknown>): Record<string, unknown> {
  const plain: Record<string, unknown> = { ...post };
  for (const field of HTML_FIELDS)
    if (typeof plain[field] === 'string') plain[field] = plainText(plain[field]);
  if (Array.isArray(plain.photos))
    plain.photos = plain.photos.map((photo: Record<string, unknown>) => ({
      ...photo,
      caption: typeof photo.caption === 'string' ? plainText(photo.caption) : photo.caption,
    }));
  return plain;
}

/**
 * Posts by id in the order given, each as the reader may see it (the web client's hydration and
 * rules, through loadTumblrPosts), in the legacy format or NPF, with their notes when asked.
 */
export async function presentPosts(
  db: Db,
  ids: readonly string[],
  viewer: Viewer | null,
  format: PostFormat,
): Promise<Record<string, unknown>[]> {
  const { posts, context } = await loadTumblrPosts(db, ids, viewer);
  const notes = format.notesInfo ? await loadNotes(db, posts, viewer) : undefined;
  const present = format.npf ? presentNpfPost : presentLegacyPost;
  const plain = format.plain && !format.npf;
  return posts.map((post) => {
    const presented = present(post, context, {
      reblogInfo: format.reblogInfo,
      ...(notes ? { notes: notes.get(post.id) ?? [] } : {}),
    });
    return plain ? asPlainText(presented) : presented;
  });
}

/**
 * A `_links.next` (api.md "Links"): the same call with the query that reads the next page; the
 * API key is left out, as the caller adds its own.
 */
export function nextLink(path: string, query: ApiQuery, changes: Record<string, string | number>) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (typeof value === 'string' && !['api_key', 'callback', 'jsonp'].includes(key)) params[key] = value;
  for (const [key, value] of Object.entries(changes)) params[key] = String(value);
  for (const key of ['offset', 'before', 'after', 'before_id', 'before_timestamp'])
    if (!(key in changes)) delete params[key];
  return {
    type: 'action',
    method: 'GET',
    href: `/v2${path}?${new URLSearchParams(params).toString()}`,
    query_params: params,
  };
}

/**
 * A page at `offset` of a list the web client reads by keyset: its first `offset + limit` ids,
 * the page being the last `limit` of them; more follow when the skeleton says so.
 */
export async function atOffset(
  offset: number,
  limit: number,
  read: (take: number) => Promise<{ ids: string[]; next: string | null }>,
): Promise<{ ids: string[]; more: boolean }> {
  const skeleton = await read(offset + limit);
  return { ids: skeleton.ids.slice(offset), more: skeleton.next !== null };
}
