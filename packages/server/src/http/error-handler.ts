import { ErrorCode, messages } from '@rookery/core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from './envelope.js';
import { AppError, statusTitle } from './errors.js';
import { isMalformedMultipart } from './multipart-errors.js';

/**
 * The one place errors become answers: typed errors keep their status and message, Fastify's own
 * client errors (bad JSON, too large, wrong content type) keep their 4xx, a value PostgreSQL
 * refuses is the client's too, anything else is a 500 with the spec's technical-trouble message
 * and the details only in the log. Client errors are logged at debug, one line without a stack: a
 * stream of bad requests cannot flood the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      logRefusal(request, error.status, error.message);
      return reply.status(error.status).send(failure(error.status, error.items));
    }
    if (isRefusedValue(error)) {
      // The route's schema let through a value the database cannot hold: still the client's error,
      // but worth a warning so the schema gets the check.
      request.log.warn(
        { method: request.method, url: request.routeOptions.url, pg: error.code },
        error.message,
      );
      return reply
        .status(400)
        .send(
          failure(400, [
            { code: ErrorCode.validation, title: statusTitle(400), detail: messages.invalidValue },
          ]),
        );
    }
    if (isMalformedMultipart(error)) {
      logRefusal(request, 400, error.message);
      return reply
        .status(400)
        .send(
          failure(400, [
            { code: ErrorCode.validation, title: statusTitle(400), detail: messages.malformedMultipart },
          ]),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      logRefusal(request, status, error.message);
      const code = status === 429 ? ErrorCode.rateLimited : ErrorCode.validation;
      // Fastify's words for a body past the limit name no remedy; ours do.
      const detail = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? messages.requestTooLarge : error.message;
      return reply.status(status).send(failure(status, [{ code, title: statusTitle(status), detail }]));
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

function logRefusal(request: FastifyRequest, status: number, message: string): void {
  request.log.debug({ status, method: request.method, url: request.routeOptions.url }, message);
}

/**
 * PostgreSQL's data exceptions (class 22: out of range, bad date or number syntax, bytes the
 * encoding cannot hold) and an index key too large to store (54000) come from values, not faults.
 */
function isRefusedValue(error: { code?: unknown }): boolean {
  const code = error.code;
  return typeof code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(code) && 'severity' in error;
}
