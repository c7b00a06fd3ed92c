import { sql } from 'kysely';
import { gifPostPredicate } from '../../db/migrations/0017-gifs.js';

/**
 * A findable original photo post with an animated GIF (migration 0017), written exactly as
 * posts_gif_idx's predicate on the alias `p`, so PostgreSQL sees that the index covers the query.
 * A constant, never a parameter: an index predicate is matched against the statement's text.
 */
export const GIF_POST = sql.raw<boolean>(gifPostPredicate('p'));
