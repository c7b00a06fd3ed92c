import { type ApiErrorItem, ErrorCode, messages } from '@rookery/core';

/** An error a client caused or may see; rendered into the envelope in one place (error-handler.ts). */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly items: ApiErrorItem[] = [{ code, title: statusTitle(status), detail: message }],
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  override name = 'ValidationError';
  constructor(items: { detail: string; field?: string }[]) {
    super(
      400,
      ErrorCode.validation,
      items[0]?.detail ?? 'Bad Request',
      items.map((i) => ({ code: ErrorCode.validation, title: 'Bad Request', ...i })),
    );
  }
  static field(field: string, detail: string): ValidationError {
    return new ValidationError([{ field, detail }]);
  }
}

export class AuthRequiredError extends AppError {
  override name = 'AuthRequiredError';
  constructor(message: string = messages.loginRequired) {
    super(401, ErrorCode.unauthorized, message);
  }
}

export class ForbiddenError extends AppError {
  override name = 'ForbiddenError';
  constructor(message: string = messages.forbiddenBlog, code: number = ErrorCode.forbidden) {
    super(403, code, message);
  }
}

/** 503: the server cannot serve now; `Retry-After` says when to ask again. */
export class UnavailableError extends AppError {
  override name = 'UnavailableError';
  constructor(message: string) {
    super(503, ErrorCode.unavailable, message);
  }
}

export class NotFoundError extends AppError {
  override name = 'NotFoundError';
  constructor(message: string = messages.notFound) {
    super(404, ErrorCode.notFound, message);
  }
}

export class ConflictError extends AppError {
  override name = 'ConflictError';
  constructor(message: string, field?: string) {
    super(409, ErrorCode.conflict, message, [
      { code: ErrorCode.conflict, title: 'Conflict', detail: message, ...(field ? { field } : {}) },
    ]);
  }
}

/** What was there is no more, for good (an expired export): asking again will not bring it back. */
export class GoneError extends AppError {
  override name = 'GoneError';
  constructor(message: string) {
    super(410, ErrorCode.gone, message);
  }
}

export class RateLimitError extends AppError {
  override name = 'RateLimitError';
  constructor(message: string = messages.rateLimited) {
    super(429, ErrorCode.rateLimited, message);
  }
}

/** A method the path does not answer; the route sets Allow. */
export class MethodNotAllowedError extends AppError {
  override name = 'MethodNotAllowedError';
  constructor(allowed: string) {
    super(405, ErrorCode.methodNotAllowed, `Only ${allowed} is allowed here.`);
  }
}

const TITLES: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  302: 'Found',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}
