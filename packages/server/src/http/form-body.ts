import formbody from '@fastify/formbody';
import { REQUEST_BODY_MAX_BYTES } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { BRACKET_KEYS } from './query-string.js';

/**
 * Form posts use bracket keys (`tumblelog[twitter_send_posts]`, `post[one]`, `images[o1]`); qs turns
 * them into nested objects so one zod schema reads form and JSON bodies alike.
 */
export async function registerFormBody(app: FastifyInstance): Promise<void> {
  await app.register(formbody, {
    // A route's own bodyLimit (the post saves') takes precedence over this one.
    bodyLimit: REQUEST_BODY_MAX_BYTES,
    parser: (body) => qs.parse(body, BRACKET_KEYS),
  });
}
