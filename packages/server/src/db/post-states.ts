import type { StoredPostState } from '@rookery/core';
import { sql } from 'kysely';

/**
 * Post states written into a statement's text rather than passed as parameters. Every connection
 * runs prepared statements with their generic plan (database.ts), which is made without the
 * parameters' values: a condition `state = $1` cannot prove a partial index's `WHERE state =
 * 'queued'`, so the plan falls back to reading the whole table. The queue sweep did so every
 * minute, 0.2–0.5 s on a million posts, until the state was a literal (issue 22's mixed load).
 * Use these wherever a partial index on the state should serve the query.
 */
const literal = (state: StoredPostState) => sql.lit<StoredPostState>(state);

export const PUBLISHED = literal('published');
export const QUEUED = literal('queued');
export const TRANSCODING = literal('transcoding');
