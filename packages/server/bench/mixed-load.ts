import { cpus } from 'node:os';
import type { PostView } from '@rookery/core';
import { formKeyOf, getJson, signIn } from './client.js';
import type { BenchDatabase } from './database.js';
import { BENCH_PASSWORD, type Dataset, emailOf } from './dataset.js';
import { cpuSnapshot, cpuUse, type Groups } from './machine.js';
import { type PgActivity, samplePgActivity } from './pg-activity.js';
import { peakOf, resetPeak, rssGrowth, rssOf } from './rss.js';
import { savePayload } from './write-path.js';

/**
 * Issue 22 P5: a day on the site in miniature. Signed-in readers, each with the posts of their own
 * dashboard's first page and a conversation of theirs, send a fixed rate of requests (open loop:
 * each goes at its time whether or not the ones before have answered) drawn from this mix.
 */
export const MIX = [
  { kind: 'dashboard', weight: 40 },
  { kind: 'blog page', weight: 20 },
  { kind: 'like or unlike', weight: 15 },
  { kind: 'reblog', weight: 7.5 },
  { kind: 'reply', weight: 7.5 },
  { kind: 'new post', weight: 5 },
  { kind: 'message', weight: 5 },
] as const;
type Kind = (typeof MIX)[number]['kind'];

interface SeenPost {
  id: string;
  key: string;
  blog: string;
  liked: boolean;
  /** A like or unlike of it is in flight: the next one waits, or the second would be refused. */
  busy: boolean;
}

export interface MixedReader {
  cookie: string;
  formKey: string;
  blog: string;
  posts: SeenPost[];
  conversation: string;
}

/**
 * Up to `count` readers who are in some conversation (ordinary users, primary blogs), signed in as
 * a browser would, four at a time, each with their dashboard's first page.
 */
