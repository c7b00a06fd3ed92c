import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bootstrap } from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { scriptSafeJson } from './html.js';
import type { Layout } from './layout-guess.js';

/** packages/web/src/ssr/render-page.tsx: the public page's markup and the query cache it came from. */
type RenderPage = (
  url: string,
  viewer: { bootstrap: Bootstrap; layout: Layout; origin: string },
  send: typeof fetch,
) => Promise<{ html: string; state: unknown; modules: string[] } | null>;

/** What the page's styles are found by: the client build's manifest (Vite's build.manifest). */
type Manifest = Record<string, { css?: string[]; imports?: string[] }>;

/**
 * A render waits for its API calls; past this (or config.pageRenderTimeLimitMs) the page goes out
 * with an empty root, which the browser fills as it does for every other page.
 */
const TIME_LIMIT_MS = 300;

const EMPTY_ROOT = '<div id="root"></div>';
/** The id app/server-rendered.ts reads the query cache from. */
const STATE_ID = 'rookery-ssr';

/**
 * The browser paints nothing until the rendered root is parsed whole (up to the query cache right
 * after it). Chromium's parser yields while it works through a long page, and on a slow phone it
 * painted in between: a header with its last button still to come, a post's footer with only its
 * first action, each then pushed aside as the rest arrived (layout shifts of 0.0005-0.002, seen
 * with the CPU throttled eightfold). The page is one response, so the wait is the parse alone.
 */
const RENDER_UNTIL_PARSED = `<link rel="expect" href="#${STATE_ID}" blocking="render">`;

const loaded = new Map<string, Promise<RenderPage>>();

/** The web's own pages with react-dom/server, loaded on first use: the server bundle stays free of React. */
function pageRenderer(path: string): Promise<RenderPage> {
  let renderer = loaded.get(path);
  if (!renderer) {
    renderer = import(pathToFileURL(path).href).then((m: { renderPage: RenderPage }) => m.renderPage);
    loaded.set(path, renderer);
  }
  return renderer;
}

const manifests = new Map<string, Manifest>();

function manifestOf(webDist: string): Manifest {
  let manifest = manifests.get(webDist);
  if (!manifest) {
    try {
      manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
    } catch {
      manifest = {};
    }
    manifests.set(webDist, manifest);
  }
  return manifest;
}

/**
 * The stylesheets of `modules` and of everything they import statically, as links; those `page`
 * links already (the entry's) are left out. The lazy page's own styles would otherwise come only
 * with its script, and the served markup would paint unstyled, then jump.
 */
function styleLinks(webDist: string, modules: string[], page: string): string {
  const manifest = manifestOf(webDist);
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of manifest[key]?.css ?? []) css.add(file);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...css]
    .filter((file) => !page.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" href="/${file}">`)
    .join('');
}

/**
 * Loads the renderer as the server starts when there is a client to render into: the first page
 * asked for then need not wait for React and the app's modules to load (a quarter of a second).
 */
export function warmPageRenderer(deps: AppDeps, template: string): void {
  if (template.includes(EMPTY_ROOT)) pageRenderer(deps.config.pageRenderer).catch(() => undefined);
}

/**
 * The page's API calls, answered by the app itself as the viewer (their cookies, their address):
 * what the rendered page shows is exactly what the API would give the browser.
 */
function sendAs(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A page render may only read, not ${method}`);
    const res = await app.inject({
      method: 'GET',
      url: String(input),
      headers: {
        accept: 'application/json',
        ...(request.headers.cookie && { cookie: request.headers.cookie }),
      },
      remoteAddress: request.ip,
    });
    return new Response(res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

function timeLimit(ms: number): { expired: Promise<'late'>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  return { expired, clear: () => clearTimeout(timer) };
}

/**
 * `page` with a public page (home for visitors, blogs, permalinks, tag pages, explore) rendered
 * into its #root, and the query cache after it for hydration (issue 15). Any other page, a failed
 * render or one past TIME_LIMIT_MS leaves `page` as it is: the browser renders it then, so a
 * render's trouble never costs more than the speed it would have won.
 */
export async function withRenderedApp(
  app: FastifyInstance,
  deps: AppDeps,
  request: FastifyRequest,
  viewer: { bootstrap: Bootstrap; layout: Layout },
  page: string,
): Promise<string> {
  // A blog's own host runs the app with its own routes (web app/blog-host-routes): drawn in the browser.
  if (request.method !== 'GET' || !page.includes(EMPTY_ROOT) || viewer.bootstrap.site.blog_host) return page;
  const ms = deps.config.pageRenderTimeLimitMs ?? TIME_LIMIT_MS;
  const limit = timeLimit(ms);
  try {
    const render = pageRenderer(deps.config.pageRenderer).then((renderPage) =>
      renderPage(
        request.url,
        { ...viewer, origin: new URL(deps.config.publicUrl).origin },
        sendAs(app, request),
      ),
    );
    // A late render still ends, maybe in failure, after the page has gone: nobody waits for it then.
    render.catch(() => undefined);
    const rendered = await Promise.race([render, limit.expired]);
    if (rendered === 'late') {
      request.log.warn({ url: request.url }, `page render took over ${ms} ms; sent unrendered`);
      return page;
    }
    if (!rendered) return page;
    const body =
      styleLinks(deps.config.webDist, rendered.modules, page) +
      `<div id="root">${rendered.html}</div>` +
      `<script id="${STATE_ID}" type="application/json">${scriptSafeJson(rendered.state)}</script>`;
    return page.replace('</head>', `${RENDER_UNTIL_PARSED}</head>`).replace(EMPTY_ROOT, () => body);
  } catch (err) {
    request.log.warn({ err, url: request.url }, 'page render failed; sent unrendered');
    return page;
  } finally {
    limit.clear();
  }
}
