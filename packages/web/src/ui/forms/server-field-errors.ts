import { ApiError } from '../../api';

/** A failed call's messages by input field (empty when the failure was not about fields). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors() : {};
}
