import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { proxiedImage } from './image-cache.js';
import { isSigned, PROXY_PATH } from './proxied.js';

export const params = z.object({ signature: z.string().max(64) });
export const query = z.object({ u: z.string().min(1).max(2048) });

/**
 * GET /proxy/image/{signature}?u={address}: an image of another site, as Rookery's pages show it
 * (proxied.ts). Only addresses Rookery signed are fetched; any other is 404. Public and cached a
 * day by browsers: the same image for everyone.
 */
export function imageProxyRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(`${PROXY_PATH}:signature`, async (request, reply) => {
    const { signature } = parse(params, request.params);
    const { u } = parse(query, request.query);
    if (!isSigned(u, signature)) throw new NotFoundError();
    const image = await proxiedImage(deps, u);
    return reply
      .header('content-type', image.type)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(image.body);
  });
}
