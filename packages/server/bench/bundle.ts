import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface BundleReport {
  /** The JS of the first dashboard paint: the entry, what index.html preloads, their static imports. */
  firstPaint: ChunkSize[];
  firstPaintGzip: number;
  /** The composer's own lazy chunk (post-form…), and everything it loads beyond the first paint. */
  composer: ChunkSize | null;
  composerExtra: ChunkSize[];
  composerTotalGzip: number;
}

const gzipOf = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** Static imports only (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not `import()`. */
const STATIC_IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g;

function staticClosure(assets: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(match[1]!);
  };
  for (const root of roots) visit(root);
  return seen;
}

function sizeOf(assets: string, file: string): ChunkSize {
  const bytes = readFileSync(join(assets, file));
  return { file, bytes: bytes.length, gzip: gzipOf(bytes) };
}

/**
 * Reads a built web client (dist): what index.html loads as module scripts and modulepreloads,
 * with their static imports, plus the dashboard route's chunk if it was split off (a chunk named
 * dashboard…) and its static imports.
 */
export function measureBundle(webDist: string): BundleReport {
  const assets = join(webDist, 'assets');
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const dashboardChunks = files.filter((f) => /^dashboard[-.]/i.test(f));
  const firstPaintFiles = staticClosure(assets, [...roots, ...dashboardChunks]);
  const firstPaint = [...firstPaintFiles].map((f) => sizeOf(assets, f)).sort((a, b) => b.gzip - a.gzip);

  const composerFile = files.find((f) => /^post-form/i.test(f));
  const composer = composerFile ? sizeOf(assets, composerFile) : null;
  const composerExtra = composerFile
    ? [...staticClosure(assets, [composerFile])]
        .filter((f) => f !== composerFile && !firstPaintFiles.has(f))
        .map((f) => sizeOf(assets, f))
    : [];
  return {
    firstPaint,
    firstPaintGzip: firstPaint.reduce((sum, c) => sum + c.gzip, 0),
    composer,
    composerExtra,
    composerTotalGzip: (composer?.gzip ?? 0) + composerExtra.reduce((sum, c) => sum + c.gzip, 0),
  };
}
