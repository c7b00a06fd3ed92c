import { feedQuerySchema, likeSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { decodeIdCursor, toSkeleton } from '../posts/pipeline/cursor.js';
import { runPipeline } from '../posts/pipeline/run.js';
import { loadViewer, requireViewer } from '../posts/pipeline/viewer.js';
import { likePost, unlikePost } from './like.js';

/**
 * Likes (spec document 2 §7): POST /svc/like and /svc/unlike with the like payload, and
 * GET /svc/likes: the posts the user liked (as any of their blogs), the latest like first, paged
 * by the like's id. A liked post that became private or was deleted drops out through the rules.
 */
export function likesRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/svc/like', async (request) => {
    const viewer = await requireViewer(db, request);
    return ok(await likePost(db, viewer, parse(likeSchema, request.body)));
  });

  app.post('/svc/unlike', async (request) => {
    const viewer = await requireViewer(db, request);
    return ok(await unlikePost(db, viewer, parse(likeSchema, request.body)));
  });

  app.get('/svc/likes', async (request) => {
    const session = requireSession(request);
    const query = parse(feedQuerySchema, request.query);
    const before = decodeIdCursor(query.before);
    const rows = await db
      .selectFrom('likes')
      .select(['id as like_id', 'post_id as id'])
      .where('user_id', '=', session.userId)
      .$if(before !== undefined, (q) => q.where('id', '<', before!))
      .orderBy('id', 'desc')
      .limit(query.limit + 1)
      .execute();
    const viewer = await loadViewer(db, session);
    return ok(
      await runPipeline(
        db,
        viewer,
        toSkeleton(rows, query.limit, (r) => r.like_id),
      ),
    );
  });
}
