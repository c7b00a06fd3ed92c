import { REQUEST_BODY_MAX_BYTES } from '@rookery/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import qs from 'qs';
import { AppError } from '../../http/errors.js';
import { isMalformedMultipart } from '../../http/multipart-errors.js';
import { BRACKET_KEYS } from '../../http/query-string.js';
import { refusal, TumblrApiError, type TumblrErrorItem } from './answers.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** A form body exactly as it came (API scopes only): OAuth 1.0a signs its pairs. */
    rawForm: string | null;
  }
}

/** A JSONP callback name: a JavaScript identifier path, nothing that could be more than a call. */
const CALLBACK = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*){0,4}$/;

const CORS_HEADERS = 'Authorization, Content-Type, Accept, X-HTTP-Method-Override';
const EXPOSED_HEADERS =
  'Retry-After, X-Ratelimit-Perhour-Limit, X-Ratelimit-Perhour-Remaining, X-Ratelimit-Perday-Limit, X-Ratelimit-Perday-Remaining';

/**
 * The conventions every answer of the Tumblr-compatible API follows, set on an encapsulated scope
 * (a Fastify plugin under `/v2`, and one for the OAuth 1.0a token endpoints) so the rest of the
 * site's error renderer never wraps them: Tumblr's envelope on every refusal, JSONP on GET, CORS
 * for scripts on other sites (no credentials: the API reads no cookie), the form body kept as sent.
 */
export function apiConventions(scope: FastifyInstance, options: { cors: boolean; notFound: boolean }): void {
  scope.decorateRequest('rawForm', null);
  scope.removeContentTypeParser('application/x-www-form-urlencoded');
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: REQUEST_BODY_MAX_BYTES },
    (request, body, done) => {
      request.rawForm = body as string;
      done(null, qs.parse(body as string, BRACKET_KEYS));
    },
  );
  scope.setErrorHandler(renderApiError);
  if (options.notFound) {
    scope.setNotFoundHandler((_request, reply) =>
      reply.status(404).send(refusal(404, [{ title: 'Not Found', code: 0, detail: 'Not found.' }])),
    );
  }
  if (options.cors) {
    scope.addHook('onRequest', (_request, reply, done) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      done();
    });
    scope.options('/*', { config: { signedCall: true } }, (_request, reply) =>
      reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
        .header('access-control-allow-headers', CORS_HEADERS)
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
  scope.addHook('preSerialization', (request, reply, payload, done) => {
    const callback = jsonpCallback(request);
    if (callback) jsonp(reply, callback);
    done(null, payload);
  });
}

/**
 * "All requests made with HTTP GET are JSONP enabled" (api.md): `callback=` or `jsonp=` wraps the
 * answer in a call, always with HTTP 200, the real status staying in `meta`.
 */
function jsonpCallback(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null;
  const query = request.query as { callback?: unknown; jsonp?: unknown } | undefined;
  const name = query?.jsonp ?? query?.callback;
  return typeof name === 'string' && name.length <= 100 && CALLBACK.test(name) ? name : null;
}

function jsonp(reply: FastifyReply, callback: string): void {
  reply.status(200).type('application/javascript; charset=utf-8');
  // The leading comment keeps a callback name from being read as the start of another file type.
  reply.serializer((payload) => `/**/${callback}(${JSON.stringify(payload)});`);
}

/** The one place the API's errors become answers, in Tumblr's shape. */
function renderApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, items } = describe(error);
  // A typed error is one the server chose to answer (503 busy): the log's debug line, not a failure.
  if (status >= 500 && !(error instanceof AppError)) {
    request.log.error(
      { err: error, reqId: request.id, method: request.method, url: request.url },
      'request failed',
    );
  } else {
    request.log.debug({ status, method: request.method, url: request.routeOptions.url }, error.message);
  }
  if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  return reply.status(status).send(refusal(status, items));
}

function describe(error: FastifyError): { status: number; items: TumblrErrorItem[] } {
  if (error instanceof TumblrApiError) return { status: error.status, items: error.items };
  if (error instanceof AppError) {
    const title = refusal(error.status, []).meta.msg;
    return {
      status: error.status,
      items: error.items.map((item) => ({ ...item, title })),
    };
  }
  const status = isMalformedMultipart(error) ? 400 : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) {
    return { status, items: [{ title: refusal(status, []).meta.msg, code: 0, detail: error.message }] };
  }
  return {
    status: 500,
    items: [
      { title: 'Internal Server Error', code: 0, detail: 'Something went wrong on our side. Try again.' },
    ],
  };
}
