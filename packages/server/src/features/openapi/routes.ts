import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { describedFeatures } from './calls.js';
import { buildDocument } from './document.js';
import type { RegisteredRoute } from './route-list.js';

/** The document changes only with the code: an hour in any cache, then revalidated by its ETag. */
const CACHE = 'public, max-age=3600';

/**
 * GET /svc/openapi.json (issue 21): the OpenAPI 3.1 description of every registered route, built
 * on the first request (every route exists by then) and kept for the life of the process.
 */
export function openApiRoutes(app: FastifyInstance, deps: AppDeps, routes: readonly RegisteredRoute[]): void {
  let built: { body: string; etag: string } | undefined;
  const current = () => {
    if (built) return built;
    const { document } = buildDocument(routes, describedFeatures(deps.config), deps.config.publicUrl);
    const body = JSON.stringify(document);
    built = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
    return built;
  };

  app.get('/svc/openapi.json', async (request, reply) => {
    const { body, etag } = current();
    reply.header('etag', etag).header('cache-control', CACHE).header('access-control-allow-origin', '*');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
