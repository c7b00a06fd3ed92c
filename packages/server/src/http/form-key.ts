import { ErrorCode, messages } from '@rookery/core';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ForbiddenError } from './errors.js';
import { expectedFormKey, sameKey } from './session.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call authenticates by a signature or token (the Tumblr-compatible API, features/
     * tumblr-api), never by the session cookie: no cookie acts there, so no form key is asked.
     */
    signedCall?: boolean;
  }
}

function providedFormKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-form-key'];
  if (typeof header === 'string' && header) return header;
  const body = request.body as { form_key?: unknown } | undefined;
  return typeof body?.form_key === 'string' ? body.form_key : undefined;
}

/**
 * Every state-changing call carries the session's form key (`form_key` field or `X-Form-Key`
 * header); without the right one it is refused before any handler runs, so nothing changes.
 * Runs after body parsing because the key may be a form field. Only routes that answer a
 * state-changing method get the check (prepended to their own preHandlers): reads never pay for it.
 */
export function registerFormKeyCheck(app: FastifyInstance, secret: string): void {
  const check: preHandlerHookHandler = (request, _reply, done) => {
    if (READ_METHODS.has(request.method)) return done();
    const expected = expectedFormKey(request, secret);
    const provided = providedFormKey(request);
    if (!expected || !provided || !sameKey(expected, provided)) {
      return done(new ForbiddenError(messages.formKeyInvalid, ErrorCode.formKey));
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READ_METHODS.has(method))) return;
    if (route.config?.signedCall) return;
    const own = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [check, ...own];
  });
}
