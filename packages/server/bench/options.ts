import { resolve } from 'node:path';

/** What one `npm run bench` does, from its flags (see README "Benchmark"). */
export interface BenchOptions {
  /** Dataset size as a fraction of the full one (1 = 10k users, 1M posts); `--scale=small` is 1/20. */
  scale: number;
  /** Keep the seeded data folder afterwards (it is removed by default). */
  keep: boolean;
  /** Reuse a data folder kept by an earlier run (`--keep`) instead of seeding a new one. */
  reuse: string | undefined;
  /** Skip `npm run build` and measure the dist folders as they are. */
  skipBuild: boolean;
  /** Seconds of each fixed-rate measurement, and of each throughput measurement. */
  duration: number;
  /** Requests a second of the fixed-rate measurements. */
  rate: number;
  /** After measuring, log the plans of one request per route (auto_explain) to a file. */
  explain: boolean;
  /** Before measuring, wait up to this many minutes for other processes to leave the CPU (0: don't). */
  waitQuiet: number;
  /** The server's LOG_LEVEL during the run. */
  logLevel: string;
  /** Where the results are written as JSON. */
  out: string;
  /**
   * The Accept-Encoding every measured request sends: what Chromium sends by default, so JSON and
   * pages are measured compressed as browsers get them; `--accept-encoding=none` sends none.
   */
  acceptEncoding: string | undefined;
  /** Issue 22 P5: the mixed load's rate and seconds (300 req/s for 120 s). */
  mixedRate: number;
  mixedSeconds: number;
  /** Also the soak: the same mix at 100 req/s for 10 minutes, RSS growth after warm-up. */
  soak: boolean;
  /** Only these groups of runs (reads, search, ingestion, insight, write, mixed); all when absent. */
  only: ReadonlySet<RunGroup> | undefined;
}

export const RUN_GROUPS = ['reads', 'search', 'ingestion', 'insight', 'write', 'mixed'] as const;
export type RunGroup = (typeof RUN_GROUPS)[number];

/** Whether a group of runs is measured this time (`--only`). */
export const wanted = (options: BenchOptions, group: RunGroup) => !options.only || options.only.has(group);

function groupsOf(value: string): ReadonlySet<RunGroup> {
  const groups = value.split(',').filter(Boolean);
  const unknown = groups.find((g) => !(RUN_GROUPS as readonly string[]).includes(g));
  if (unknown) throw new Error(`--only takes ${RUN_GROUPS.join(', ')}; got ${unknown}`);
  return new Set(groups as RunGroup[]);
}

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const SCALES: Record<string, number> = { full: 1, small: 0.05, tiny: 0.01 };

function scaleOf(value: string): number {
  const named = SCALES[value];
  const scale = named ?? Number(value);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 4)
    throw new Error(`--scale must be full, small, tiny or a factor in (0, 4], got ${value}`);
  return scale;
}

const USAGE = `npm run bench -- [--scale=full|small|tiny|<factor>] [--keep] [--reuse=<dir>] [--skip-build]
                  [--duration=<s>] [--rate=<req/s>] [--explain] [--wait-quiet[=<min>]]
                  [--log-level=<level>] [--out=<file>] [--accept-encoding=<list>|none]
                  [--mixed-rate=<req/s>] [--mixed-seconds=<s>] [--soak] [--only=<group,...>]`;

export function parseOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    scale: 1,
    keep: false,
    reuse: undefined,
    skipBuild: false,
    duration: 10,
    rate: 500,
    explain: false,
    waitQuiet: 0,
    logLevel: 'warn',
    out: resolve(REPO_ROOT, '.tmp/bench-result.json'),
    acceptEncoding: 'gzip, deflate, br, zstd',
    mixedRate: 300,
    mixedSeconds: 120,
    soak: false,
    only: undefined,
  };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split(/=(.*)/s, 2) as [string, string?];
    switch (flag) {
      case '--scale':
        options.scale = scaleOf(value);
        break;
      case '--keep':
        options.keep = true;
        break;
      case '--reuse':
        options.reuse = resolve(REPO_ROOT, value);
        break;
      case '--skip-build':
        options.skipBuild = true;
        break;
      case '--duration':
        options.duration = Math.max(1, Number(value));
        break;
      case '--rate':
        options.rate = Math.max(1, Number(value));
        break;
      case '--explain':
        options.explain = true;
        break;
      case '--wait-quiet':
        options.waitQuiet = value === '' ? 10 : Number(value);
        break;
      case '--log-level':
        options.logLevel = value;
        break;
      case '--accept-encoding':
        options.acceptEncoding = value === 'none' ? undefined : value;
        break;
      case '--out':
        options.out = resolve(process.cwd(), value);
        break;
      case '--mixed-rate':
        options.mixedRate = Math.max(1, Number(value));
        break;
      case '--mixed-seconds':
        options.mixedSeconds = Math.max(1, Number(value));
        break;
      case '--soak':
        options.soak = true;
        break;
      case '--only':
        options.only = groupsOf(value);
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown flag ${arg}\n${USAGE}`);
    }
  }
  if (
    ![options.duration, options.rate, options.waitQuiet, options.mixedRate, options.mixedSeconds].every(
      Number.isFinite,
    )
  )
    throw new Error('--duration, --rate, --wait-quiet, --mixed-rate and --mixed-seconds take numbers');
  return options;
}
