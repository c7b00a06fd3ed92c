import { type RawBuilder, sql } from 'kysely';

/**
 * A term as a text-search query (migration 0015): web-search syntax — "a phrase", -excluded, or —
 * with English stemming; when English leaves no word of it (only stop words: "the who"), the same
 * term without stemming or stop words, which the index holds too. Immutable functions of the term
 * alone, so PostgreSQL folds it to a constant when it plans the statement.
 */
export function textQuery(term: string): RawBuilder<unknown> {
  return sql`(case when numnode(websearch_to_tsquery('english', ${term})) > 0
    then websearch_to_tsquery('english', ${term}) else websearch_to_tsquery('simple', ${term}) end)`;
}

/** `value` for a LIKE pattern that matches it literally, followed by anything: a prefix search. */
export function prefixPattern(value: string): string {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A term as the typeahead reads it: every word of it, the last one possibly unfinished
 * (`rookery bir` finds "Rookery Birds"), without stemming. Null when it holds no word. Only
 * letters and digits reach the query, so nothing the reader types is read as an operator.
 */
export function prefixQuery(term: string): RawBuilder<unknown> | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return sql`to_tsquery('simple', ${`${words.join(' & ')}:*`})`;
}
