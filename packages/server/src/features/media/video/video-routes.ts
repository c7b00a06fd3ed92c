import type { CaptionsResponse, VideoStatusResponse } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { ok } from '../../../http/envelope.js';
import { NotFoundError } from '../../../http/errors.js';
import { requireSession } from '../../../http/session.js';
import { parse } from '../../../http/validate.js';
import { findOwnedMedia } from '../media.js';
import { readCaptionsPart, removeCaptions, storeCaptions } from './captions.js';
import { videoStatusOf } from './video-status.js';

export const videoQuery = z.object({ url: z.string().min(1, 'Name the video by its url.').max(500) });

/**
 * GET /svc/media/video?url=: where the conversion of one of the user's videos is (the composer and
 * a transcoding post poll it when push is unavailable); anyone else's upload is not found.
 */
export function videoStatusRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/svc/media/video', async (request) => {
    const session = requireSession(request);
    const { url } = parse(videoQuery, request.query);
    const media = await findOwnedMedia(deps.db, session.userId, url);
    if (media?.kind !== 'video') throw new NotFoundError('No such video of yours.');
    return ok<VideoStatusResponse>(videoStatusOf(media));
  });

  // DELETE /svc/media/captions?url= (or a POST emulating it): the video's captions go.
  app.delete('/svc/media/captions', async (request) => {
    const session = requireSession(request);
    const { url } = parse(videoQuery, request.query);
    await removeCaptions(deps, session.userId, url);
    return ok<CaptionsResponse>({ captions_url: null });
  });
}

/**
 * POST /svc/media/captions (multipart: `video`, the video's url, then `file`, a WebVTT file): the
 * author's captions of their video, stored with it and played as its captions track. Registered in
 * the upload route's multipart scope; the form key comes in `X-Form-Key`, as for uploads.
 */
export function captionsUploadRoute(scope: FastifyInstance, deps: AppDeps): void {
  scope.post('/svc/media/captions', async (request) => {
    const session = requireSession(request);
    const part = await readCaptionsPart(request);
    return ok<CaptionsResponse>(await storeCaptions(deps, session.userId, part));
  });
}
