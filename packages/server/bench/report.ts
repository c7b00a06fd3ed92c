import type { BundleReport } from './bundle.js';
import type { Dataset } from './dataset.js';
import type { LoadResult } from './load.js';
import type { MixedResult } from './mixed-load.js';
import type { SeedReport } from './seed.js';

export const TARGETS = {
  dashboardP99Ms: 50,
  page50OverPage1: 1.5,
  manyOverFewFollows: 3,
  trivialOverHelloWorld: 0.7,
  firstPaintGzipBytes: 150_000,
  /** Issue 7: GET /svc/user/counts as fast as it goes against hello-world, and its p99 at a fixed rate. */
  countsOverHelloWorld: 0.5,
  countsP99Ms: 10,
  countsRate: 1000,
  /** Issue 16: every search run's p99 at a fixed rate, and what the index adds to a save (p50). */
  searchP99Ms: 50,
  searchRate: 100,
  saveRate: 20,
  saveWithOverWithoutIndex: 1.25,
  /** Issue 20: /services/cslog batches of 20 events at a fixed rate. */
  ingestRate: 500,
  ingestP99Ms: 20,
  /** Issue 20: the insight page's figures over a year of 10M events. */
  insightRate: 20,
  insightP99Ms: 200,
  /** Issue 22 P4: a save from a blog of thousands of followers against one of ten, and its reach. */
  manyOverFewFollowersSave: 1.5,
  dashboardVisibleMs: 1000,
  /** Issue 22: what a dashboard request may cost, server and PostgreSQL together (CPU ms). */
  dashboardCpuMs: 1.0,
  /** Issue 22 P5: the mixed load, and the soak's rate, length and growth. */
  mixedP99Ms: 200,
  mixedRssMb: 512,
  /** The server's pool (10) plus the jobs' and the push listener's connections. */
  mixedConnections: 20,
  soakRate: 100,
  soakSeconds: 600,
  soakRssGrowth: 0.1,
};

/** What the write path measured beside its runs (issue 22 P4). */
export interface WritePath {
  visibleMs: number;
  manyFollowers: number;
  fewFollowers: number;
}

export interface Check {
  target: string;
  value: string;
  pass: boolean;
}

export interface BenchResult {
  date: string;
  /** othersCpu*: the share of CPU time others used while the benchmark sat idle, before and after measuring. */
  machine: { cpus: number; node: string; othersCpuBefore: number | null; othersCpuAfter: number | null };
  options: Record<string, unknown>;
  dataset: Dataset;
  seed: SeedReport | null;
  runs: LoadResult[];
  /** Issue 22 P5's mixed load, and the soak when asked for. */
  mixed: MixedResult[];
  ratios: Record<string, number>;
  bundle: BundleReport;
  checks: Check[];
  /** Every run answered only 2xx: otherwise the figures measure errors, not the calls. */
  valid: boolean;
  totalSeconds: number;
}

/** Above this share of the CPU used by others during a run, its figures are flagged. */
const BUSY_SHARE = 0.1;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
/** The req/s the machine's CPUs could serve if server and database had them all (no load generator). */
const ceiling = (r: LoadResult, cpus: number) => {
  const cost = (r.cpuMsPerRequest?.server ?? Number.NaN) + (r.cpuMsPerRequest?.db ?? Number.NaN);
  return Number.isFinite(cost) && cost > 0 ? ((cpus * 1000) / cost).toFixed(0) : '—';
};
const x = (n: number) => `${n.toFixed(2)}×`;

/** A run a check needs was not measured this time (--only): the check is left out. */
class NotMeasured extends Error {}

