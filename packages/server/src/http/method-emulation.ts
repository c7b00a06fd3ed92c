import { ErrorCode } from '@rookery/core';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteHandlerMethod } from 'fastify';
import { AppError } from './errors.js';

const EMULATED = new Set(['PUT', 'PATCH', 'DELETE']);

function wantedMethod(request: FastifyRequest): string | undefined {
  const header = request.headers['x-http-method-override'];
  const query = (request.query as { _method?: unknown } | undefined)?._method;
  const body = (request.body as { _method?: unknown } | undefined)?._method;
  const wanted = [header, query, body].find((v) => typeof v === 'string' && v);
  return typeof wanted === 'string' ? wanted.toUpperCase() : undefined;
}

/**
 * "Emulated HTTP": a POST carrying `X-HTTP-Method-Override` (or `_method` in the query or body)
 * acts as PUT, PATCH or DELETE: it runs that route's handler. Register this right after the form
 * key check (hooks run in order, so the key is checked as for any POST), and call `install()` after
 * every route exists: a URL with such a route but no POST of its own gets a POST to arrive at.
 */
export function methodEmulation(app: FastifyInstance) {
  const handlers = new Map<string, RouteHandlerMethod>();
  const emulated = (request: FastifyRequest) => {
    if (request.method !== 'POST') return undefined;
    const wanted = wantedMethod(request);
    if (!wanted || !EMULATED.has(wanted)) return undefined;
    return handlers.get(`${wanted} ${request.routeOptions.url}`);
  };
  // Callback style: most requests are not emulated and pass without a promise. An emulated one
  // is answered here by the other method's handler (so `done` is not called: the reply is sent).
  const emulate: preHandlerHookHandler = function (request, reply, done) {
    const handler = emulated(request);
    if (!handler) return done();
    Promise.resolve(handler.call(this, request, reply)).then(
      (result) => {
        if (!reply.sent) reply.send(result);
      },
      (error: unknown) => reply.send(error),
    );
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) handlers.set(`${method} ${route.url}`, route.handler as RouteHandlerMethod);
    // Only a POST can be emulating another method; the hook runs after the route's own (the form key).
    if (!methods.includes('POST')) return;
    const own = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [...own, emulate];
  });
  return {
    install() {
      const urls = new Set<string>();
      for (const key of handlers.keys()) {
        const [method, url] = key.split(' ') as [string, string];
        if (EMULATED.has(method) && !handlers.has(`POST ${url}`)) urls.add(url);
      }
      for (const url of urls) {
        app.post(url, async () => {
          throw new AppError(405, ErrorCode.validation, 'Send this call with X-HTTP-Method-Override.');
        });
      }
    },
  };
}
