import { ErrorCode, messages } from '@rookery/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { failure } from './envelope.js';
import { AppError, statusTitle } from './errors.js';

/**
 * The one place errors become answers: typed errors keep their status and message, Fastify's own
 * client errors (bad JSON, too large, wrong content type) keep their 4xx, anything else is a 500
 * with the spec's technical-trouble message and the details only in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.status, error.items));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? ErrorCode.rateLimited : ErrorCode.validation;
      return reply
        .status(status)
        .send(failure(status, [{ code, title: statusTitle(status), detail: error.message }]));
    }
    request.log.error(
      { err: error, reqId: request.id, method: request.method, url: request.url },
      'request failed',
    );
    return reply
      .status(500)
      .send(
        failure(500, [
          { code: ErrorCode.internal, title: statusTitle(500), detail: messages.technicalTrouble },
        ]),
      );
  });
}