export function evaluate(
  runs: LoadResult[],
  bundle: BundleReport,
  write?: WritePath,
  mixed: MixedResult[] = [],
) {
  const by = (name: string) => {
    const run = runs.find((r) => r.name === name);
    if (!run) throw new NotMeasured(name);
    return run;
  };
  const ratios: Record<string, number> = {};
  const ratio = (name: string, value: () => number) => {
    try {
      ratios[name] = value();
    } catch (error) {
      if (!(error instanceof NotMeasured)) throw error;
    }
  };
  ratio('trivialOverHelloWorld', () => by('signed-in trivial route').rps / by('hello-world').rps);
  ratio('visitorOverHelloWorld', () => by('visitor session').rps / by('hello-world').rps);
  ratio('page50OverPage1P50', () => by('dashboard page 50').p50 / by('dashboard page 1').p50);
  ratio('page50OverPage1P99', () => by('dashboard page 50').p99 / by('dashboard page 1').p99);
  ratio('manyOverFewP50', () => by('dashboard, many follows').p50 / by('dashboard, few follows').p50);
  ratio('manyOverFewP99', () => by('dashboard, many follows').p99 / by('dashboard, few follows').p99);
  ratio('countsOverHelloWorld', () => by('unread counts').rps / by('hello-world').rps);
  ratio(
    'saveWithOverWithoutIndexP50',
    () => by('post save, search index').p50 / by('post save, no search index').p50,
  );
  if (write)
    ratio(
      'manyOverFewFollowersSaveP99',
      () =>
        by(`write path, ${write.manyFollowers} followers`).p99 /
        by(`write path, ${write.fewFollowers} followers`).p99,
    );

  const cpuOf = (r: LoadResult) =>
    (r.cpuMsPerRequest?.server ?? Number.NaN) + (r.cpuMsPerRequest?.db ?? Number.NaN);
  const dashboardsMeasured = () => {
    const dashboards = runs.filter((r) => r.name.startsWith('dashboard'));
    if (!dashboards.length) throw new NotMeasured('dashboards');
    return dashboards.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  };
  const candidates: (() => Check | Check[])[] = [
    () => {
      const page1 = by('dashboard page 1');
      return {
        target: `dashboard page 1 p99 ≤ ${TARGETS.dashboardP99Ms} ms at ${page1.rate} req/s`,
        value: `${ms(page1.p99)} ms`,
        pass: page1.p99 <= TARGETS.dashboardP99Ms,
      };
    },
    () => {
      const page1 = by('dashboard page 1');
      return {
        target: `dashboard page 1 costs ≤ ${TARGETS.dashboardCpuMs} ms of server + PostgreSQL CPU`,
        value: `${ms(cpuOf(page1), 2)} ms (server ${ms(page1.cpuMsPerRequest?.server ?? Number.NaN, 2)}, PostgreSQL ${ms(page1.cpuMsPerRequest?.db ?? Number.NaN, 2)})`,
        pass: cpuOf(page1) <= TARGETS.dashboardCpuMs,
      };
    },
    () => {
      const worst = dashboardsMeasured();
      return {
        target: `every dashboard run p99 ≤ ${TARGETS.dashboardP99Ms} ms`,
        value: `${ms(worst.p99)} ms (${worst.name})`,
        pass: worst.p99 <= TARGETS.dashboardP99Ms,
      };
    },
    () => ({
      target: `page 50 ≤ ${TARGETS.page50OverPage1}× page 1 (p50)`,
      value: `${x(need(ratios.page50OverPage1P50))} (p99 ${x(need(ratios.page50OverPage1P99))})`,
      pass: need(ratios.page50OverPage1P50) <= TARGETS.page50OverPage1,
    }),
    () => ({
      target: `many follows ≤ ${TARGETS.manyOverFewFollows}× few follows (p50)`,
      value: `${x(need(ratios.manyOverFewP50))} (p99 ${x(need(ratios.manyOverFewP99))})`,
      pass: need(ratios.manyOverFewP50) <= TARGETS.manyOverFewFollows,
    }),
    () => ({
      target: `signed-in trivial route ≥ ${TARGETS.trivialOverHelloWorld}× hello-world req/s`,
      value: x(need(ratios.trivialOverHelloWorld)),
      pass: need(ratios.trivialOverHelloWorld) >= TARGETS.trivialOverHelloWorld,
    }),
    () => ({
      target: `unread counts ≥ ${TARGETS.countsOverHelloWorld}× hello-world req/s`,
      value: x(need(ratios.countsOverHelloWorld)),
      pass: need(ratios.countsOverHelloWorld) >= TARGETS.countsOverHelloWorld,
    }),
    () => {
      const countsAtRate = by(`unread counts at ${TARGETS.countsRate} req/s`);
      return {
        target: `unread counts p99 ≤ ${TARGETS.countsP99Ms} ms at ${TARGETS.countsRate} req/s`,
        value: `${ms(countsAtRate.p99)} ms`,
        pass: countsAtRate.p99 <= TARGETS.countsP99Ms,
      };
    },
    () =>
      runs
        .filter((r) => r.name.includes('search,') || r.name === 'blog search')
        .map((r) => ({
          target: `${r.name} p99 ≤ ${TARGETS.searchP99Ms} ms at ${r.rate} req/s`,
          value: `${ms(r.p99)} ms (p50 ${ms(r.p50)})`,
          pass: r.p99 <= TARGETS.searchP99Ms,
        })),
    () => ({
      target: `post save with the search index ≤ ${TARGETS.saveWithOverWithoutIndex}× without (p50)`,
      value: `${x(need(ratios.saveWithOverWithoutIndexP50))} (${ms(by('post save, search index').p50)} / ${ms(by('post save, no search index').p50)} ms)`,
      pass: need(ratios.saveWithOverWithoutIndexP50) <= TARGETS.saveWithOverWithoutIndex,
    }),
    () =>
      runs
        .filter((r) => r.name.startsWith('client log ingestion'))
        .map((r) => ({
          target: `client log ingestion (20 events a batch) p99 ≤ ${TARGETS.ingestP99Ms} ms at ${r.rate} req/s`,
          value: `${ms(r.p99)} ms (p50 ${ms(r.p50)})`,
          pass: r.p99 <= TARGETS.ingestP99Ms,
        })),
    () =>
      runs
        .filter((r) => r.name.startsWith('insight,'))
        .map((r) => ({
          target: `${r.name} p99 ≤ ${TARGETS.insightP99Ms} ms at ${r.rate} req/s`,
          value: `${ms(r.p99)} ms (p50 ${ms(r.p50)})`,
          pass: r.p99 <= TARGETS.insightP99Ms,
        })),
    () => {
      if (!write) throw new NotMeasured('write path');
      return [
        {
          target: `save from a blog of ${write.manyFollowers} followers ≤ ${TARGETS.manyOverFewFollowersSave}× one of ${write.fewFollowers} (p99)`,
          value: x(need(ratios.manyOverFewFollowersSaveP99)),
          pass: need(ratios.manyOverFewFollowersSaveP99) <= TARGETS.manyOverFewFollowersSave,
        },
        {
          target: `a new post on a follower's dashboard within ${TARGETS.dashboardVisibleMs} ms`,
          value: `${ms(write.visibleMs, 0)} ms`,
          pass: write.visibleMs <= TARGETS.dashboardVisibleMs,
        },
      ];
    },
    () => mixed.flatMap(mixedChecks),
    () => ({
      target: `first-paint JS ≤ ${kb(TARGETS.firstPaintGzipBytes)} gzip`,
      value: kb(bundle.firstPaintGzip),
      pass: bundle.firstPaintGzip <= TARGETS.firstPaintGzipBytes,
    }),
  ];
  const checks = candidates.flatMap((check) => {
    try {
      return check();
    } catch (error) {
      if (error instanceof NotMeasured) return [];
      throw error;
    }
  });
  return { ratios, checks };
}

