import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { ErrorCode, messages } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { failure } from '../../http/envelope.js';
import { bootstrapFor } from '../accounts/bootstrap.js';
import { loadIndexHtml, renderPage } from './html.js';

/** Paths that are never pages: an unknown one there is a JSON 404, not the app. */
const API_PREFIXES = ['/svc/', '/media/', '/avatar/', '/assets/', '/settings/save'];

/**
 * Serves the built client: its files as they are, and for every other GET the app's page with the
 * bootstrap data (current user, form key, flags) embedded, so client routes load directly.
 */
export async function shellRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const template = await loadIndexHtml(deps.config.webDist);
  if (existsSync(deps.config.webDist)) {
    await app.register(fastifyStatic, {
      root: deps.config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  await mkdir(deps.media.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: deps.media.root,
    prefix: '/media/',
    decorateReply: false,
    maxAge: 3600 * 1000,
  });

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
    const bootstrap = await bootstrapFor(deps, request, reply);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPage(template, bootstrap));
  });
}
