import { availableParallelism } from 'node:os';

/**
 * Connections a server process keeps to PostgreSQL when DATABASE_POOL_SIZE does not say: two a
 * core of this machine and one more (PostgreSQL's own rule of thumb, cores × 2 + spindles), shared
 * by the server processes on it, and never fewer than two. PostgreSQL runs no more statements at
 * once than it has cores; more connections than that only add backends that take turns, and each
 * turn costs both processes a context switch and their caches. Measured with the bench's
 * dashboard at 500 req/s on two cores (README "Benchmarks"): 4 connections cost PostgreSQL
 * 0.70 ms of CPU a page where 10 cost 0.79, at the same p99.
 */
export function defaultPoolSize(workers = 1, cores = availableParallelism()): number {
  return Math.max(2, Math.ceil((cores * 2 + 1) / workers));
}
