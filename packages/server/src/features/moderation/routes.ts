import { appealSchema, BLOG_TOGGLES, blogToggleSchema, postActionSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { requireOwnedBlog } from '../blogs/blogs.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { appealPost } from './appeal.js';
import { mailDecision } from './decision-mail.js';
import { decideOnPost } from './post-decisions.js';
import { reviewList } from './review.js';
import { requireModerator } from './roles.js';
import { toggleBlog } from './toggles.js';

/**
 * Moderation's calls: the blog toggles (spec document 1 §7), a moderator's decisions on a post, the
 * owner's appeal (document 2 §7) and review list.
 */
export function moderationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  for (const toggle of BLOG_TOGGLES) {
    app.post(`/${toggle}/toggle`, async (request) => {
      const input = parse(blogToggleSchema, request.body);
      const moderator = await requireModerator(db, request);
      const { response, endSessionsOf } = await toggleBlog(db, moderator, toggle, input);
      if (endSessionsOf) app.sessionCache.forgetUser(endSessionsOf);
      return ok(response);
    });
  }

  app.post('/svc/admin/post', async (request) => {
    const input = parse(postActionSchema, request.body);
    const moderator = await requireModerator(db, request);
    const decision = await decideOnPost(db, moderator, input);
    await mailDecision(deps, decision).catch((error) =>
      request.log.error({ err: error }, 'decision mail failed'),
    );
    return ok({ post_id: decision.postId, action: decision.action });
  });

  app.post('/svc/appeal', async (request) => {
    const input = parse(appealSchema, request.body);
    return ok(await appealPost(db, requireSession(request).userId, input));
  });

  app.get<{ Params: { name: string } }>('/svc/blog/:name/review', async (request) => {
    const viewer = await requireViewer(db, request);
    const blog = await requireOwnedBlog(db, viewer.userId, request.params.name);
    return ok(await reviewList(db, viewer, blog));
  });
}
