import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { ErrorCode, messages } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { failure } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { bootstrapFor } from '../accounts/bootstrap.js';
import { pageHead } from '../seo/page-head.js';
import { loadIndexHtml, renderPage } from './html.js';
import { guessLayout } from './layout-guess.js';
import { warmPageRenderer, withRenderedApp } from './render-app.js';

/** Hashed file names (Vite's assets/): a new build makes new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The favicon, stickers and sounds keep their names across builds: an hour, then revalidated. */
const UNHASHED_FILE = 'public, max-age=3600';

/**
 * A visitor's page holds nothing but a form key bound to their own cookie: never for a shared
 * cache, revalidated on every visit, yet storable, so Back and Forward restore it from the
 * back/forward cache. A signed-in page embeds the account (email, blogs, the session's form key):
 * no-store, so none of it outlives a logout in the browser's caches (README "Delivery").
 */
const VISITOR_PAGE = 'private, no-cache';
const SIGNED_IN_PAGE = 'no-store';

/** Paths that are never pages: an unknown one there is a JSON 404, not the app. */
const API_PREFIXES = ['/svc/', '/media/', '/avatar/', '/assets/', '/settings/save', '/proxy/'];

/**
 * Serves the built client: its files as they are, and for every other GET the app's page with the
 * bootstrap data (current user, form key, flags) embedded, so client routes load directly.
 */
export async function shellRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const template = await loadIndexHtml(deps.config.webDist);
  warmPageRenderer(deps, template);
  if (existsSync(deps.config.webDist)) {
    await app.register(fastifyStatic, {
      root: deps.config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The web build writes a .br and a .gz beside each text file; they go out as they are.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : UNHASHED_FILE);
      },
    });
  }
  const { root, deliveryUrl } = deps.media;
  if (root) {
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      decorateReply: false,
      // Uploads are named by a fresh uuid, but a processed video may be rewritten in place: a day,
      // then revalidated with the ETag and Last-Modified @fastify/static sends.
      maxAge: 86400 * 1000,
    });
  } else if (deliveryUrl) {
    // Media in a bucket (MEDIA_STORE=s3): /media/{key} sends the browser to the object. A signed
    // address works for a while only, so the redirect is kept no longer than a few minutes.
    app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
      const key = request.params['*'];
      if (!key || key.includes('..')) throw new NotFoundError();
      return reply.header('cache-control', 'private, max-age=300').redirect(await deliveryUrl(key), 302);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => path.startsWith(p));
    if (!wantsPage) {
      return reply
        .status(404)
        .send(failure(404, [{ code: ErrorCode.notFound, title: 'Not Found', detail: messages.notFound }]));
    }
    const [bootstrap, page] = await Promise.all([
      bootstrapFor(deps, request, reply),
      pageHead(deps, request, path),
    ]);
    const layout = guessLayout(request.headers);
    const html = renderPage(template, bootstrap, page.head, layout);
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', request.session ? SIGNED_IN_PAGE : VISITOR_PAGE)
      .send(await withRenderedApp(app, deps, request, { bootstrap, layout }, html));
  });
}
