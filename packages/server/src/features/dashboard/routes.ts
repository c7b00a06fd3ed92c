import { feedQuerySchema, NEW_POSTS_COUNT_MAX, newPostsQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { listReads } from '../../db/replica.js';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { countNewPosts } from './new-posts.js';
import { dashboardPage } from './page.js';

/** GET /svc/dashboard: the signed-in user's feed, newest first, a keyset page at a time; and its news. */
export function dashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  app.get('/svc/dashboard', async (request) => {
    const query = parse(feedQuerySchema, request.query);
    const viewer = await loadViewer(db, requireSession(request));
    if (!viewer) return ok({ posts: [], next: null });
    return ok(await dashboardPage(listReads(deps, request), viewer, query));
  });

  /** GET /svc/dashboard/new_posts?since= (ours): the count behind the "N new posts" pill. */
  app.get('/svc/dashboard/new_posts', async (request) => {
    const { since } = parse(newPostsQuerySchema, request.query);
    const viewer = await loadViewer(db, requireSession(request));
    if (!viewer) return ok({ count: 0, more: false });
    return ok(await countNewPosts(db, viewer, since, NEW_POSTS_COUNT_MAX));
  });
}
