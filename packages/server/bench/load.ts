import autocannon from 'autocannon';
import { cpuSnapshot, cpuUse, type Groups } from './machine.js';

export interface LoadResult {
  name: string;
  path: string;
  /** Fixed request rate asked for, or null for "as fast as it goes". */
  rate: number | null;
  connections: number;
  seconds: number;
  /** 2xx answers a second over the run. */
  rps: number;
  /** Latency of 2xx answers, milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  ok: number;
  /** The share of the machine's CPU that other processes used during the run (null: unknown). */
  othersCpu: number | null;
  /** CPU milliseconds per 2xx answer of the server, PostgreSQL and the load generator (null: unknown). */
  cpuMsPerRequest: Record<string, number> | null;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  name: string;
  baseUrl: string;
  path: string;
  cookie?: string;
  seconds: number;
  connections: number;
  /** Requests a second over all connections (autocannon overallRate); none: as fast as possible. */
  rate?: number;
  /** Sent as Accept-Encoding: the server compresses its text answers for it. */
  acceptEncoding?: string | undefined;
  /** A POST with this body (form-encoded unless `contentType` says) and headers, instead of a GET. */
  post?: { body: string; headers: Record<string, string>; contentType?: string };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * One autocannon run. Latencies are recorded here, unrounded, from every 2xx answer: autocannon's
 * own histogram keeps whole milliseconds, and at a fixed rate it "corrects" for coordinated
 * omission with a 1 ms interval, which adds made-up samples below every real one.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl + options.path,
        headers: {
          ...(options.cookie && { cookie: options.cookie }),
          ...(options.acceptEncoding && { 'accept-encoding': options.acceptEncoding }),
          ...(options.post && {
            'content-type': options.post.contentType ?? 'application/x-www-form-urlencoded',
            ...options.post.headers,
          }),
        },
        ...(options.post ? { method: 'POST' as const, body: options.post.body } : {}),
        connections: options.connections,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate, ignoreCoordinatedOmission: true } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else non2xx++;
    });
  });
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name: options.name,
    path: options.path,
    rate: options.rate ?? null,
    connections: options.connections,
    seconds: result.duration,
    rps: round(latencies.length / result.duration),
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    ok: latencies.length,
    othersCpu: null,
    cpuMsPerRequest: null,
    non2xx: Math.max(non2xx, result.non2xx),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * A short unrecorded run first, so caches, JIT and the connection pool are warm for the measured
 * one. `groups` are the benchmark's process trees (server, database): their CPU time per request
 * is recorded, and told apart from what other processes used meanwhile.
 */
export async function warmThenLoad(
  options: LoadOptions,
  groups: Groups,
  warmSeconds = 2,
): Promise<LoadResult> {
  await load({ ...options, seconds: warmSeconds });
  const before = cpuSnapshot(groups);
  const result = await load(options);
  const use = cpuUse(before, cpuSnapshot(groups));
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, result.ok)) * 1000) / 1000;
  return {
    ...result,
    othersCpu: use?.others ?? null,
    cpuMsPerRequest: use
      ? Object.fromEntries(Object.entries(use.ms).map(([name, ms]) => [name, perRequest(ms)]))
      : null,
  };
}
