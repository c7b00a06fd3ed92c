import type { ApiErrorItem, Envelope } from '@rookery/core';
import { statusTitle } from './errors.js';

export function ok<T>(response: T, status = 200): Envelope<T> {
  return { meta: { status, msg: statusTitle(status) }, response, errors: [] };
}

export function failure(status: number, errors: ApiErrorItem[]): Envelope<null> {
  return { meta: { status, msg: statusTitle(status) }, response: null, errors };
}
