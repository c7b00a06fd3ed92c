import type { Db } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';

/** How many rows a table holds: what a refused request must have left as it was. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table as 'posts')
    .select((e) => e.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
