import { ErrorCode } from '@rookery/core';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../../http/session.js';

/** The schemas every operation refers to: the envelope (DESIGN "API conventions") and its errors. */
export const schemas = {
  ApiError: {
    type: 'object',
    required: ['code', 'title', 'detail'],
    properties: {
      code: {
        type: 'integer',
        description: `Rookery's error code: ${Object.entries(ErrorCode)
          .map(([name, code]) => `${code} ${name}`)
          .join(', ')}; numbers the specification names (7001, ...) keep theirs.`,
      },
      title: { type: 'string', description: 'The HTTP status in words.' },
      detail: { type: 'string', description: 'What went wrong, in words a person can be shown.' },
      field: { type: 'string', description: 'For refused input: the field the detail is about.' },
    },
  },
  Meta: {
    type: 'object',
    required: ['status', 'msg'],
    properties: {
      status: { type: 'integer', description: 'The HTTP status, again.' },
      msg: { type: 'string', description: 'The status in words.' },
    },
  },
  Envelope: {
    type: 'object',
    description: "Every JSON answer: `meta`, the call's `response`, and `errors` (empty on success).",
    required: ['meta', 'response', 'errors'],
    properties: {
      meta: { $ref: '#/components/schemas/Meta' },
      response: { description: "The call's answer; see the call." },
      errors: { type: 'array', items: { $ref: '#/components/schemas/ApiError' } },
    },
  },
  ErrorEnvelope: {
    type: 'object',
    description: 'A refusal or failure: `response` is null and `errors` says why.',
    required: ['meta', 'response', 'errors'],
    properties: {
      meta: { $ref: '#/components/schemas/Meta' },
      response: { type: 'null' },
      errors: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/ApiError' } },
    },
  },
} as const;

export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      "The signed-in session, set by `POST /svc/account/login` (or register). Its form key comes in the answer's `form_key`.",
  },
  visitor: {
    type: 'apiKey',
    in: 'cookie',
    name: VISITOR_COOKIE,
    description:
      "A visitor's cookie, set by any page or by `GET /svc/account/session`: the form key of someone not signed in is bound to it.",
  },
  formKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Form-Key',
    description:
      "Every write carries the session's form key (from `GET /svc/account/session`, a login's answer, or the page's meta tag): in this header, or as the body's `form_key` field. Multipart uploads must use the header. Without the right key: 403, and nothing changes.",
  },
} as const;

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** The refusals operations share, by reference. */
export const responses = {
  BadInput: refusal('Refused input: each error names its `field`, and nothing changed.'),
  NotSignedIn: refusal('Not signed in.'),
  Forbidden: refusal('Not allowed: a write without the right form key, or a call this account may not make.'),
  Refused: refusal('Any other refusal (not found, too many requests, ...): the errors say which.'),
} as const;
