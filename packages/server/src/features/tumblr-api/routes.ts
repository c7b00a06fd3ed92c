import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { approvalRoutes } from './approval-routes.js';
import { appsRoutes } from './apps-routes.js';
import { blogActivityReads } from './blog-activity.js';
import { blogPostReads } from './blog-posts.js';
import { blogReads } from './blog-reads.js';
import { firstEndpoints } from './first-endpoints.js';
import { oauth1Routes } from './oauth1/routes.js';
import { tokenRoute } from './oauth2/token-route.js';
import { ownerPostReads } from './owner-posts.js';
import { apiConventions } from './plugin.js';
import { taggedReads } from './tagged.js';
import { userReads } from './user-reads.js';
import { writeEndpoints } from './write-endpoints.js';

/** Registers endpoints on the `/v2` scope: each gets Tumblr's conventions (plugin.ts). */
export type V2Endpoints = (scope: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/**
 * The Tumblr-compatible API (issue 24): `/v2/*` in a scope of its own with Tumblr's conventions,
 * the OAuth 1.0a token endpoints in another, the settings and approval calls under /svc as any.
 * More endpoints come as more `V2Endpoints`.
 */
export async function tumblrApiRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  endpoints: readonly V2Endpoints[] = [
    firstEndpoints,
    blogPostReads,
    ownerPostReads,
    blogReads,
    blogActivityReads,
    userReads,
    taggedReads,
    writeEndpoints,
  ],
): Promise<void> {
  app.decorate('tumblrApiDeps', { db: deps.db, config: deps.config });
  await app.register(
    async (scope) => {
      apiConventions(scope, { cors: true, notFound: true });
      await tokenRoute(scope, deps);
      for (const register of endpoints) await register(scope, deps);
    },
    { prefix: '/v2' },
  );
  await app.register(async (scope) => {
    apiConventions(scope, { cors: false, notFound: false });
    oauth1Routes(scope, deps);
  });
  appsRoutes(app, deps);
  approvalRoutes(app, deps);
}
