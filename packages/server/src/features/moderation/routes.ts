import { BLOG_TOGGLES, blogToggleSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { requireModerator } from './roles.js';
import { toggleBlog } from './toggles.js';

/** The moderators' calls: the blog toggles (spec document 1 §7). */
export function moderationRoutes(app: FastifyInstance, { db }: AppDeps): void {
  for (const toggle of BLOG_TOGGLES) {
    app.post(`/${toggle}/toggle`, async (request) => {
      const input = parse(blogToggleSchema, request.body);
      const moderator = await requireModerator(db, request);
      const { response, endSessionsOf } = await toggleBlog(db, moderator, toggle, input);
      if (endSessionsOf) app.sessionCache.forgetUser(endSessionsOf);
      return ok(response);
    });
  }
}
