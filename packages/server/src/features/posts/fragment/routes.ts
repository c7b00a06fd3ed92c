import { fragmentParamsSchema, messages } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { MethodNotAllowedError, NotFoundError } from '../../../http/errors.js';
import { setContentSecurityPolicy } from '../../../http/security-headers.js';
import { requireSession } from '../../../http/session.js';
import { parse } from '../../../http/validate.js';
import { bootstrapFor } from '../../accounts/bootstrap.js';
import { blogsOfUser, requireOwnedBlog } from '../../blogs/blogs.js';
import { presentIds } from '../pipeline/run.js';
import { loadViewer, type Viewer } from '../pipeline/viewer.js';
import { postRenderer } from './renderer.js';
import { fragmentIds } from './skeleton.js';

const PATH = '/svc/post/:pageRoot/:direction/:refPostId';
export const query = z.object({ tumblelog: z.string().optional() });

/**
 * GET /svc/post/{pageRoot}/{direction}/{refPostId} (spec document 1 §7): the HTML of the posts
 * around a post on the dashboard, drafts or inbox page, rendered by the web's own PostCard. Drafts
 * and inbox are the current blog's unless `tumblelog` names another of the user's blogs. Only the
 * read method is allowed: anything else is 405 with Allow: GET.
 */
export function fragmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get(PATH, async (request, reply) => {
    const session = requireSession(request);
    const params = parse(fragmentParamsSchema, request.params);
    const { tumblelog } = parse(query, request.query);
    const viewer = (await loadViewer(db, session)) as Viewer;
    const blog = tumblelog
      ? await requireOwnedBlog(db, session.userId, tumblelog)
      : (await blogsOfUser(db, session.userId)).find((b) => b.id === viewer.currentBlogId);
    if (!blog) throw new NotFoundError(messages.blogNotFound);
    const ids = await fragmentIds(db, viewer, blog, params.pageRoot, params.direction, params.refPostId);
    const [posts, bootstrap, render] = await Promise.all([
      presentIds(db, viewer, ids),
      bootstrapFor(deps, request, reply),
      postRenderer(deps.config.postRenderer),
    ]);
    setContentSecurityPolicy(reply);
    return reply.type('text/html; charset=utf-8').send(render(posts, bootstrap));
  });

  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: PATH,
    handler: async (_request, reply) => {
      reply.header('Allow', 'GET');
      throw new MethodNotAllowedError('GET');
    },
  });
}
