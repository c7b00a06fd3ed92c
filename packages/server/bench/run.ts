/**
 * `npm run bench`: seeds a fresh embedded PostgreSQL, starts the built server and a bare Fastify
 * hello-world beside it, measures them with autocannon, measures the web client's first-paint JS,
 * prints a table against the issue's targets and writes it as JSON. Every process it starts is
 * stopped on the way out, failure or Ctrl-C included. Flags: options.ts; README "Benchmark".
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { POST_SEARCH_INDEX } from '../src/db/migrations/0015-search.js';
import { freePort } from '../src/net/free-port.js';
import { buildSnapshot } from './build.js';
import { measureBundle } from './bundle.js';
import { formKeyOf, getJson, pathOfPage, signIn } from './client.js';
import { type BenchDatabase, startDatabase, vacuumForReads } from './database.js';
import { BENCH_PASSWORD, blogName, type Dataset, datasetAt, emailOf } from './dataset.js';
import { capturePlans, preloadAutoExplain } from './explain.js';
import { FULL_EVENTS, seedEvents } from './insight.js';
import { type LoadResult, warmThenLoad } from './load.js';
import { idleCheck, waitForQuiet } from './machine.js';
import { type MixedResult, mixedLoad, mixedReaders } from './mixed-load.js';
import { type BenchOptions, parseOptions, REPO_ROOT, wanted } from './options.js';
import { type Child, startChild } from './processes.js';
import { type BenchResult, evaluate, formatReport, TARGETS, type WritePath } from './report.js';
import { type SeedReport, seed } from './seed.js';
import { RARE_WORD, tagVocabulary } from './sql.js';
import { posters, savePayload, timeToDashboard } from './write-path.js';

const log = (line: string) => console.log(line);
const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
/** Alternating throughput runs of hello-world and the trivial route; the medians are compared. */
const THROUGHPUT_ROUNDS = 3;
/** Issue 22 P5: distinct signed-in readers of the mixed load. */
const MIXED_READERS = 200;

