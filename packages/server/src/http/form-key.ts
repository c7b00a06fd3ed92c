import { ErrorCode, messages } from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from './errors.js';
import { expectedFormKey, sameKey } from './session.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function providedFormKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-form-key'];
  if (typeof header === 'string' && header) return header;
  const body = request.body as { form_key?: unknown } | undefined;
  return typeof body?.form_key === 'string' ? body.form_key : undefined;
}

/**
 * Every state-changing call carries the session's form key (`form_key` field or `X-Form-Key`
 * header); without the right one it is refused before any handler runs, so nothing changes.
 * Runs after body parsing because the key may be a form field.
 */
export function registerFormKeyCheck(app: FastifyInstance, secret: string): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (READ_METHODS.has(request.method)) return done();
    const expected = expectedFormKey(request, secret);
    const provided = providedFormKey(request);
    if (!expected || !provided || !sameKey(expected, provided)) {
      return done(new ForbiddenError(messages.formKeyInvalid, ErrorCode.formKey));
    }
    done();
  });
}
