import { messages } from '@rookery/core';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { ValidationError } from './errors.js';

/**
 * Input no route can use is refused before any route sees it: PostgreSQL cannot store U+0000 in
 * text, so a NUL anywhere in the path, query or body would otherwise reach it as a 500. The URL is
 * checked as it arrives (percent-encoded or raw), bodies once parsed, whatever their type.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const check: preValidationHookHandler = (request, _reply, done) => {
    done(request.body != null && hasNul(request.body, 0) ? nulError() : undefined);
  };
  // Only routes that take a body get the check (as the form key's, form-key.ts): reads pay nothing.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    route.preValidation = [check, ...[route.preValidation ?? []].flat()];
  });
}

/** For the request's first hook (app.ts), which already runs on every request. */
export function urlError(url: string): ValidationError | undefined {
  return url.includes('%00') || url.includes('\0') ? nulError() : undefined;
}

const nulError = () => ValidationError.field('input', messages.invalidCharacter);

/** Deeper than any schema reads: what lies below is dropped by the route's schema unread. */
const MAX_DEPTH = 64;

function hasNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_DEPTH) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const key in value) {
    if (key.includes('\0') || hasNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