/** A ratio that was taken, or the check that reads it is left out. */
function need(value: number | undefined): number {
  if (value === undefined) throw new NotMeasured('ratio');
  return value;
}

/** Issue 22 P5 and the soak: latency, failures, memory and connections. */
function mixedChecks(m: MixedResult): Check[] {
  const checks: Check[] = [
    {
      target: `${m.name} (${m.readers} readers, ${m.rate} req/s, ${m.seconds.toFixed(0)} s) p99 ≤ ${TARGETS.mixedP99Ms} ms`,
      value: `${ms(m.p99)} ms (p50 ${ms(m.p50)}; ${m.rps.toFixed(0)} req/s answered)`,
      pass: m.p99 <= TARGETS.mixedP99Ms,
    },
    { target: `${m.name}: no request failed`, value: `${m.failed} of ${m.sent}`, pass: m.failed === 0 },
    {
      target: `${m.name}: server RSS ≤ ${TARGETS.mixedRssMb} MB at the end`,
      value: `${m.rss.endMb} MB (peak ${m.rss.peakMb} MB)`,
      pass: m.rss.endMb <= TARGETS.mixedRssMb,
    },
    {
      target: `${m.name}: PostgreSQL connections ≤ ${TARGETS.mixedConnections}`,
      value: `${m.connections.max} at most (mean ${m.connections.mean})`,
      pass: m.connections.max <= TARGETS.mixedConnections,
    },
  ];
  if (m.name === 'soak')
    checks.push({
      target: `soak: RSS growth after warm-up ≤ ${TARGETS.soakRssGrowth * 100} %`,
      value: `${(m.rss.growth * 100).toFixed(1)} % (medians of 30 s: ${m.rss.afterWarmUpMb} → ${m.rss.settledEndMb} MB)`,
      pass: m.rss.growth <= TARGETS.soakRssGrowth,
    });
  return checks;
}

const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
};

