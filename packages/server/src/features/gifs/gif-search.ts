import { GIF_CANDIDATES, type GifSearchInput } from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StoredPhoto } from '../../db/schema.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { textQuery } from '../search/terms.js';
import { hiddenBlogs, notWithheld, safeSearch } from '../search/visibility.js';
import { GIF_POST } from './gif-posts.js';

/** A GIF post found, with what its result is made of (present-gifs.ts). */
export interface GifRow {
  id: string;
  slug: string;
  tags: string[];
  caption: string;
  photos: StoredPhoto[];
  blog_name: string;
  blog_uuid: string;
}

/**
 * A term's score: how well the post matches (ts_rank with the index's weights: tags count most,
 * then captions) and half the log of its notes, as site search's Top weighs them, without its
 * age: the candidates are the newest matches already.
 */
const SCALE = 1_000_000;
const notes = sql`0.5 * ln(1 + p.note_count)`;
const scoreOf = (term: RawBuilder<unknown>) =>
  sql`((ln(1 + 10 * ts_rank(p.search_vector, ${term})) + ${notes}) * ${SCALE})::bigint`;

/**
 * The candidates: the newest GIF_CANDIDATES findable GIF posts (about the term, when there is one)
 * the viewer may see. With the term's own plan, a rare word is read through the full-text index
 * (posts_search_idx) and a common one by walking posts_gif_idx and testing each.
 */
function candidates(viewer: Viewer | null, input: GifSearchInput): RawBuilder<unknown> {
  const about = input.q ? sql`p.search_vector @@ ${textQuery(input.q)}` : sql`true`;
  return sql`select p.id from posts p
    where ${GIF_POST} and ${about} and p.blog_id <> all(${hiddenBlogs(viewer)})
      and ${safeSearch(viewer, input.filter_nsfw)}
    order by p.published_at desc, p.id desc limit ${GIF_CANDIDATES}`;
}

/**
 * POST /svc/search/inline_gif's posts, best first: with a term, by match and notes; without one,
 * the most noted of the newest GIFs (ties: the newer first). One statement: candidates, ranking
 * and each post's blog.
 */
export function gifSearchStatement(viewer: Viewer | null, input: GifSearchInput): RawBuilder<GifRow> {
  const order = input.q
    ? sql`${scoreOf(textQuery(input.q))} desc, p.id desc`
    : sql`p.note_count desc, p.published_at desc, p.id desc`;
  return sql<GifRow>`
    select p.id, p.slug, p.tags, p.one as caption, p.photos, b.name as blog_name, b.uuid as blog_uuid
    from (${candidates(viewer, input)}) c
    join posts p on p.id = c.id
    join blogs b on b.id = p.blog_id
    where ${notWithheld('b')}
    order by ${order} limit ${input.limit}`;
}

export async function searchGifs(db: Db, viewer: Viewer | null, input: GifSearchInput): Promise<GifRow[]> {
  return (await gifSearchStatement(viewer, input).execute(db)).rows;
}
