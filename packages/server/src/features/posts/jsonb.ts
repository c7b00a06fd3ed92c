import { type RawBuilder, sql } from 'kysely';

/**
 * A value for a jsonb column. pg sends a JS array as a PostgreSQL array literal, not JSON, so
 * arrays (photos, trail) must be serialised by hand; objects go the same way for one rule.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`${JSON.stringify(value)}::jsonb`;
}
