import type pg from 'pg';

export interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * The indexes of `tables` that back no constraint (so not primary keys or unique constraints),
 * read from the catalogue: whatever the migrations define today is dropped and rebuilt as is.
 */
export async function indexesOf(client: pg.Client, tables: string[]): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(
    `SELECT quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid
     JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
     ORDER BY t.relname, c.relname`,
    [tables],
  );
  return rows;
}

export async function recreateIndexes(client: pg.Client, indexes: IndexDefinition[]): Promise<void> {
  for (const index of indexes) await client.query(index.definition);
}
