import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { answer } from './answers.js';
import { readableBlog } from './blog-identifier.js';
import { countsOf, presentApiBlog } from './blog-presenter.js';
import { apiCaller } from './caller.js';
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

  scope.get<{ Params: { blog: string } }>('/blog/:blog/info', async (request) => {
    const caller = await apiCaller(request, 'api_key');
    const blog = await readableBlog(request, caller, request.params.blog);
    const counts = await countsOf(db, [blog.id]);
    return answer({
      blog: presentApiBlog(blog, counts.get(blog.id) as NonNullable<ReturnType<typeof counts.get>>),
    });
  });
}
