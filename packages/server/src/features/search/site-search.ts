import { type SiteSearchQuery, searchedTag } from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  decodeTimeCursor,
  microsOf,
  olderThan,
  type Skeleton,
  timeCursorOf,
  toSkeleton,
} from '../posts/pipeline/cursor.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { textQuery } from './terms.js';
import { FINDABLE, hiddenBlogs, safeSearch } from './visibility.js';

/**
 * Top ranks the newest TOP_CANDIDATES matches of a term: a common word matches a good part of all
 * posts, and scoring every one of them would cost a search hundreds of milliseconds. A rarer word's
 * matches are all candidates.
 */
export const TOP_CANDIDATES = 200;

/**
 * A post's score for Top, as one number so pages follow each other by keyset: how well it matches
 * (ts_rank with the index's weights: titles and tags count most), its notes, and its age — a post
 * HALF_LIFE_DAYS newer counts twice as much. Written as a sum of logarithms, it does not depend on
 * the moment of the request, so the next page continues where the last one ended.
 */
const HALF_LIFE_DAYS = 14;
const SCALE = 1_000_000;
const recency = sql`extract(epoch from p.published_at) / 86400 * ln(2) / ${HALF_LIFE_DAYS}`;
const notes = sql`0.5 * ln(1 + p.note_count)`;

function scoreOf(relevance: RawBuilder<unknown> | null): RawBuilder<string> {
  const parts = relevance
    ? sql`ln(1 + 10 * ${relevance}) + ${notes} + ${recency}`
    : sql`${notes} + ${recency}`;
  return sql<string>`((${parts}) * ${SCALE})::bigint`;
}

/** The filters of the search page: what anyone may find, the viewer's blocks, type, safe search. */
function filtersOf(viewer: Viewer | null, query: SiteSearchQuery): RawBuilder<boolean> {
  const type = query.filter_post_type === 'any' ? sql`true` : sql`p.type = ${query.filter_post_type}`;
  return sql<boolean>`${FINDABLE} and p.blog_id <> all(${hiddenBlogs(viewer)})
    and ${type} and ${safeSearch(viewer, query.filter_nsfw)}`;
}

/** The candidates' ids: matching posts, newest first (`#tag`: posts with the tag, from post_tags). */
function matches(q: string, filters: RawBuilder<boolean>, after: RawBuilder<boolean>, limit: number) {
  const tag = searchedTag(q);
  if (tag !== null)
    return sql`select t.post_id as id, t.published_at from post_tags t join posts p on p.id = t.post_id
      where t.tag = ${tag} and ${filters} and ${after}
      order by t.published_at desc, t.post_id desc limit ${limit}`;
  return sql`select p.id, p.published_at from posts p
    where p.search_vector @@ ${textQuery(q)} and ${filters} and ${after}
    order by p.published_at desc, p.id desc limit ${limit}`;
}

/** Recent: every match, newest first, by (published_at, id). */
async function recent(db: Db, viewer: Viewer | null, query: SiteSearchQuery): Promise<Skeleton> {
  const cursor = decodeTimeCursor(query.before);
  const tagged = searchedTag(query.q) !== null;
  const after = cursor
    ? olderThan(tagged ? 't.published_at' : 'p.published_at', tagged ? 't.post_id' : 'p.id', cursor)
    : sql<boolean>`true`;
  const { rows } = await sql<{ id: string; sort: string }>`
    select m.id, ${microsOf('m.published_at')} as sort
    from (${matches(query.q, filtersOf(viewer, query), after, query.limit + 1)}) m`.execute(db);
  return toSkeleton(rows, query.limit, timeCursorOf);
}

/**
 * Top: the newest candidates, by score; the cursor is the last post's score and id. Only the
 * candidates' rows are read again to score them (by primary key), never every match.
 */
async function top(db: Db, viewer: Viewer | null, query: SiteSearchQuery): Promise<Skeleton> {
  // The same two-number form as a time cursor: `{score}_{id}`.
  const cursor = decodeTimeCursor(query.before);
  const relevance =
    searchedTag(query.q) === null ? sql`ts_rank(p.search_vector, ${textQuery(query.q)})` : null;
  const after = cursor
    ? sql<boolean>`(s.score, s.id) < (${cursor.micros}::bigint, ${cursor.id}::bigint)`
    : sql<boolean>`true`;
  const { rows } = await sql<{ id: string; score: string }>`
    select s.id, s.score::text from (
      select p.id, ${scoreOf(relevance)} as score
      from (${matches(query.q, filtersOf(viewer, query), sql`true`, TOP_CANDIDATES)}) c
      join posts p on p.id = c.id
    ) s
    where ${after}
    order by s.score desc, s.id desc limit ${query.limit + 1}`.execute(db);
  return toSkeleton(rows, query.limit, (row) => `${row.score}_${row.id}`);
}

/** GET /svc/search/posts: a page of the site's posts about the term, in the order asked. */
export function siteSearchSkeleton(db: Db, viewer: Viewer | null, query: SiteSearchQuery): Promise<Skeleton> {
  return query.sort === 'recent' ? recent(db, viewer, query) : top(db, viewer, query);
}
