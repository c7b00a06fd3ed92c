/**
 * A create or edit request of the Tumblr-compatible API refused as written: 400, with Tumblr's
 * error code where it documents one (api.md "Errors and Error Subcodes": 8001 an NPF parameter
 * missing or badly formed, 8002 the reblog's parent not found, 8005 an upload it cannot take,
 * 8016 an answer's content or layout) and words naming the parameter. The API's routes answer it
 * in Tumblr's error shape, `{title, code, detail}`.
 */
export class TumblrInputError extends Error {
  override name = 'TumblrInputError';
  readonly status = 400;
  readonly title = 'Bad Request';

  constructor(
    readonly detail: string,
    readonly code = 0,
  ) {
    super(detail);
  }
}

/** Tumblr's codes for the refusals above. */
export const NPF_INVALID = 8001;
export const PARENT_NOT_FOUND = 8002;
export const MEDIA_INVALID = 8005;
export const ANSWER_INVALID = 8016;
