import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Method } from './call-description.js';

/** What the description needs of a registered route. */
export interface RegisteredRoute {
  method: Method;
  url: string;
  /** The route's own Fastify schema of its 200 answer, where it declares one (the ping). */
  answerSchema?: unknown;
  /** One of the built client's files (@fastify/static registers a route per file, config.file). */
  builtFile: boolean;
}

/**
 * Every route the app registers, as it registers them: call before any route exists (app.ts), and
 * read the list once the app is ready. Plugins' routes count too: onRoute hooks reach child scopes.
 */
export function collectRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const answerSchema = (route.schema?.response as Record<string, unknown> | undefined)?.['200'];
    const builtFile = typeof (route.config as { file?: unknown } | undefined)?.file === 'string';
    for (const method of [route.method].flat() as Method[]) {
      routes.push({ method, url: route.url, builtFile, ...(answerSchema ? { answerSchema } : {}) });
    }
  });
  return routes;
}
