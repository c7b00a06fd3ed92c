import type { BenchDatabase } from './database.js';

/** What PostgreSQL's sessions did during a run, from pg_stat_activity (the sampler's own left out). */
export interface PgActivity {
  /** Client connections, sampled every second. */
  connections: { max: number; mean: number };
  /** Connections in a statement or a transaction (not idle), sampled every second. */
  busyConnections: { max: number; mean: number };
  /** Seconds in which some backend waited on a lock, and the seconds sampled. */
  lockSeconds: number;
  seconds: number;
  /**
   * What busy backends were doing, sampled ten times a second: the mean number of backends on
   * each wait event (`CPU`: running), the six most common.
   */
  waits: Record<string, number>;
}

const round = (n: number) => Math.round(n * 100) / 100;
const spread = (samples: number[]) => ({
  max: Math.max(0, ...samples),
  mean: round(samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length)),
});

/**
 * Samples pg_stat_activity on one connection of its own until stopped: the connections every
 * second, what busy backends wait on ten times a second (lock waits on one row, WAL flushes, I/O,
 * the client). A sample still running when the next is due is skipped.
 */
export async function samplePgActivity(db: BenchDatabase): Promise<{ stop(): Promise<PgActivity> }> {
  const pg = await db.connect();
  const connections: number[] = [];
  const busy: number[] = [];
  let lockSeconds = 0;
  const waits = new Map<string, number>();
  let waitSamples = 0;
  const running = new Set<'second' | 'wait'>();
  const sample = (which: 'second' | 'wait', query: () => Promise<void>) => {
    if (running.has(which)) return;
    running.add(which);
    query()
      .catch(() => undefined)
      .finally(() => running.delete(which));
  };
  const everySecond = setInterval(
    () =>
      sample('second', async () => {
        const r = await pg.query<{ n: string; locked: string; busy: string }>(
          `SELECT count(*) AS n, count(*) FILTER (WHERE wait_event_type = 'Lock') AS locked,
             count(*) FILTER (WHERE state <> 'idle') AS busy
           FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
        );
        connections.push(Number(r.rows[0]?.n));
        busy.push(Number(r.rows[0]?.busy));
        if (Number(r.rows[0]?.locked) > 0) lockSeconds++;
      }),
    1000,
  );
  const everyTenth = setInterval(
    () =>
      sample('wait', async () => {
        const r = await pg.query<{ wait: string; n: string }>(
          `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait, count(*) AS n
           FROM pg_stat_activity
           WHERE backend_type = 'client backend' AND state <> 'idle' AND pid <> pg_backend_pid()
           GROUP BY 1`,
        );
        waitSamples++;
        for (const row of r.rows) waits.set(row.wait, (waits.get(row.wait) ?? 0) + Number(row.n));
      }),
    100,
  );
  return {
    async stop() {
      clearInterval(everySecond);
      clearInterval(everyTenth);
      await pg.end();
      return {
        connections: spread(connections),
        busyConnections: spread(busy),
        lockSeconds,
        seconds: connections.length,
        waits: Object.fromEntries(
          [...waits]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6)
            .map(([wait, n]) => [wait, round(n / Math.max(1, waitSamples))]),
        ),
      };
    },
  };
}
