import { type GifSearchResponse, gifCareMessage, gifSearchSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { withCustomPlans } from '../../db/custom-plans.js';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { searchGifs } from './gif-search.js';
import { presentGifs } from './present-gifs.js';

/**
 * GIF search (spec document 2 §7): the platform's own public GIF posts about `q` (JSON or a form
 * body), for members and visitors alike, as site search is: it finds only what anyone may see.
 * Like every POST it carries the form key.
 */
export function gifRoutes(app: FastifyInstance, { db, media }: AppDeps): void {
  app.post('/svc/search/inline_gif', async (request) => {
    const input = parse(gifSearchSchema, request.body);
    const viewer = await loadViewer(db, request.session);
    const rows = await withCustomPlans(db, (tx) => searchGifs(tx, viewer, input));
    const message = gifCareMessage(input.q);
    return ok<GifSearchResponse>({
      media: await presentGifs(db, media, rows, input.q),
      ...(message ? { message } : {}),
    });
  });
}
