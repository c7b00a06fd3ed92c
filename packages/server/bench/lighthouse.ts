/**
 * `npm run lighthouse`: Lighthouse's mobile preset (its default: a mid-range phone, simulated slow
 * 4G and 4× CPU slowdown) against the built server with the demo content, three runs a page, the
 * median reported against issue 15's targets. Pages: the logged-out home, a blog page, a permalink,
 * a tag page and the signed-in dashboard. The server gets a fresh embedded PostgreSQL, seeded with
 * the demo, in a temporary folder removed at the end. Writes the figures to `.tmp/lighthouse.json`.
 * Flags: `--runs=N` (default 3), `--keep` (keep the data folder), `--page=A,B` (only the pages whose
 * names start with A or B), `--explain` (print what Lighthouse names as the largest paint and the
 * shifting elements of each run, and keep each run's whole report as `.tmp/lighthouse-{page}-{n}.json`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../src/net/free-port.js';
import { resetCookies } from './browser-cookies.js';
import { getJson, signIn } from './client.js';
import { REPO_ROOT } from './options.js';
import { startChild } from './processes.js';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Issue 15's targets: performance ≥ 90 and accessibility 100 everywhere, SEO ≥ 95 on public pages. */
const TARGETS = { performance: 90, accessibility: 100, seo: 95 };

interface PageToRun {
  name: string;
  path: string;
  signedIn: boolean;
}

interface RunFigures {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Audits of the accessibility and SEO categories that did not pass: what to fix. */
  failing: string[];
  /** With `--explain`: the largest paint's element and its phases, and the elements that shifted. */
  explained?: string[];
}

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`));
const runs = Number(flag('runs')?.split('=')[1] ?? 3);
const onlyPages = flag('page')?.split('=')[1]?.split(',');
const explain = Boolean(flag('explain'));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function pagesOf(baseUrl: string): Promise<PageToRun[]> {
  const posts = await getJson<{ posts: { id: string; tags?: string[]; slug?: string }[] }>(
    baseUrl,
    '/svc/blog/ada-writes/posts',
  );
  const post = posts.posts[0];
  if (!post) throw new Error('The demo blog ada-writes has no posts: is the demo content seeded?');
  const tag = posts.posts.flatMap((p) => p.tags ?? [])[0] ?? 'rookery';
  return [
    { name: 'home', path: '/', signedIn: false },
    { name: 'blog page', path: '/ada-writes', signedIn: false },
    { name: 'permalink', path: `/ada-writes/post/${post.id}`, signedIn: false },
    { name: 'tag page', path: `/tagged/${encodeURIComponent(tag)}`, signedIn: false },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
  ];
}

async function runOnce(
  port: number,
  url: string,
  cookie: string | undefined,
  reportFile: string,
): Promise<RunFigures> {
  await resetCookies(port, new URL(url).origin, cookie);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (explain) writeFileSync(reportFile, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'seo'].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(value('total-blocking-time')),
    fcpMs: Math.round(value('first-contentful-paint')),
    failing,
    ...(explain ? { explained: explanation(audits) } : {}),
  };
}

/** Lighthouse's details are loosely typed lists and tables; this reads the few fields worth printing. */
type Row = Record<string, unknown> & { items?: Row[] };

function explanation(audits: Record<string, { details?: unknown } | undefined>): string[] {
  const rows = (id: string) => ((audits[id]?.details as Row | undefined)?.items ?? []) as Row[];
  const element = (node: unknown) => {
    const n = node as { selector?: string; nodeLabel?: string } | undefined;
    return `${n?.selector ?? '?'} "${n?.nodeLabel?.slice(0, 60) ?? ''}"`;
  };
  // lcp-breakdown-insight: a table of the paint's subparts, then the element as a node.
  const lcp = rows('lcp-breakdown-insight').flatMap((part) =>
    part.type === 'node'
      ? [`LCP element: ${element(part)}`]
      : (part.items ?? []).map((sub) => `LCP ${String(sub.label)}: ${Math.round(Number(sub.duration))} ms`),
  );
  const shifts = rows('layout-shifts').map(
    (row) => `shift ${Number(row.score).toFixed(4)}: ${element(row.node)}`,
  );
  return [...lcp, ...shifts];
}

function verdict(page: PageToRun, figures: RunFigures): string[] {
  const misses: string[] = [];
  if (figures.performance < TARGETS.performance) misses.push(`performance < ${TARGETS.performance}`);
  if (figures.accessibility < TARGETS.accessibility) misses.push(`accessibility < ${TARGETS.accessibility}`);
  if (!page.signedIn && figures.seo < TARGETS.seo) misses.push(`SEO < ${TARGETS.seo}`);
  return misses;
}

async function main() {
  mkdirSync(join(REPO_ROOT, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(REPO_ROOT, '.tmp', 'lighthouse-'));
  const port = await freePort();
  const server = await startChild({
    name: 'rookery',
    script: join(REPO_ROOT, 'packages/server/dist/main.js'),
    port,
    env: {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
    },
    logFile: join(dataDir, 'server.log'),
    readyPath: '/svc/ping',
    timeoutMs: 180_000,
  });
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const cookie = await signIn(server.baseUrl, 'ada@rookery.local', 'rookery-demo');
    const report: { page: string; path: string; runs: RunFigures[]; median: RunFigures; misses: string[] }[] =
      [];
    const pages = (await pagesOf(server.baseUrl)).filter(
      (p) => !onlyPages || onlyPages.some((name) => p.name.startsWith(name)),
    );
    for (const page of pages) {
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const reportFile = join(
          REPO_ROOT,
          '.tmp',
          `lighthouse-${page.name.replace(/\W+/g, '-')}-${i + 1}.json`,
        );
        const run = await runOnce(
          chrome.port,
          server.baseUrl + page.path,
          page.signedIn ? cookie : undefined,
          reportFile,
        );
        for (const line of run.explained ?? []) console.log(`  ${page.name} run ${i + 1}: ${line}`);
        figures.push(run);
      }
      // The median run by performance, so its figures belong together.
      const byPerformance = [...figures].sort((a, b) => a.performance - b.performance);
      const mid = byPerformance[Math.floor(byPerformance.length / 2)]!;
      const summary = {
        ...mid,
        accessibility: median(figures.map((f) => f.accessibility)),
        seo: median(figures.map((f) => f.seo)),
      };
      const misses = verdict(page, summary);
      report.push({ page: page.name, path: page.path, runs: figures, median: summary, misses });
      console.log(
        `${page.name.padEnd(10)} perf ${String(summary.performance).padStart(3)}  a11y ${String(summary.accessibility).padStart(3)}  SEO ${String(summary.seo).padStart(3)}  BP ${String(summary.bestPractices).padStart(3)}  LCP ${summary.lcpMs} ms  CLS ${summary.cls}  TBT ${summary.tbtMs} ms  FCP ${summary.fcpMs} ms  ${misses.length ? `MISS: ${misses.join(', ')}` : 'ok'}${summary.failing.length ? `\n           failing audits: ${summary.failing.join(', ')}` : ''}`,
      );
    }
    const out = join(REPO_ROOT, '.tmp', 'lighthouse.json');
    writeFileSync(
      out,
      `${JSON.stringify({ at: new Date().toISOString(), runs, targets: TARGETS, pages: report }, null, 2)}\n`,
    );
    console.log(`Written to ${out}`);
    if (report.some((r) => r.misses.length > 0)) process.exitCode = 1;
  } finally {
    chrome.kill();
    await server.stop();
    if (!flag('keep')) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