/** Cleanup steps, run last-in first-out exactly once (normal end, failure or a signal). */
const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`Could not ${step.name}:`, error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping everything the benchmark started ...`);
    void cleanUp().then(() => process.exit(130));
  });
}

interface Seeded {
  dataset: Dataset;
  seed: SeedReport;
}

async function prepareDatabase(
  options: BenchOptions,
  benchDir: string,
): Promise<{ db: BenchDatabase } & Seeded> {
  const marker = join(benchDir, 'seeded.json');
  const reused = existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as Seeded) : null;
  if (options.reuse && !reused) throw new Error(`${benchDir} holds no seeded database (no seeded.json)`);
  const t = performance.now();
  log('Starting the embedded PostgreSQL and migrating ...');
  const dbDir = join(benchDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const db = await startDatabase(dbDir);
  cleanups.push({ name: 'stop PostgreSQL', run: () => db.stop() });
  log(`  ready in ${elapsed(t)}`);
  if (reused) {
    log(`Reusing the dataset seeded in ${benchDir} (${reused.seed.seconds.toFixed(0)} s to seed then)`);
    const t = performance.now();
    await vacuumForReads(db);
    log(`  vacuumed in ${elapsed(t)}`);
    return { db, ...reused };
  }
  const dataset = datasetAt(options.scale);
  log(`Seeding (scale ${options.scale}) ...`);
  const client = await db.connect();
  try {
    const report = await seed(client, dataset, log);
    log(`Seeded in ${report.seconds.toFixed(1)} s: ${JSON.stringify(report.counts)}`);
    writeFileSync(marker, JSON.stringify({ dataset, seed: report }, null, 2));
    return { db, dataset, seed: report };
  } finally {
    await client.end();
  }
}

async function main() {
  const started = performance.now();
  const options = parseOptions(process.argv.slice(2));
  mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
  const benchDir = options.reuse ?? mkdtempSync(join(REPO_ROOT, '.tmp/bench-'));
  // The postgres system user (when we run as root) must pass through to its data folder.
  chmodSync(benchDir, 0o711);
  if (!options.keep && !options.reuse)
    cleanups.push({
      name: 'remove the data folder',
      run: () => rmSync(benchDir, { recursive: true, force: true }),
    });
  log(`Benchmark folder: ${benchDir}${options.keep || options.reuse ? ' (kept)' : ''}`);

  log(options.skipBuild ? 'Copying the current build ...' : 'Building (under the build lock) ...');
  rmSync(join(benchDir, 'build'), { recursive: true, force: true });
  const build = buildSnapshot(join(benchDir, 'build'), options.skipBuild);
  const bundle = measureBundle(build.webDist);

  const { db, dataset, seed: seedReport } = await prepareDatabase(options, benchDir);
  if (options.explain) await preloadAutoExplain(db);

  log('Starting the server and the hello-world ...');
  const stopChild = (child: Child) => ({ name: `stop ${child.name}`, run: () => child.stop() });
  const serverData = join(benchDir, 'server-data');
  mkdirSync(serverData, { recursive: true });
  const hello = await startChild({
    name: 'hello-world',
    script: join(import.meta.dirname, 'hello-world.mjs'),
    port: await freePort(),
    env: {},
    logFile: join(benchDir, 'hello-world.log'),
    readyPath: '/',
  });
  cleanups.push(stopChild(hello));
  const server = await startChild({
    name: 'server',
    script: build.serverMain,
    port: await freePort(),
    env: {
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      SEED_DEMO: '0',
      DATA_DIR: serverData,
      WEB_DIST: build.webDist,
      LOG_LEVEL: options.logLevel,
      SESSION_SECRET: randomBytes(24).toString('base64url'),
      NODE_ENV: 'production',
      // The save runs post far more than a person's hourly budget (features/limits).
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
      // The insight runs read a year of events: kept past the default 90 days, or the hourly job
      // drops most of them (and a reused dataset seeds them again).
      EVENT_RETENTION_DAYS: '400',
    },
    logFile: join(benchDir, 'server.log'),
    readyPath: '/svc/account/session',
  });
  cleanups.push(stopChild(server));

  const base = server.baseUrl;
  const reader = await signIn(base, emailOf(dataset.readerUserId, dataset), BENCH_PASSWORD);
  const few = await signIn(base, emailOf(dataset.fewUserId, dataset), BENCH_PASSWORD);
  const many = await signIn(base, emailOf(dataset.manyUserId, dataset), BENCH_PASSWORD);
  const page50 = await pathOfPage(base, '/svc/dashboard', 50, reader);
  const popularBlog = blogName(1);
  const popularTag = tagVocabulary(1)[0]!;

  const runs: LoadResult[] = [];
  const medianByRps = (results: LoadResult[]) =>
    [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)] as LoadResult;
  const load = async (run: Parameters<typeof warmThenLoad>[0], target: Child) => {
    const t = performance.now();
    const result = await warmThenLoad(
      { ...run, acceptEncoding: options.acceptEncoding },
      { server: [target.pid], db: [db.pid()] },
    );
    log(
      `  ${result.name.padEnd(26)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  non-2xx ${result.non2xx}  others' CPU ${share(result.othersCpu)}  (${elapsed(t)})`,
    );
    log(
      `  ${''.padEnd(26)} CPU ms a request: ${Object.entries(result.cpuMsPerRequest ?? {})
        .map(([name, ms]) => `${name} ${ms.toFixed(2)}`)
        .join(', ')}`,
    );
    return result;
  };
  const measure = async (run: Parameters<typeof warmThenLoad>[0], target: Child) => {
    runs.push(await load(run, target));
  };
  const seconds = options.duration;
  const roots = { children: [server.pid, hello.pid], db: [db.pid()] };
  const busyBefore =
    options.waitQuiet > 0 ? await waitForQuiet(roots, options.waitQuiet, log) : await idleCheck(roots);
  const share = (s: number | null) => (s === null ? 'unknown' : `${(s * 100).toFixed(0)} %`);
  log(`Measuring (${seconds} s a run, after a 2 s warm-up; others use ${share(busyBefore)} of the CPU) ...`);
  // Throughput on a shared 2-core machine varies by a fifth from one 10 s run to the next, so the
  // ratio is taken between the medians of THROUGHPUT_ROUNDS alternating runs of each.
  const helloRun = { name: 'hello-world', baseUrl: hello.baseUrl, path: '/', seconds, connections: 10 };
  const trivialRun = {
    // The full stack (cookie, session, form-key check, envelope, headers) around a trivial handler.
    name: 'signed-in trivial route',
    baseUrl: base,
    path: '/svc/ping',
    cookie: reader,
    seconds,
    connections: 10,
  };
  // The header's unread messages badge (issue 7): one indexed read of the reader's counts.
  const countsPath = '/svc/user/counts?unread_messages=true';
  const countsRun = {
    name: 'unread counts',
    baseUrl: base,
    path: countsPath,
    cookie: reader,
    seconds,
    connections: 10,
  };
  const fixed = { baseUrl: base, seconds, connections: 10, rate: options.rate };
  const fixedRuns = [
    { name: 'dashboard page 1', path: '/svc/dashboard', cookie: reader },
    { name: 'dashboard page 50', path: page50, cookie: reader },
    { name: 'dashboard, few follows', path: '/svc/dashboard', cookie: few },
    { name: 'dashboard, many follows', path: '/svc/dashboard', cookie: many },
    { name: 'blog page', path: `/svc/blog/${popularBlog}/posts`, cookie: reader },
    { name: 'tag page', path: `/svc/tagged/${encodeURIComponent(popularTag)}`, cookie: reader },
  ];
  const countsAtRate = {
    ...fixed,
    name: `unread counts at ${TARGETS.countsRate} req/s`,
    path: countsPath,
    cookie: reader,
    rate: TARGETS.countsRate,
  };
  if (wanted(options, 'reads')) {
    const rounds: Record<'hello' | 'trivial' | 'counts', LoadResult[]> = {
      hello: [],
      trivial: [],
      counts: [],
    };
    for (let i = 0; i < THROUGHPUT_ROUNDS; i++) {
      rounds.hello.push(await load(helloRun, hello));
      rounds.trivial.push(await load(trivialRun, server));
      rounds.counts.push(await load(countsRun, server));
    }
    runs.push(medianByRps(rounds.hello), medianByRps(rounds.trivial), medianByRps(rounds.counts));
    // For comparison, not a target: the same route logged out reads no database (an HMAC form key).
    await measure(
      { name: 'visitor session', baseUrl: base, path: '/svc/account/session', seconds, connections: 10 },
      server,
    );
    // autocannon paces a rate per connection in one-second buckets: each second's requests go out as
    // fast as the connections allow, so up to `connections` are in flight at once. Its default of 10
    // is kept: enough to hold 500 req/s while answers take under 20 ms.
    for (const run of fixedRuns) await measure({ ...fixed, ...run }, server);
    await measure(countsAtRate, server);
  }

  // Search (issue 16) at a fixed rate: a word in about a tenth of all posts, a word in a few, a
  // phrase, a tag, and the blog that posts most searched for a common word.
  const searchRuns = [
    { name: 'search, common word', path: '/svc/search/posts?q=light', cookie: reader },
    { name: 'search, rare word', path: `/svc/search/posts?q=${RARE_WORD}`, cookie: reader },
    {
      name: 'search, phrase',
      path: `/svc/search/posts?q=${encodeURIComponent('"porch light"')}`,
      cookie: reader,
    },
    {
      name: 'search, tag',
      path: `/svc/search/posts?q=${encodeURIComponent(`#${popularTag}`)}`,
      cookie: reader,
    },
    { name: 'blog search', path: `/svc/search/blog_search/${popularBlog}/light`, cookie: reader },
  ];
  if (wanted(options, 'search'))
    for (const run of searchRuns) await measure({ ...fixed, ...run, rate: TARGETS.searchRate }, server);

  // The event store (issue 20): the client logger's batches of 20 events as its beacons send them.
  const batch = Array.from({ length: 20 }, (_, i) => ({ event: 'bench_event', ts: i, data: { n: i } }));
  if (wanted(options, 'ingestion'))
    await measure(
      {
        ...fixed,
        name: `client log ingestion at ${TARGETS.ingestRate} req/s`,
        path: '/services/cslog',
        cookie: reader,
        rate: TARGETS.ingestRate,
        post: {
          body: JSON.stringify({ payload: batch, form_key: await formKeyOf(base, reader) }),
          headers: {},
          contentType: 'text/plain;charset=UTF-8',
        },
      },
      server,
    );

  // The insight page (issue 20): a year of events, counted by the job, read per day and per hour.
  if (wanted(options, 'insight')) {
    await seedEvents(db, Math.round(FULL_EVENTS * options.scale), dataset.users, log);
    const staff = await db.connect();
    await staff.query("UPDATE users SET role = 'moderator' WHERE id = $1", [dataset.readerUserId]);
    await staff.end();
    const since = (days: number) =>
      `from=${new Date(Date.now() - days * 86_400_000).toISOString()}&to=${new Date().toISOString()}`;
    for (const [name, query] of [
      ['insight, a year by day', `${since(365)}&bucket=day`],
      ['insight, a month by hour', `${since(31)}&bucket=hour`],
      ['insight, a day by minute', `${since(1)}&bucket=minute`],
    ] as const) {
      await measure(
        { ...fixed, name, path: `/svc/admin/insight?${query}`, cookie: reader, rate: TARGETS.insightRate },
        server,
      );
    }
  }

  if (options.explain) {
    const file = `${options.out.replace(/\.json$/, '')}-explain.md`;
    const plans = await capturePlans(
      db,
      [...fixedRuns, countsAtRate, ...searchRuns].map((run) => ({
        name: `${run.name}: GET ${run.path}`,
        request: async () => void (await getJson(base, run.path, run.cookie)),
      })),
    );
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `# Plans of the benchmark's calls (auto_explain, ANALYZE, BUFFERS)\n\n${plans}`);
    log(`Plans written to ${file}`);
  }

  // Issue 22 P5: the mixed load from 200 signed-in readers, and with --soak the long run at a third
  // of the rate, whose RSS after its first minute is compared with its end.
  const mixed: MixedResult[] = [];
  if (wanted(options, 'mixed')) {
    log(`Signing in ${MIXED_READERS} readers for the mixed load ...`);
    const readers = await mixedReaders(db, dataset, base, MIXED_READERS);
    const mixedRuns = [
      { name: 'mixed load', rate: options.mixedRate, seconds: options.mixedSeconds, warmUpSeconds: 10 },
      ...(options.soak
        ? [{ name: 'soak', rate: TARGETS.soakRate, seconds: TARGETS.soakSeconds, warmUpSeconds: 60 }]
        : []),
    ];
    for (const run of mixedRuns) {
      log(`  ${run.name}: ${run.rate} req/s for ${run.seconds} s ...`);
      const result = await mixedLoad({
        ...run,
        baseUrl: base,
        readers,
        serverPid: server.pid,
        db,
        groups: { server: [server.pid], db: [db.pid()] },
        log,
      });
      log(
        `  ${run.name}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.failed} failed, RSS ${result.rss.endMb} MB at the end (peak ${result.rss.peakMb} MB), PostgreSQL connections ≤ ${result.connections.max}; limited by ${result.limitedBy}`,
      );
      mixed.push(result);
    }
  }

  // Issue 22 P4: the write path does no fan-out, so a blog with thousands of followers saves as
  // fast as one with ten, and a follower's dashboard lists the post at once (read time fan-in).
  // Then what the index costs a save: new text posts at a fixed rate, with the search vector and
  // its index, then without them (the column dropped, which drops its index: the search calls stop
  // working, so these runs come last).
  let write: WritePath | undefined;
  if (wanted(options, 'write')) {
    const [popular, quiet] = await posters(db, dataset, base);
    for (const poster of [popular, quiet]) {
      await measure(
        {
          ...fixed,
          name: `write path, ${poster.followers} followers`,
          path: '/svc/post/update',
          cookie: poster.cookie,
          rate: TARGETS.saveRate,
          post: { body: savePayload('A benchmark post'), headers: { 'x-form-key': poster.formKey } },
        },
        server,
      );
    }
    const visibleMs = await timeToDashboard(db, dataset, base, popular);
    log(
      `  a post of ${popular.name} (${popular.followers} followers) on a follower's dashboard after ${visibleMs.toFixed(0)} ms`,
    );
    write = { visibleMs, manyFollowers: popular.followers, fewFollowers: quiet.followers };

    const save = {
      ...fixed,
      path: '/svc/post/update',
      cookie: reader,
      rate: TARGETS.saveRate,
      post: {
        body: savePayload('A benchmark post'),
        headers: { 'x-form-key': await formKeyOf(base, reader) },
      },
    };
    await measure({ ...save, name: 'post save, search index' }, server);
    const admin = await db.connect();
    try {
      await admin.query('ALTER TABLE posts DROP COLUMN search_vector');
      await measure({ ...save, name: 'post save, no search index' }, server);
      // A kept database is searched again by the next run (--reuse).
      if (options.keep || options.reuse) {
        log('Putting the search index back for the next run (a few minutes at full size) ...');
        for (const statement of POST_SEARCH_INDEX) await admin.query(statement);
        await admin.query('ANALYZE posts');
      }
    } finally {
      await admin.end();
    }
  }

  const { ratios, checks } = evaluate(runs, bundle, write, mixed);
  const result: BenchResult = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      node: process.version,
      othersCpuBefore: busyBefore,
      othersCpuAfter: await idleCheck(roots),
    },
    options: { ...options, only: options.only ? [...options.only] : undefined },
    dataset,
    seed: seedReport,
    runs,
    mixed,
    ratios,
    bundle,
    checks,
    valid:
      runs.every((r) => r.non2xx === 0 && r.errors === 0 && r.timeouts === 0) &&
      mixed.every((m) => m.failed === 0),
    totalSeconds: 0,
  };
  await cleanUp();
  result.totalSeconds = (performance.now() - started) / 1000;
  console.log(`\n${formatReport(result)}`);
  mkdirSync(dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(result, null, 2)}\n`);
  log(`Results written to ${options.out}`);
  if (!result.valid) process.exitCode = 1;
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
