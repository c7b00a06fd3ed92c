import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

/**
 * Form posts use bracket keys (`tumblelog[twitter_send_posts]`, `post[one]`, `images[o1]`); qs turns
 * them into nested objects so one zod schema reads form and JSON bodies alike.
 */
export async function registerFormBody(app: FastifyInstance): Promise<void> {
  await app.register(formbody, {
    bodyLimit: 1024 * 1024,
    parser: (body) => qs.parse(body, { depth: 5, arrayLimit: 100, parameterLimit: 2000, allowDots: false }),
  });
}
