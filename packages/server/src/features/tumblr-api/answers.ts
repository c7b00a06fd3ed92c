/**
 * The Tumblr API's answer (tumblr/docs api.md "Response Format"): `meta` repeats the HTTP status
 * and its reason phrase on every answer, 4xx and 5xx included; a refusal's `response` is an empty
 * array and `errors` says why, as api.tumblr.com answers (clients test `errors[0].detail`).
 */
export interface TumblrErrorItem {
  title: string;
  code: number;
  detail: string;
}

export interface TumblrAnswer<T> {
  meta: { status: number; msg: string };
  response: T;
  errors?: TumblrErrorItem[];
}

/** Tumblr's reason phrases; 429 is its own "Limit Exceeded". */
const PHRASES: Record<number, string> = {
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
  429: 'Limit Exceeded',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const reasonPhrase = (status: number): string =>
  PHRASES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');

export function answer<T>(response: T, status = 200): TumblrAnswer<T> {
  return { meta: { status, msg: reasonPhrase(status) }, response };
}

export function refusal(status: number, errors: TumblrErrorItem[]): TumblrAnswer<never[]> {
  return { meta: { status, msg: reasonPhrase(status) }, response: [], errors };
}

/**
 * A refusal of the API, rendered by the API's own error handler (plugin.ts). `code` is Tumblr's
 * error code where it documents one (8001, ...), else 0 as api.tumblr.com sends.
 */
export class TumblrApiError extends Error {
  override name = 'TumblrApiError';
  constructor(
    readonly status: number,
    detail: string,
    readonly code = 0,
  ) {
    super(detail);
  }

  get items(): TumblrErrorItem[] {
    return [{ title: reasonPhrase(this.status), code: this.code, detail: this.message }];
  }
}

export const unauthorized = (detail = 'Unable to authorize.') => new TumblrApiError(401, detail);
export const forbidden = (detail: string) => new TumblrApiError(403, detail);
export const notFound = (detail = 'Not found.') => new TumblrApiError(404, detail);
export const badRequest = (detail: string) => new TumblrApiError(400, detail);
