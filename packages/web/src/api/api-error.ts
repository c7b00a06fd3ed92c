import { type ApiErrorItem, TECHNICAL_TROUBLE } from '@rookery/core';

/** The server answered with a non-2xx envelope; `errors` are its items, `message` the first detail. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors[0]?.detail || TECHNICAL_TROUBLE);
  }

  /** Validation messages keyed by the input field they belong to, for inline display. */
  fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const item of this.errors) {
      if (item.field && !byField[item.field]) byField[item.field] = item.detail;
    }
    return byField;
  }
}

/** The request never got an answer we could read (offline, server down, not JSON). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(override readonly cause: unknown) {
    super(TECHNICAL_TROUBLE);
  }
}

/** The text to show a person for any failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return TECHNICAL_TROUBLE;
}
