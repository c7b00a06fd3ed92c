import { type Kysely, sql } from 'kysely';

/**
 * GIF search (issue 17): `POST /svc/search/inline_gif` finds original photo posts whose photo is an
 * animated GIF upload, among the posts anyone may find.
 *
 * - A post's photo says it is animated (`photos[n].animated`), copied from its upload when the post
 *   is saved, as its width and height are: the search reads it from the row and indexes it, with no
 *   join to `media`. Uploads record their frames from now on (`media.meta.frames`); those made
 *   before were never counted, and their bytes are not in reach of a migration, so every GIF
 *   upload already in a post is taken as animated (features/media/animated-gif.ts does the same).
 * - `posts_gif_idx` holds exactly the findable GIF posts, newest first: an empty query reads the
 *   newest of them, and a common word is found by walking them and testing each against the term,
 *   where the full-text index (posts_search_idx) would list every post with the word. With the
 *   term's own plan (db/custom-plans.ts) PostgreSQL picks whichever is cheaper.
 */

/** posts_gif_idx's predicate, on the columns of `alias` when given (GIF search writes it the same). */
export function gifPostPredicate(alias?: string): string {
  const c = alias ? `${alias}.` : '';
  return `${c}type = 'photo' AND NOT ${c}is_reblog AND ${c}photos @> '[{"animated": true}]'
    AND ${c}state = 'published' AND NOT ${c}is_private AND NOT ${c}members_only`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE posts p SET photos = (
      SELECT jsonb_agg(CASE WHEN m.mime = 'image/gif' THEN ph || '{"animated": true}' ELSE ph END ORDER BY e.n)
      FROM jsonb_array_elements(p.photos) WITH ORDINALITY AS e(ph, n)
      LEFT JOIN media m ON m.key = e.ph->>'key'
    )
    WHERE p.type = 'photo' AND EXISTS (
      SELECT 1 FROM jsonb_array_elements(p.photos) ph JOIN media m ON m.key = ph->>'key'
      WHERE m.mime = 'image/gif')
  `.execute(db);
  await sql
    .raw(`CREATE INDEX posts_gif_idx ON posts (published_at DESC, id DESC) WHERE ${gifPostPredicate()}`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX posts_gif_idx`.execute(db);
  await sql`
    UPDATE posts SET photos = (SELECT jsonb_agg(ph - 'animated' ORDER BY n)
      FROM jsonb_array_elements(photos) WITH ORDINALITY AS e(ph, n))
    WHERE photos @> '[{"animated": true}]'
  `.execute(db);
}
