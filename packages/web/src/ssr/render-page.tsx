import { AsyncLocalStorage } from 'node:async_hooks';
import type { Bootstrap } from '@rookery/core';
import { type DehydratedState, dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setTransport } from '../api/client';
import { App } from '../app/app';
import { setServerOrigin } from '../app/page-origin';
import { routes } from '../app/router';
import { configureSiteHosts } from '../app/site-hosts';
import { SESSION_KEY } from '../features/accounts/session-cache';
import { setFirstLayout } from '../ui/layout/layout-attribute';

/**
 * Public pages rendered into the served HTML (issue 15): the post text is in the page a crawler or
 * a slow phone gets, and the browser hydrates it (app/main.tsx).
 *
 * React's prerender waits for the lazy parts of a page (the notes panel, a post's actions), so they
 * arrive whole and hydrate as they are. The app's data comes from TanStack queries, and those never
 * fetch during a render; so the page renders in passes: render, fetch the queries that render left
 * pending, render again, until nothing is pending (at most MAX_PASSES renders). Each call goes
 * through the API client as in the browser, its transport answered by the server's own routes as
 * the viewer (`send`), so what a page shows obeys exactly the API's visibility rules. The routes
 * have no loaders: the static handler only resolves the lazy pages, and the router's hydration data
 * would be empty, so only the query cache travels to the browser.
 */

/**
 * The pages rendered on the server, by their route's path, with the modules (as Vite's manifest
 * names them) whose styles they need from the start: the lazy page, and what it renders lazily at
 * once (a permalink's open notes). The server links those styles
 * into the page, so it paints styled before any script runs. The index (home) is rendered only for
 * visitors, the dashboard only for the signed-in: its first posts are the page's largest paint, and
 * fetched by the browser they came a script and a round trip late (issue 15: Lighthouse's LCP).
 */
/** The notes panel (post-footer.tsx): lazy, open from the start on a permalink. */
const ACTIONS = 'src/features/post-actions/post-actions-chunk.tsx';
const PAGES = new Map<string, { modules: string[]; for?: 'visitors' | 'members' }>([
  ['explore', { modules: ['src/features/explore/explore-page.tsx'] }],
  ['tagged/:tag', { modules: ['src/features/tagged/tagged-page.tsx'] }],
  [':blog', { modules: ['src/features/blog-page/blog-page.tsx'] }],
  [':blog/post/:postId/:slug?', { modules: ['src/features/blog-page/permalink-page.tsx', ACTIONS] }],
  [':blog/tagged/:tag', { modules: ['src/features/blog-page/blog-tagged-page.tsx'] }],
  ['', { modules: ['src/features/home/home-page.tsx'], for: 'visitors' }],
  // The page is part of the first script, styles and all; its rail's suggestions are not.
  ['dashboard', { modules: ['src/features/suggested-blogs/suggestion-surfaces.tsx'], for: 'members' }],
]);

/**
 * A blog page needs its blog, then its posts; the dashboard its posts, then the suggestions of the
 * rail drawn once they came: two rounds of calls, and a render to see nothing is left.
 */
const MAX_PASSES = 3;

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The query cache the markup was rendered from, for the browser to start with. */
  state: DehydratedState;
  /** The modules whose styles the page needs (keys of Vite's manifest of the client build). */
  modules: string[];
}

/** What the server knows of the viewer of the page being rendered. */
export interface Viewer {
  bootstrap: Bootstrap;
  /** The server's guess of the browser's layout (server features/shell/layout-guess.ts). */
  layout: 'mobile' | 'wide';
  /** The site's public origin (PUBLIC_URL): what a link in the page resolves against. */
  origin: string;
}

const rendering = new AsyncLocalStorage<{ viewer: Viewer; send: typeof fetch }>();
setTransport((input, init) => {
  const send = rendering.getStore()?.send;
  if (!send) return Promise.reject(new Error('An API call outside a page render'));
  return send(input, init);
});
setFirstLayout(() => rendering.getStore()?.viewer.layout);
setServerOrigin(() => rendering.getStore()?.viewer.origin ?? '');

// One handler for every render: each lazy page is loaded once, on its first request.
const handler = createStaticHandler(routes);

/** A query the last render asked for and nothing fetches yet (a disabled one is left as it is). */
const isWaiting = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (query.options as { enabled?: unknown }).enabled !== false;

/**
 * The page at `url` (path and query) as `viewer` sees it, or null when it is not one of PAGES
 * (for them) or cannot be rendered whole (a failed call, an unknown blog): the browser then renders
 * it as any other page.
 */
export function renderPage(url: string, viewer: Viewer, send: typeof fetch): Promise<RenderedPage | null> {
  return rendering.run({ viewer, send }, () => renderAs(url, viewer.bootstrap));
}

async function renderAs(url: string, bootstrap: Bootstrap): Promise<RenderedPage | null> {
  // The server renders the main site's pages only: the same hosts for every page it draws.
  configureSiteHosts(bootstrap.site);
  const context = await handler.query(new Request(new URL(url, 'http://rookery.invalid')));
  if (context instanceof Response || context.errors) return null;
  const leaf = context.matches.at(-1)?.route;
  const page = PAGES.get(leaf?.index ? '' : (leaf?.path ?? '-'));
  if (!page || page.for === (bootstrap.user ? 'visitors' : 'members')) return null;

  // No retries: a render that has to wait falls back to the browser, which retries on its own.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_KEY, bootstrap);
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = async () => {
    const { prelude } = await prerender(
      <StrictMode>
        <App
          queryClient={queryClient}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </StrictMode>,
      // Every part inline, however large: React would otherwise leave big ones for an inline
      // script to move into place, which the pages' CSP (script-src 'self') never runs.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };

  const cache = queryClient.getQueryCache();
  let html = await render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = cache.findAll({ predicate: isWaiting });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => null)));
    html = await render();
  }
  if (cache.findAll({ predicate: (query) => query.state.status === 'error' || isWaiting(query) }).length)
    return null;
  return {
    html,
    // The session is in the page already (the bootstrap script).
    state: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.queryKey[0] !== SESSION_KEY[0] }),
    modules: page.modules,
  };
}
