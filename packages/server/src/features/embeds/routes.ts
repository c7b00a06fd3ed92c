import { type EmbedData, type LinkData, linkDataRequestSchema, videoDataRequestSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { linkData } from './link-data.js';
import { resolveVideo } from './resolve-video.js';

/**
 * The composer's embed resolver and link reader (issue 17). Members only, and within their budget
 * of outside fetches: each makes the server fetch a link of theirs.
 */
export function embedRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/svc/post/get_video_data', async (request) => {
    requireSession(request);
    const { embed_url, embed_width } = parse(videoDataRequestSchema, request.body);
    await assertWithinLimit(deps, 'outsideFetch', actorOf(request));
    return ok<EmbedData>(await resolveVideo(embed_url, embed_width, deps.config.fetchTestAllow ?? []));
  });

  app.post('/svc/post/get_link_data', async (request) => {
    const session = requireSession(request);
    const { url } = parse(linkDataRequestSchema, request.body);
    await assertWithinLimit(deps, 'outsideFetch', actorOf(request));
    return ok<LinkData>(await linkData(deps, session.userId, url));
  });
}