export function formatReport(result: BenchResult): string {
  const lines: string[] = [];
  const d = result.dataset;
  lines.push(
    `Dataset: ${
      result.seed
        ? Object.entries(result.seed.counts)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')
        : '(reused)'
    }`,
  );
  lines.push(
    `Signed-in users: reader user${d.readerUserId}; follows-few (${d.fewFollows} blogs); follows-many (${d.manyFollows} blogs)`,
  );
  if (result.seed) lines.push(`Seeding: ${result.seed.seconds.toFixed(1)} s`);
  lines.push('');
  lines.push(
    ...table([
      [
        'run',
        'rate',
        'req/s',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'max ms',
        'non-2xx',
        'errors',
        'CPU ms/req: app',
        'db',
        'ceiling req/s',
        "others' CPU",
      ],
      ...result.runs.map((r) => [
        `${r.name}  ${r.path}`.slice(0, 90),
        r.rate ? String(r.rate) : 'max',
        r.rps.toFixed(0),
        ms(r.p50),
        ms(r.p90),
        ms(r.p99),
        ms(r.max),
        String(r.non2xx),
        String(r.errors + r.timeouts),
        ms(r.cpuMsPerRequest?.server ?? Number.NaN, 2),
        ms(r.cpuMsPerRequest?.db ?? Number.NaN, 2),
        ceiling(r, result.machine.cpus),
        r.othersCpu === null ? '?' : `${(r.othersCpu * 100).toFixed(0)} %`,
      ]),
    ]),
  );
  for (const m of result.mixed) {
    lines.push('');
    lines.push(
      `${m.name}: ${m.readers} readers, ${m.rate} req/s for ${m.seconds.toFixed(0)} s; RSS ${m.rss.endMb} MB at the end (peak ${m.rss.peakMb}, after warm-up ${m.rss.afterWarmUpMb}); PostgreSQL connections ≤ ${m.connections.max} (busy: mean ${m.busyConnections.mean}, at most ${m.busyConnections.max}), lock waits in ${m.lockSeconds} s; cores: ${Object.entries(
        m.cores,
      )
        .map(([group, cores]) => `${group} ${cores}`)
        .join(', ')}; backends waiting on (mean): ${
        Object.entries(m.waits)
          .map(([wait, n]) => `${wait} ${n}`)
          .join(', ') || 'nothing'
      }; others used ${m.othersCpu === null ? '?' : `${Math.round(m.othersCpu * 100)} %`} of the CPU; limited by ${m.limitedBy}`,
    );
    lines.push(
      ...table([
        ['kind', 'sent', 'ok', 'p50 ms', 'p99 ms', 'failed'],
        ...m.byKind.map((k) => [
          k.kind,
          String(k.sent),
          String(k.ok),
          ms(k.p50),
          ms(k.p99),
          Object.entries(k.failed)
            .map(([why, n]) => `${n}× ${why}`)
            .join(', ') || '0',
        ]),
        ['all', String(m.sent), String(m.ok), ms(m.p50), ms(m.p99), String(m.failed)],
      ]),
    );
  }
  lines.push('');
  const b = result.bundle;
  lines.push(`First-paint JS (gzip -9): ${b.firstPaint.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`);
  if (b.composer)
    lines.push(
      `Composer chunk: ${b.composer.file} ${kb(b.composer.gzip)} gzip; with what it loads beyond the first paint ${kb(b.composerTotalGzip)} (${b.composerExtra.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')})`,
    );
  lines.push('');
  lines.push(
    ...table([
      ['target', 'measured', ''],
      ...result.checks.map((c) => [c.target, c.value, c.pass ? 'PASS' : 'FAIL']),
    ]),
  );
  lines.push('');
  const behind = result.runs.filter((r) => r.rate && r.rps < r.rate * 0.95);
  if (behind.length)
    lines.push(
      `Could not keep the asked rate: ${behind.map((r) => `${r.name} (${r.rps.toFixed(0)} req/s)`).join(', ')}.`,
    );
  const busy = result.runs.filter((r) => (r.othersCpu ?? 0) > BUSY_SHARE);
  if (busy.length)
    lines.push(
      `Other processes used more than ${BUSY_SHARE * 100} % of the CPU during ${busy.map((r) => r.name).join(', ')}: those figures are pessimistic; measure again on a quiet machine (--wait-quiet).`,
    );
  if (!result.valid)
    lines.push('NOT A VALID MEASUREMENT: some requests failed (non-2xx, errors or timeouts).');
  lines.push(`Total run time: ${result.totalSeconds.toFixed(0)} s`);
  return lines.join('\n');
}
