/** Every answer, success or not (DESIGN "API conventions"). */
export interface ApiErrorItem {
  code: number;
  title: string;
  detail: string;
  /** For validation errors: which input field the message belongs to. */
  field?: string;
}

export interface Envelope<T> {
  meta: { status: number; msg: string };
  response: T;
  errors: ApiErrorItem[];
}

/** Our error codes; numbers the spec names (7001, 7003, ...) keep theirs. */
export const ErrorCode = {
  validation: 1000,
  unauthorized: 1001,
  forbidden: 1002,
  formKey: 1003,
  notFound: 1004,
  conflict: 1005,
  rateLimited: 1006,
  methodNotAllowed: 1007,
  gone: 1008,
  internal: 1500,
  /** The server cannot serve now (its database does not answer): try again shortly. */
  unavailable: 1503,
} as const;
