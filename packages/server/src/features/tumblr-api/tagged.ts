import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { taggedSkeleton } from '../tagged/skeleton.js';
import { answer, badRequest } from './answers.js';
import { apiCaller } from './caller.js';
import {
  API_PAGE_MAX,
  type ApiQuery,
  apiViewer,
  beforeSecond,
  intParam,
  postFormatOf,
  presentPosts,
  secondsParam,
} from './read-kit.js';

/**
 * GET /v2/tagged?tag= (api.md `/tagged`): public posts with the tag across the site, newest first,
 * by `before` (seconds) — the web client's tag page (tagged/skeleton.ts), with its safe-mode rule
 * for a signed reader. The response is the bare array of posts, as documented.
 */
export function taggedReads(scope: FastifyInstance, { db }: AppDeps): void {
  scope.get('/tagged', async (request: FastifyRequest<{ Querystring: ApiQuery }>) => {
    const caller = await apiCaller(request, 'api_key');
    const query = request.query;
    const tag = typeof query.tag === 'string' ? query.tag.trim() : '';
    if (!tag) throw badRequest('The parameter tag is required.');
    const limit = intParam(query, 'limit', 1, API_PAGE_MAX, API_PAGE_MAX);
    const before = secondsParam(query, 'before');
    const viewer = await apiViewer(db, caller);
    const skeleton = await taggedSkeleton(
      db,
      tag,
      { limit, ...(before !== undefined ? { before: beforeSecond(before) } : {}) },
      viewer,
    );
    return answer(await presentPosts(db, skeleton.ids, viewer, postFormatOf(query)));
  });
}
