import type { FeedQuery, PostListResponse } from '@rookery/core';
import { type QueryCreator, type RawBuilder, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  compareIntegers,
  decodeTimeCursor,
  microsOf,
  olderThan,
  timeCursorOf,
} from '../posts/pipeline/cursor.js';
import { type HydratedPost, hydrationOf, hydrationQuery } from '../posts/pipeline/hydrate.js';
import { presentHydration } from '../posts/pipeline/run.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { dashboardBlogs, dashboardIds, MERGE_MAX_BLOGS } from './skeleton.js';

type PageRow = HydratedPost & { sort: string; page_size: number };

/**
 * A dashboard page in one statement: the page's ids (skeleton.ts) as a common table expression,
 * hydrated by the hydration's own select, with each row's exact time for the cursor. One statement
 * instead of two saves a round trip and a statement's fixed costs on both sides (pgbench, the bench
 * reader's page: 0.69-0.71 ms as two statements, 0.63-0.64 as one), and reads the ids and the cards
 * in one snapshot. The ids are read `take` = limit + 1 at a time; the last only says whether a next
 * page exists (`page_size`), and is not hydrated. The ids' blogs go to the follow test.
 */
const pageQuery = (
  db: Db,
  ids: RawBuilder<{ id: string; published_at: Date; blog_id: string }>,
  take: number,
  userId: string,
  currentBlogId: string | null,
  own: string[],
) =>
  hydrationQuery(
    // Raw statements as common table expressions: Kysely's types take only its own builders.
    db
      .with('pick', () => sql`(${ids})` as never)
      .with(
        'page',
        () =>
          sql<{ ids: string[]; blog_ids: string[] }>`(select
            array(select s.id from pick s order by s.published_at desc, s.id desc) as ids,
            array(select s.blog_id from pick s) as blog_ids)`,
      ) as unknown as QueryCreator<Database>,
    // Cast, so that `any(...)` reads one array rather than a subquery's rows of arrays.
    sql<string[]>`(select ids[1:${take}::int - 1] from page)::bigint[]`,
    userId,
    currentBlogId,
    own,
    sql<string[]>`(select blog_ids from page)::bigint[]`,
  )
    .select(microsOf('posts.published_at').as('sort'))
    .select(sql<number>`(select cardinality(ids) from page)`.as('page_size'));

/** Newest first, as the ids were read: by the exact time, then by id. */
const newestFirst = (a: PageRow, b: PageRow) =>
  compareIntegers(b.sort, a.sort) || compareIntegers(b.id, a.id);

/**
 * Built and compiled once for each of the four ways the ids are read (skeleton.ts dashboardIds);
 * the viewer, the page size and the cursor are parameters. The viewer's own blogs both choose the
 * ids and say which posts they reblogged, so they are passed once.
 */
const firstPage = (byMerge: boolean) =>
  compiledOnce(4, (db: Db, own: string[], take: number, userId: string, currentBlogId: string | null) =>
    pageQuery(db, dashboardIds(own, null, take, byMerge), take, userId, currentBlogId, own),
  );
const pageAfter = (byMerge: boolean) =>
  compiledOnce(
    6,
    (
      db: Db,
      own: string[],
      take: number,
      micros: string,
      id: string,
      userId: string,
      currentBlogId: string | null,
    ) =>
      pageQuery(
        db,
        dashboardIds(own, olderThan('p.published_at', 'p.id', { micros, id }), take, byMerge),
        take,
        userId,
        currentBlogId,
        own,
      ),
  );
const statements = {
  merged: firstPage(true),
  walked: firstPage(false),
  mergedAfter: pageAfter(true),
  walkedAfter: pageAfter(false),
};

/** The signed-in user's dashboard page: its posts, presented, and the cursor of the next one. */
export async function dashboardPage(
  db: Db,
  viewer: Viewer,
  query: FeedQuery,
  mergeMax = MERGE_MAX_BLOGS,
): Promise<PostListResponse> {
  const count = await dashboardBlogs(db, viewer);
  if (count === 0) return { posts: [], next: null };
  const cursor = decodeTimeCursor(query.before);
  const own = viewer.blogIds;
  const take = query.limit + 1;
  const byMerge = count <= mergeMax;
  const viewerArgs = [viewer.userId, viewer.currentBlogId] as const;
  const rows = (
    cursor
      ? await (byMerge ? statements.mergedAfter : statements.walkedAfter)(
          db,
          own,
          take,
          cursor.micros,
          cursor.id,
          ...viewerArgs,
        )
      : await (byMerge ? statements.merged : statements.walked)(db, own, take, ...viewerArgs)
  ) as PageRow[];
  rows.sort(newestFirst);
  const last = rows.at(-1);
  return {
    posts: presentHydration(
      hydrationOf(rows),
      rows.map((row) => row.id),
      viewer,
    ),
    next: last && last.page_size > query.limit ? timeCursorOf(last) : null,
  };
}
