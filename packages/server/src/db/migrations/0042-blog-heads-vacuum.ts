import { type Kysely, sql } from 'kysely';

/**
 * blog_heads is small (one row a blog) and read by every dashboard's first page with an index-only
 * scan, one probe a followed blog. Each post rewrites its blog's row, and the time is in both
 * indexes, so no update is HOT: the dead versions and the pages they leave unmarked in the
 * visibility map send the probes to the heap. At PostgreSQL's default (a fifth of the table, 4,050
 * dead rows for 20,000 blogs) the bench's table waited with 2,633 dead rows unvacuumed; vacuumed,
 * the merge of the bench reader's page took 0.40 ms in pgbench instead of 0.435. So it is vacuumed
 * after 500 dead rows and 2 % of the table: 900 for 20,000 blogs, a few milliseconds of work.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE blog_heads SET (autovacuum_vacuum_threshold = 500, autovacuum_vacuum_scale_factor = 0.02)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE blog_heads RESET (autovacuum_vacuum_threshold, autovacuum_vacuum_scale_factor)`.execute(
    db,
  );
}
