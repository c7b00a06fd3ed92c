import { createDb } from '../src/db/database.js';
import { aggregateInsight } from '../src/features/insight/aggregate.js';
import type { BenchDatabase } from './database.js';

/** Issue 20's size: insight charts over a year of ten million events. */
export const FULL_EVENTS = 10_000_000;
const DAYS = 365;
const NAMES = [
  'page_view',
  'messaging_inbox_open',
  'peepr_open',
  'search',
  'post_like',
  'follow',
  'login',
  'gif_search_pick',
];

/**
 * A year of events (`count`, spread over the days, eight names, the users' ids) in their day
 * partitions, made first so the rows go straight in; then the insight job's counts over all of
 * them, as the hourly job would have kept them. A kept database (--reuse) is filled once.
 */
export async function seedEvents(
  db: BenchDatabase,
  count: number,
  users: number,
  log: (line: string) => void,
): Promise<void> {
  const client = await db.connect();
  try {
    // The year's events are the seed's (tracker events); the ingestion run's own are client logs.
    const have = Number(
      (await client.query("SELECT count(*) AS n FROM events WHERE source = 'bblog'")).rows[0].n,
    );
    // The counts are taken however the events came (the ingestion run adds its own): as the hourly
    // and per-minute jobs of a running site would have taken them by now.
    if (have >= count) return await countAll(db, log);
    const t = performance.now();
    await client.query(`DO $$ DECLARE d date; BEGIN
      FOR i IN 0..${DAYS + 2} LOOP
        d := current_date - ${DAYS} + i;
        EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF events FOR VALUES FROM (%L) TO (%L)',
          'events_' || to_char(d, 'YYYYMMDD'), d::timestamptz, (d + 1)::timestamptz);
      END LOOP; END $$`);
    await client.query('SET synchronous_commit = off');
    await client.query(
      `INSERT INTO events (at, source, name, user_id, address, data)
       SELECT now() - make_interval(secs => (i * 7919) % (${DAYS} * 86400)), 'bblog',
         (ARRAY[${NAMES.map((n) => `'${n}'`).join(', ')}])[1 + (i % ${NAMES.length})],
         1 + (i * 31) % ${users}, '203.0.113.0', '{}'
       FROM generate_series(1::int8, $1::int8) i`,
      [count - have],
    );
    // Vacuumed as well as analyzed: left to autovacuum, a year of new partitions is vacuumed
    // while the runs measure, and its CPU counts as theirs.
    await client.query('VACUUM (ANALYZE) events');
    log(`  events (${count})                              ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await countAll(db, log);
  } finally {
    await client.end();
  }
}

/** The insight jobs' counts over every event so far (hours, days, minutes). */
async function countAll(db: BenchDatabase, log: (line: string) => void): Promise<void> {
  const t = performance.now();
  const kysely = createDb(db.url, 2);
  try {
    await aggregateInsight(kysely);
  } finally {
    await kysely.destroy();
  }
  log(`  insight counts                                ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
