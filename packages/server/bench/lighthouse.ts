/**
 * `npm run lighthouse`: Lighthouse's mobile preset (its default: a mid-range phone, simulated slow
 * 4G and 4× CPU slowdown) against the built server with the demo content, three runs a page, the
 * median reported against issue 15's targets. Pages: the logged-out home, a blog page, a permalink,
 * a tag page and the signed-in dashboard. The server gets a fresh embedded PostgreSQL, seeded with
 * the demo, in a temporary folder removed at the end. Writes the figures to `.tmp/lighthouse.json`.
 * Flags: `--runs=N` (default 3), `--keep` (keep the data folder).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../src/net/free-port.js';
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
}

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`));
const runs = Number(flag('runs')?.split('=')[1] ?? 3);

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

async function runOnce(port: number, url: string, cookie: string | undefined): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
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
  };
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
    for (const page of await pagesOf(server.baseUrl)) {
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i++) {
        figures.push(
          await runOnce(chrome.port, server.baseUrl + page.path, page.signedIn ? cookie : undefined),
        );
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
