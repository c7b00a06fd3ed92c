import type { FastifyBaseLogger } from 'fastify';
import { Logger, type RunnerOptions, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { POOL_IDLE_TIMEOUT_MS } from '../db/database.js';

export interface JobsOptions {
  /** The app's own PostgreSQL: jobs live beside the rows they act on. */
  connectionString: string;
  /** Where the runner reports; silent when absent (tests). */
  logger?: FastifyBaseLogger;
  /** Jobs run at once at most this many at a time. */
  concurrency?: number;
  /** Where job:success, job:error, ... are emitted (tests wait on these rather than sleeping). */
  events?: WorkerEvents;
}

// graphile-worker's level names (a const enum of strings) to pino's.
const LEVELS: Record<string, 'error' | 'warn' | 'info' | 'debug'> = {
  error: 'error',
  warning: 'warn',
  info: 'info',
  debug: 'debug',
};

/** graphile-worker's log lines into the app's logger, so one place shows the server and its jobs. */
function bridgeLogger(log: FastifyBaseLogger | undefined): Logger {
  return new Logger((scope) => (level, message, meta) => {
    log?.[LEVELS[level as string] ?? 'info']({ job: scope, ...meta }, message);
  });
}

export interface JobsPool {
  pool: pg.Pool;
  /** Resolves once every connection is really closed, not merely asked to close. */
  close(): Promise<void>;
}

/**
 * The runner's connections, in a pool we own: graphile-worker does not wait for a pool it made
 * itself to close, and pg's `end()` resolves before the sockets do. A connection still open when
 * start.ts stops the database would be cut and, unheard, crash the process; so `close` waits for
 * each one, and the error handlers keep a connection the server drops from being fatal.
 */
export function createJobsPool(options: JobsOptions): JobsPool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: (options.concurrency ?? 2) + 2,
    // Jobs come in bursts (a post's notifications): connections outlive the gaps between them.
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
  });
  const lost = (err: Error) => options.logger?.warn({ err }, 'job runner connection lost');
  const open = new Set<pg.Client>();
  let allClosed = () => {};
  pool.on('error', lost);
  pool.on('connect', (client) => {
    open.add(client);
    // A connection in use (the runner's LISTEN) reports on the client, not the pool.
    client.on('error', lost);
  });
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) allClosed();
  });
  return {
    pool,
    async close() {
      const closed = new Promise<void>((resolve) => {
        allClosed = resolve;
      });
      await pool.end();
      if (open.size > 0) await closed;
    },
  };
}

/**
 * Options every runner shares. Node's clock (useNodeTime) decides which jobs are due, the same
 * clock `enqueue` stamps them with; signals stay with start.ts, which stops the runner in its own
 * shutdown order (after the HTTP server, before the database).
 */
export function workerOptions(options: JobsOptions, pgPool: pg.Pool): RunnerOptions {
  return {
    pgPool,
    concurrency: options.concurrency ?? 2,
    logger: bridgeLogger(options.logger),
    useNodeTime: true,
    noHandleSignals: true,
    pollInterval: 2000,
    ...(options.events ? { events: options.events } : {}),
  };
}

/** Runs `work` with a pool of its own, closed afterwards whatever happens. */
export async function withJobsPool<T>(options: JobsOptions, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const { pool, close } = createJobsPool(options);
  try {
    return await work(pool);
  } finally {
    await close();
  }
}
