import { type HighlightedPostsResponse, tumblelogPopoverQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { absoluteBlogUrl } from '../blog-hosts/blog-urls.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { blogCardOf } from './card.js';
import { highlightedPosts } from './highlighted.js';
import { resolveCardBlog } from './resolve.js';

/** The blog card's data (spec document 1 §7): anyone may read it; signed in, it says how they stand. */
export function blogCardRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get<{ Params: { blog: string } }>('/svc/tumblelog_popover/:blog', async (request) => {
    const query = parse(tumblelogPopoverQuerySchema, request.query);
    const blog = await resolveCardBlog(
      db,
      request.params.blog,
      query.is_user_mention === true,
      request.session?.userId,
    );
    return ok(await blogCardOf(db, await loadViewer(db, request.session), blog));
  });

  // The mention short link (spec document 1 §9, paths starting /m): the blog a mention token names.
  // A 302, not a 301: the token outlives a rename, so browsers must not keep the old address.
  app.get<{ Params: { token: string } }>('/m/:token', async (request, reply) => {
    const blog = await resolveCardBlog(db, request.params.token, true, request.session?.userId);
    return reply.redirect(absoluteBlogUrl(blog.name), 302);
  });

  app.get<{ Params: { blog: string } }>('/svc/:blog/posts/highlighted', async (request) => {
    const blog = await resolveCardBlog(db, request.params.blog, false, request.session?.userId);
    return ok<HighlightedPostsResponse>({ highlighted_posts: await highlightedPosts(db, blog.id) });
  });
}
