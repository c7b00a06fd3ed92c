import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { presentBlogInfo } from '../tumblr/present/blog-info.js';
import { loadBlogInfo } from '../tumblr/present/load-blogs.js';
import { answer } from './answers.js';
import { readableBlog } from './blog-identifier.js';
import { countsOf } from './blog-presenter.js';
import { apiCaller } from './caller.js';
import { apiViewer } from './read-kit.js';
import { userInfo } from './user-info.js';

/**
 * The endpoints that prove the chain, each as api.md documents it: `/user/info` (OAuth) and a
 * blog's `/info` (API key). Registered under `/v2`.
 */
export function firstEndpoints(scope: FastifyInstance, { db }: AppDeps): void {
  scope.get('/user/info', async (request) => {
    const caller = await apiCaller(request, 'read');
    return answer({ user: await userInfo(db, (caller.user as { id: string }).id) });
  });

  // The blog as `/posts` gives it (api.md: "the equivalent of an /info response"); its owner also
  // reads how many follow it.
  scope.get<{ Params: { blog: string } }>('/blog/:blog/info', async (request) => {
    const caller = await apiCaller(request, 'api_key');
    const blog = await readableBlog(request, caller, request.params.blog);
    const viewer = await apiViewer(db, caller);
    const [info, counts] = await Promise.all([
      loadBlogInfo(db, blog, viewer),
      viewer?.userId === blog.user_id ? countsOf(db, [blog.id]) : null,
    ]);
    const followers = counts?.get(blog.id)?.followers;
    return answer({
      blog: {
        ...presentBlogInfo(info.blog, info.relation),
        ...(followers === undefined ? {} : { followers }),
      },
    });
  });
}