export async function mixedReaders(
  db: BenchDatabase,
  d: Dataset,
  baseUrl: string,
  count: number,
): Promise<MixedReader[]> {
  const client = await db.connect();
  const rows = await client
    .query<{ user_id: string; conversation_id: string }>(
      `SELECT DISTINCT ON (b.id) b.id AS user_id, p.conversation_id
       FROM blogs b JOIN conversation_participants p ON p.blog_id = b.id
       WHERE b.id < $1 AND b.id <> $2
       ORDER BY b.id, p.conversation_id LIMIT $3`,
      [d.fewUserId, d.readerUserId, count],
    )
    .finally(() => client.end());
  const readers: MixedReader[] = [];
  for (let i = 0; i < rows.rows.length; i += 4) {
    const batch = rows.rows.slice(i, i + 4).map(async (row) => {
      const cookie = await signIn(baseUrl, emailOf(Number(row.user_id), d), BENCH_PASSWORD);
      const page = await getJson<{ posts: PostView[] }>(baseUrl, '/svc/dashboard', cookie);
      return {
        cookie,
        formKey: await formKeyOf(baseUrl, cookie),
        blog: `blog${row.user_id}`,
        conversation: row.conversation_id,
        posts: page.posts.map((p) => ({
          id: p.id,
          key: p.reblog_key,
          blog: p.blog_name,
          liked: p.liked,
          busy: false,
        })),
      };
    });
    readers.push(...(await Promise.all(batch)));
  }
  // A small dataset has fewer users than readers asked for: the report says how many there were.
  const ready = readers.filter((r) => r.posts.length > 0);
  if (ready.length === 0) throw new Error('no reader has a dashboard to act on');
  return ready;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  type?: string;
  /** After the answer (a like's new state). */
  done?: (ok: boolean) => void;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' });
const form = (value: Record<string, string>) => ({
  body: new URLSearchParams(value).toString(),
  type: 'application/x-www-form-urlencoded',
});

function callOf(kind: Kind, reader: MixedReader, n: number): Call {
  const post = pick(reader.posts);
  switch (kind) {
    case 'dashboard':
      return { method: 'GET', path: '/svc/dashboard' };
    case 'blog page':
      return { method: 'GET', path: `/svc/blog/${post.blog}/posts` };
    case 'like or unlike': {
      const free = post.busy ? reader.posts.find((p) => !p.busy) : post;
      if (!free) return { method: 'GET', path: '/svc/dashboard' };
      free.busy = true;
      const liking = !free.liked;
      return {
        method: 'POST',
        path: liking ? '/svc/like' : '/svc/unlike',
        ...json({ id: free.id, key: free.key, tumblelog_name: free.blog }),
        done: (ok) => {
          free.busy = false;
          if (ok) free.liked = liking;
        },
      };
    }
    case 'reblog':
      return {
        method: 'POST',
        path: '/fast_reblog',
        ...json({ reblog_key: post.key, reblog_post_id: post.id }),
      };
    case 'reply':
      return {
        method: 'POST',
        path: '/svc/reply',
        ...json({ reply_text: `Lovely, number ${n}.`, post_id: post.id, tumblelog_key: post.key }),
      };
    case 'new post':
      return {
        method: 'POST',
        path: '/svc/post/update',
        body: savePayload(`Mixed load ${n}`),
        type: 'application/x-www-form-urlencoded',
      };
    case 'message':
      return {
        method: 'POST',
        path: '/svc/conversations/messages',
        ...form({
          conversation_id: reader.conversation,
          participant: reader.blog,
          type: 'TEXT',
          message: `Still there? (${n})`,
        }),
      };
  }
}

function kindAt(roll: number): Kind {
  let sum = 0;
  for (const { kind, weight } of MIX) {
    sum += weight;
    if (roll < sum) return kind;
  }
  return 'dashboard';
}

export interface KindFigures {
  kind: string;
  sent: number;
  ok: number;
  p50: number;
  p99: number;
  failed: Record<string, number>;
}

/** The run's figures, with what PostgreSQL's sessions did meanwhile (pg-activity.ts). */
export interface MixedResult extends Omit<PgActivity, 'seconds'> {
  name: string;
  rate: number;
  seconds: number;
  readers: number;
  sent: number;
  ok: number;
  failed: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  byKind: KindFigures[];
  /** The server's resident memory, sampled every second: at the end, the largest sample and the kernel's peak. */
  rss: {
    endMb: number;
    maxSampleMb: number;
    peakMb: number;
    /** Medians of the last 30 s of the warm-up and of the run, and the growth between them (`rssGrowth`). */
    afterWarmUpMb: number;
    settledEndMb: number;
    growth: number;
  };
  /** The share of the machine's CPU other processes used meanwhile (null: unknown). */
  othersCpu: number | null;
  /** Cores each group used on average over the run (server, db, client). */
  cores: Record<string, number>;
  /** What held the run back, read from the figures above. */
  limitedBy: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
const round = (n: number) => Math.round(n * 100) / 100;
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Sends the mix at `rate` for `seconds` and reports latency (from each request's scheduled time,
 * so a stall counts against the requests it delayed), failures by kind and status, the server's
 * RSS every second, PostgreSQL's connections and lock waits every second, and the cores used.
 * `warmUpSeconds`: the RSS growth is taken from that second to the end (the soak), by `rssGrowth`.
 */
export async function mixedLoad(options: {
  name: string;
  baseUrl: string;
  readers: MixedReader[];
  rate: number;
  seconds: number;
  warmUpSeconds: number;
  serverPid: number;
  db: BenchDatabase;
  groups: Groups;
  log: (line: string) => void;
}): Promise<MixedResult> {
  const { baseUrl, readers, rate, seconds } = options;
  const latencies: number[] = [];
  const byKind = new Map<Kind, { sent: number; latencies: number[]; failed: Record<string, number> }>(
    MIX.map(({ kind }) => [kind, { sent: 0, latencies: [], failed: {} }]),
  );
  const rssSamples: number[] = [];
  const canReset = resetPeak(options.serverPid);
  const rssSampler = setInterval(() => rssSamples.push(rssOf(options.serverPid)), 1000);
  const activity = await samplePgActivity(options.db);

  const inFlight = new Set<Promise<void>>();
  const send = (n: number, at: number) => {
    const reader = readers[n % readers.length]!;
    const kind = kindAt(Math.random() * 100);
    const call = callOf(kind, reader, n);
    const figures = byKind.get(kind)!;
    figures.sent++;
    const request = fetch(baseUrl + call.path, {
      method: call.method,
      headers: {
        cookie: reader.cookie,
        'accept-encoding': 'gzip, deflate, br, zstd',
        ...(call.method === 'POST' && { 'x-form-key': reader.formKey, 'content-type': call.type! }),
      },
      ...(call.body !== undefined && { body: call.body }),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        const ok = res.status >= 200 && res.status < 300;
        call.done?.(ok);
        if (ok) {
          const ms = performance.now() - at;
          latencies.push(ms);
          figures.latencies.push(ms);
        } else figures.failed[String(res.status)] = (figures.failed[String(res.status)] ?? 0) + 1;
      })
      .catch((error: Error) => {
        call.done?.(false);
        const key =
          error.cause instanceof Error ? error.cause.message.slice(0, 40) : error.message.slice(0, 40);
        figures.failed[key] = (figures.failed[key] ?? 0) + 1;
      });
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  };

  const before = cpuSnapshot(options.groups);
  const started = performance.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  let reported = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - started) / 1000) * rate));
      for (; sent < due; sent++) send(sent, started + (sent * 1000) / rate);
      const elapsed = Math.floor((now - started) / 1000);
      if (elapsed >= reported + 30) {
        reported = elapsed;
        options.log(`    ${elapsed} s: ${latencies.length} answered, RSS ${mb(rssOf(options.serverPid))} MB`);
      }
      if (sent >= total) done();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(inFlight);
  const wall = (performance.now() - started) / 1000;
  const use = cpuUse(before, cpuSnapshot(options.groups));
  clearInterval(rssSampler);
  const pg = await activity.stop();
  rssSamples.push(rssOf(options.serverPid));

  latencies.sort((a, b) => a - b);
  const kinds: KindFigures[] = [...byKind].map(([kind, f]) => {
    f.latencies.sort((a, b) => a - b);
    return {
      kind,
      sent: f.sent,
      ok: f.latencies.length,
      p50: round(percentile(f.latencies, 50)),
      p99: round(percentile(f.latencies, 99)),
      failed: f.failed,
    };
  });
  const failed = kinds.reduce((n, k) => n + Object.values(k.failed).reduce((a, b) => a + b, 0), 0);
  const cores = Object.fromEntries(
    Object.entries(use?.ms ?? {}).map(([group, ms]) => [group, round(ms / 1000 / wall)]),
  );
  const end = rssSamples.at(-1)!;
  const settled = rssGrowth(rssSamples, options.warmUpSeconds);
  return {
    name: options.name,
    rate,
    seconds: round(wall),
    readers: readers.length,
    sent: total,
    ok: latencies.length,
    failed,
    rps: round(latencies.length / wall),
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    byKind: kinds,
    rss: {
      endMb: mb(end),
      maxSampleMb: mb(Math.max(...rssSamples)),
      peakMb: canReset ? mb(peakOf(options.serverPid)) : mb(Math.max(...rssSamples)),
      afterWarmUpMb: mb(settled.after),
      settledEndMb: mb(settled.end),
      growth: round(settled.growth),
    },
    connections: pg.connections,
    lockSeconds: pg.lockSeconds,
    waits: pg.waits,
    othersCpu: use ? round(use.others) : null,
    busyConnections: pg.busyConnections,
    cores,
    limitedBy: limitOf(cores, pg.lockSeconds / Math.max(1, pg.seconds), use?.others ?? 0),
  };
}

/**
 * What held a run back: other processes taking a quarter of the machine make the figures
 * pessimistic; a Node process cannot use more than one core, PostgreSQL not more than the
 * machine's; lock waits in a tenth of the seconds sampled point at contention instead.
 */
function limitOf(cores: Record<string, number>, lockShare: number, others: number): string {
  if (others >= 0.25) return `other processes (${Math.round(others * 100)} % of the machine's CPU)`;
  if ((cores.server ?? 0) >= 0.9) return `server CPU (${cores.server} of its one core)`;
  if (lockShare >= 0.1) return `locks (waits in ${Math.round(lockShare * 100)} % of the seconds)`;
  const machine = Object.values(cores).reduce((a, b) => a + b, 0);
  if ((cores.db ?? 0) >= 0.9) return `PostgreSQL CPU (${cores.db} cores)`;
  if (machine >= cpus().length * 0.9)
    return `the machine's CPU (${round(machine)} of ${cpus().length} cores)`;
  return `nothing: server ${cores.server ?? '?'}, PostgreSQL ${cores.db ?? '?'} cores`;
}
